/** Minor units (cents, kobo) in their own currency, never converted. */
export function formatMoney(minor: number, currency: string) {
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency, maximumFractionDigits: 0 }).format(
      minor / 100,
    );
  } catch {
    return `${(minor / 100).toLocaleString()} ${currency}`;
  }
}

export const formatPercent = (n: number) => `${n.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;

/** A bucket label ('2026-03' or '2026-03-14') for axes and tables. */
export function formatBucket(bucket: string) {
  const [y, m, d] = bucket.split("-").map(Number) as [number, number, number | undefined];
  const date = new Date(Date.UTC(y, m - 1, d ?? 1));
  return date.toLocaleDateString(undefined, {
    timeZone: "UTC",
    month: "short",
    year: d === undefined ? "numeric" : undefined,
    day: d === undefined ? undefined : "numeric",
  });
}
