/**
 * Why a search matched a prospect, both ways: what it shows of the description (`reasons`) and
 * what it lacks (`lacks`), as the search stored them. Shared by the prospect page and a client's
 * page, which both show the match of the search that found the prospect.
 */
export function MatchExplanation({ reasons, lacks }: { reasons: string[]; lacks: string[] }) {
  return (
    <>
      {reasons.length ? (
        <ul className="list-disc space-y-1 pl-5">
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : (
        <p>It matched your search as a whole rather than on one point.</p>
      )}
      {lacks.length > 0 && (
        <>
          <p className="mt-3 font-medium text-amber-800">What it lacks</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {lacks.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
