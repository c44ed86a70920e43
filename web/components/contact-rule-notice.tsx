import { ShieldAlert } from "lucide-react";

/** A source's rule about contacting the people who post there (e.g. Hacker News hiring threads). */
export function ContactRuleNotice({ rule, id }: { rule: string; id?: string }) {
  return (
    <div id={id} className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
      <p className="flex items-center gap-1.5 font-semibold">
        <ShieldAlert className="size-4 shrink-0" aria-hidden /> The source's rule on contact
      </p>
      <p className="mt-1 whitespace-pre-line">{rule}</p>
    </div>
  );
}
