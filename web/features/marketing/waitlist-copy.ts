/**
 * The waitlist counts as words, shared by the page (React) and the boot
 * script that keeps a prerendered page's counts live before the app loads.
 */
export const EARLY_ACCESS_SPOTS = 100;

export type WaitlistCounts = {
  waitlistCount: number;
  earlyAccess: { spots: number; purchased: number; remaining: number };
};

export const isWaitlistCounts = (x: unknown): x is WaitlistCounts =>
  typeof x === "object" &&
  x !== null &&
  typeof (x as WaitlistCounts).waitlistCount === "number" &&
  typeof (x as WaitlistCounts).earlyAccess?.remaining === "number";

export const formatCount = (n: number) => n.toLocaleString("en-US");
export const WAITLIST_OPEN = "Waitlist now open";
/** '1,234+ on waitlist'; an empty waitlist says it is open, since '0+ on waitlist' reads as broken. */
export const waitlistSizeText = (count: number) => (count > 0 ? `${formatCount(count)}+ on waitlist` : WAITLIST_OPEN);
export const spotsLeftText = (remaining: number, spots: number) => `${Math.max(0, remaining)} of ${spots} spots left`;
/** The share of early-access spots taken, 0-100, for the bar. */
export const takenPercent = (remaining: number | null, spots: number) =>
  remaining === null || spots <= 0 ? 0 : Math.min(100, Math.round(((spots - Math.max(0, remaining)) / spots) * 100));
