import { useId, useState } from "react";
import { toast } from "#web/components/ui/toast";
import { type AdminSuggestion, updateSuggestionStatus } from "../api/admin";

const statuses: { value: AdminSuggestion["status"]; label: string }[] = [
  { value: "under-review", label: "Under review" },
  { value: "planned", label: "Planned" },
  { value: "implemented", label: "Implemented" },
];

const tone: Record<AdminSuggestion["status"], string> = {
  "under-review": "border-purple-300 bg-purple-50 text-purple-900",
  planned: "border-violet-300 bg-violet-50 text-violet-900",
  implemented: "border-green-300 bg-green-50 text-green-900",
};

/** A suggestion's status in the support center, changed in place (saved at once, audited on the server). */
export function SuggestionStatusSelect({
  id,
  status,
  suggestion,
  onChanged,
}: {
  id: number;
  status: AdminSuggestion["status"];
  suggestion: string;
  onChanged: () => void;
}) {
  const [value, setValue] = useState(status);
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const change = async (next: AdminSuggestion["status"]) => {
    const before = value;
    setValue(next);
    setBusy(true);
    try {
      await updateSuggestionStatus(id, next);
      toast({ title: `Marked ${statuses.find((s) => s.value === next)?.label.toLowerCase()}` });
      onChanged();
    } catch (err) {
      setValue(before);
      toast({
        title: "Could not change the status",
        description: err instanceof Error ? err.message : undefined,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <span id={labelId} className="sr-only">
        Status of “{suggestion}”
      </span>
      <select
        aria-labelledby={labelId}
        value={value}
        disabled={busy}
        onChange={(e) => change(e.target.value as AdminSuggestion["status"])}
        className={`rounded-full border px-2 py-0.5 text-xs font-medium ${tone[value]}`}
      >
        {statuses.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </>
  );
}
