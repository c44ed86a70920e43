import { useId } from "react";
import { Reveal } from "./reveal";

const stats = [
  { value: "23%", label: "Average response rate" },
  { value: "847", label: "Meetings booked" },
  { value: "312", label: "Clients won" },
  { value: "1,500+", label: "Freelancers on board" },
] as const;

/** The landing page's figures: fixed marketing numbers, not measured ones. */
export function StatsStrip() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-slate-900 px-4 py-14 sm:px-6">
      <h2 id={headingId} className="sr-only">
        Leadsmith by the numbers
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {stats.map((s, i) => (
          <Reveal key={s.label} delayMs={i * 120} className="flex flex-col-reverse">
            <dt className="mt-2 text-sm font-medium text-slate-300">{s.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{s.value}</dd>
          </Reveal>
        ))}
      </dl>
    </section>
  );
}
