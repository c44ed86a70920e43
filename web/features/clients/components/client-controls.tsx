import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { Select } from "#web/components/ui/form";
import { toast } from "#web/components/ui/toast";
import { displayName, messageOf } from "#web/lib/format";
import {
  type Client,
  type ClientChange,
  type ClientStage,
  clientStages,
  type RevenueRange,
  revenueRanges,
  updateClient,
} from "../api/clients";

type Editable = Pick<Client, "id" | "name" | "company" | "stage" | "revenue">;

/**
 * A client's stage and revenue, changed in place: the selects show the new
 * value at once, the server's answer replaces it, and a failure puts back the
 * old one with an error toast.
 */
export function useClientControls<C extends Editable>(initial: C, onSaved?: (client: Client) => void) {
  const [client, setClient] = useState(initial);
  const [busy, setBusy] = useState(false);
  // A fresh list or page brings a new object: it replaces what is shown.
  const [from, setFrom] = useState(initial);
  if (from !== initial) {
    setFrom(initial);
    setClient(initial);
  }

  const save = async (change: ClientChange, describe: (saved: Client) => { title: string; description: string }) => {
    const before = client;
    setClient({ ...client, ...change });
    setBusy(true);
    try {
      const { client: saved } = await updateClient(client.id, change);
      setClient((c) => ({ ...c, ...saved }));
      toast(describe(saved));
      onSaved?.(saved);
    } catch (err) {
      setClient(before);
      toast({ title: "Could not update the client", description: messageOf(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return {
    client,
    busy,
    setStage: (stage: ClientStage) =>
      save({ stage }, (saved) => ({ title: "Stage Updated", description: `${displayName(saved)} moved to ${stage}` })),
    setRevenue: (revenue: RevenueRange | null) =>
      save({ revenue }, (saved) => ({
        title: "Revenue Updated",
        description: revenue
          ? `${displayName(saved)}: revenue set to ${revenue}`
          : `${displayName(saved)}: revenue cleared`,
      })),
  };
}

// While a change saves, the selects say so with aria-disabled and ignore input rather than being disabled:
// a disabled control loses the focus (to <body>, the page's start), and the controlled value stays put.
export function StageSelect({
  id,
  company,
  value,
  onChange,
  disabled,
  className = "",
}: {
  id?: string;
  company: string;
  value: ClientStage;
  onChange: (stage: ClientStage) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Select
      id={id}
      aria-label={`Stage for ${company}`}
      value={value}
      aria-disabled={disabled || undefined}
      onChange={(e) => !disabled && onChange(e.target.value as ClientStage)}
      className={`py-1.5 text-sm aria-disabled:bg-slate-100 aria-disabled:text-slate-500 ${className}`}
    >
      {clientStages.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </Select>
  );
}

export function RevenueSelect({
  id,
  company,
  value,
  onChange,
  disabled,
  className = "",
}: {
  id?: string;
  company: string;
  value: RevenueRange | null;
  onChange: (revenue: RevenueRange | null) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Select
      id={id}
      aria-label={`Revenue for ${company}`}
      value={value ?? ""}
      aria-disabled={disabled || undefined}
      onChange={(e) => !disabled && onChange((e.target.value || null) as RevenueRange | null)}
      className={`py-1.5 text-sm aria-disabled:bg-slate-100 aria-disabled:text-slate-500 ${className}`}
    >
      <option value="">No revenue set</option>
      {revenueRanges.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </Select>
  );
}

export function RespondedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
      <CheckCircle2 className="size-3.5" aria-hidden /> Responded
    </span>
  );
}
