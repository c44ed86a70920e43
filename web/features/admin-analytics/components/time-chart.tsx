import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatBucket } from "../format";

export type ChartSeries = { label: string; values: number[]; color: string };

/** Bucket label to the unix seconds uPlot's time axis reads (start of the day or month, UTC). */
const toSeconds = (bucket: string) => {
  const [y, m, d] = bucket.split("-").map(Number) as [number, number, number | undefined];
  return Date.UTC(y, m - 1, d ?? 1) / 1000;
};

/**
 * A line chart over the report's buckets, drawn by uPlot (a small canvas
 * chart library, loaded only by the metric pages' code-split chunks). The
 * canvas is described by its title; the same numbers are in the table under
 * it for keyboard and screen-reader users.
 */
export function TimeChart({
  title,
  buckets,
  series,
  format = (n) => n.toLocaleString(),
  height = 240,
}: {
  title: string;
  buckets: string[];
  series: ChartSeries[];
  format?: (n: number) => string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const monthly = buckets[0]?.length === 7;
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height,
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        legend: { live: true },
        series: [
          {
            value: (_u, v) =>
              v == null ? "" : formatBucket(new Date(v * 1000).toISOString().slice(0, monthly ? 7 : 10)),
          },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: buckets.length <= 40 },
            value: (_u: uPlot, v: number | null) => (v == null ? "" : format(v)),
          })),
        ],
        axes: [
          { stroke: "#475569", grid: { stroke: "#e2e8f0" } },
          {
            stroke: "#475569",
            grid: { stroke: "#e2e8f0" },
            size: 70,
            values: (_u, ticks) => ticks.map((t) => format(t)),
          },
        ],
      },
      [buckets.map(toSeconds), ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [buckets, series, format, height]);

  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium text-slate-700">{title}</figcaption>
      <div ref={box} role="img" aria-label={`${title}: chart; the numbers are in the table below`} className="w-full" />
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Show the numbers</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 font-semibold text-slate-600">
                  Period
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-2 py-1 text-right font-semibold text-slate-600">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {buckets.map((b, i) => (
                <tr key={b} className="border-t border-slate-100">
                  <th scope="row" className="px-2 py-1 font-normal text-slate-700">
                    {formatBucket(b)}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="px-2 py-1 text-right text-slate-700">
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
