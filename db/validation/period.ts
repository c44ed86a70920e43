/**
 * A period a description named, in days, as a person says it: 7 days is 'the last week', 31 'the
 * last month'. Shared by a result's reason ('Signal from the last month') and the results line
 * that counts the cards from that period.
 */
export function periodWords(days: number) {
  if (days <= 1) return "the last day";
  if (days === 7) return "the last week";
  if (days >= 28 && days <= 31) return "the last month";
  if (days >= 89 && days <= 92) return "the last 3 months";
  if (days >= 365 && days <= 366) return "the last year";
  if (days % 7 === 0 && days < 28) return `the last ${days / 7} weeks`;
  // Months counted as days ('the last two YC batches', 184 days): said in months when they are whole.
  const months = Math.round(days / 30.5);
  if (months >= 2 && Math.abs(days - months * 30.5) <= months) return `the last ${months} months`;
  return `the last ${days} days`;
}
