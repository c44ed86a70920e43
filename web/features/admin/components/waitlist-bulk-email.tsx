import { useNavigate } from "@tanstack/react-router";
import { Mail } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "#web/components/ui/button";

/** The waitlist entries picked for a Bulk Email, kept across pages and searches. */
export function useWaitlistSelection() {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((id: number, on: boolean) => {
    setIds((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const setMany = useCallback((many: number[], on: boolean) => {
    setIds((s) => {
      const next = new Set(s);
      for (const id of many) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  return { ids, toggle, setMany };
}

/** Opens the communications center with the picked entries as the audience. super_admin only (campaigns are). */
export function BulkEmailButton({ ids, allowed }: { ids: ReadonlySet<number>; allowed: boolean }) {
  const navigate = useNavigate();
  const n = ids.size;
  return (
    <Button
      variant="secondary"
      disabled={!allowed || n === 0}
      title={
        !allowed ? "Only a Super Admin can send e-mail to the waitlist" : n === 0 ? "Select entries first" : undefined
      }
      onClick={() => navigate({ to: "/admin/communications", search: { waitlist: [...ids].join(",") } })}
    >
      <Mail className="size-4" aria-hidden /> Bulk Email{n > 0 ? ` (${n})` : ""}
    </Button>
  );
}

const box = "size-4 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

export function SelectPageCheckbox({
  pageIds,
  selected,
  onChange,
}: {
  pageIds: number[];
  selected: ReadonlySet<number>;
  onChange: (ids: number[], on: boolean) => void;
}) {
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return (
    <input
      type="checkbox"
      className={box}
      aria-label="Select every entry on this page"
      checked={all}
      disabled={pageIds.length === 0}
      onChange={(e) => onChange(pageIds, e.target.checked)}
    />
  );
}

export function SelectEntryCheckbox({
  id,
  name,
  selected,
  onChange,
}: {
  id: number;
  name: string;
  selected: ReadonlySet<number>;
  onChange: (id: number, on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className={box}
      aria-label={`Select ${name}`}
      checked={selected.has(id)}
      onChange={(e) => onChange(id, e.target.checked)}
    />
  );
}
