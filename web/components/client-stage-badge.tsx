/** The stage in words, with a colour that only repeats them. */
export function StageBadge({ stage }: { stage: string }) {
  const tone =
    stage === "New Lead"
      ? "bg-slate-100 text-slate-700 ring-slate-200"
      : stage === "Completed" || stage === "Hired"
        ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
        : "bg-brand-50 text-brand-700 ring-brand-200";
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${tone}`}>
      <span className="sr-only">Stage: </span>
      {stage}
    </span>
  );
}
