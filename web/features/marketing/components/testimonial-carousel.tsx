import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import type { Testimonial } from "../content/testimonials";
import { useMediaQuery } from "../hooks/use-media-query";
import { SectionHeading } from "./section-heading";
import { TestimonialCard } from "./testimonial-card";

export const CAROUSEL_AUTOPLAY_MS = 4000;

const arrowClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * Testimonials that loop, advance every 4 seconds and stop for good as soon
 * as the visitor interacts (pointer, focus, keys or the arrows). One slide is
 * shown on small screens, two from md and three from lg. Autoplay is off when
 * the visitor prefers reduced motion.
 */
export function TestimonialCarousel({ items, title }: { items: readonly Testimonial[]; title: string }) {
  const headingId = useId();
  const isLg = useMediaQuery("(min-width: 1024px)");
  const isMd = useMediaQuery("(min-width: 768px)");
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const perView = Math.min(isLg ? 3 : isMd ? 2 : 1, items.length);
  const count = items.length;

  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const stop = () => setStopped(true);

  useEffect(() => {
    if (stopped || reducedMotion || count <= perView) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [stopped, reducedMotion, count, perView]);

  const move = (delta: number) => {
    stop();
    setIndex((i) => (i + delta + count) % count);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    stop();
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      move(-1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      move(1);
    }
  };

  const visible = Array.from({ length: perView }, (_, k) => (index + k) % count);

  return (
    <section aria-roledescription="carousel" aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id={headingId} eyebrow="Testimonials" title={title} />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens so any interaction can stop autoplay */}
        <div className="mt-12" onPointerEnter={stop} onPointerDown={stop} onFocus={stop} onKeyDown={onKeyDown}>
          <div aria-live={stopped ? "polite" : "off"} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {visible.map((i) => {
              const t = items[i];
              if (!t) return null;
              return (
                // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
                <div
                  key={`${index}-${i}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  className="transition duration-500 ease-out starting:translate-y-2 starting:opacity-0"
                >
                  <TestimonialCard t={t} />
                </div>
              );
            })}
          </div>
          <div className="mt-8 flex items-center justify-center gap-4">
            <button type="button" className={arrowClass} aria-label="Previous testimonial" onClick={() => move(-1)}>
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <div className="flex gap-1">
              {items.map((t, i) => (
                <button
                  key={t.name}
                  type="button"
                  aria-label={`Show testimonial ${i + 1} of ${count}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => {
                    stop();
                    setIndex(i);
                  }}
                  className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span
                    className={`block size-2.5 rounded-full transition-colors ${i === index ? "bg-brand-600" : "bg-slate-300 group-hover:bg-slate-400"}`}
                  />
                </button>
              ))}
            </div>
            <button type="button" className={arrowClass} aria-label="Next testimonial" onClick={() => move(1)}>
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
