import { Star } from "lucide-react";
import type { Testimonial } from "../content/testimonials";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 2)
    .toUpperCase();

/** One quote with an initials avatar, a star rating, the outcome and its figure. */
export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="flex gap-0.5 text-amber-500" role="img" aria-label={`Rated ${t.rating} out of 5`}>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          <Star key={i} className={`size-4 ${i < t.rating ? "fill-current" : "text-slate-300"}`} aria-hidden />
        ))}
      </p>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>“{t.testimonial}”</p>
      </blockquote>
      <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <span className="font-semibold">{t.metric}</span> · {t.outcome}
      </p>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-500 to-violet-600 text-sm font-semibold text-white"
          aria-hidden
        >
          {initials(t.name)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{t.name}</span>
          <span className="block text-sm text-slate-600">
            {t.role}, {t.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
