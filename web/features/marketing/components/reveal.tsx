import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Lifts its children gently into place the first time they scroll into view.
 * The motion is a CSS transition, applied only when the visitor has not asked
 * for reduced motion. Content is never hidden while waiting, so it stays
 * readable for printing, full-page captures and browsers without
 * IntersectionObserver.
 */
export function Reveal({
  children,
  className = "",
  delayMs = 0,
}: {
  children: ReactNode;
  className?: string;
  delayMs?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
      className={`motion-safe:transition motion-safe:duration-700 motion-safe:ease-out ${
        shown ? "translate-y-0" : "motion-safe:translate-y-4"
      } ${className}`}
    >
      {children}
    </div>
  );
}
