/**
 * What the announcement banner looks like and remembers, shared by the React
 * banner (site-banner.tsx) and the public pages' boot script
 * (web/boot/site-banner.ts), so both draw the same bar. Kept free of React.
 */
export type BannerData = {
  id: number;
  message: string;
  linkUrl: string;
  linkText: string;
  tone: "info" | "success" | "warning";
  endsAt: string;
};

export const bannerToneClass: Record<BannerData["tone"], string> = {
  info: "bg-brand-700 text-white",
  success: "bg-green-800 text-white",
  warning: "bg-amber-300 text-slate-900",
};
export const bannerBarClass = "flex items-center justify-center gap-3 px-4 py-2 text-center text-sm";
export const bannerLinkClass = "font-semibold underline underline-offset-2";

/** Where a dismissed banner's id is kept, so it stays closed on this browser. */
export const DISMISSED_KEY = "leadsmith:banner-dismissed";

export function isDismissed(id: number) {
  try {
    return localStorage.getItem(DISMISSED_KEY) === String(id);
  } catch {
    return false;
  }
}

export function isBannerData(x: unknown): x is BannerData {
  const b = x as BannerData | null;
  return (
    !!b &&
    typeof b.id === "number" &&
    typeof b.message === "string" &&
    typeof b.linkUrl === "string" &&
    typeof b.linkText === "string" &&
    b.tone in bannerToneClass
  );
}

/** The boot script's answer, handed to the app so it shows the same banner without asking again. */
declare global {
  interface Window {
    leadsmithBanner?: BannerData | null;
  }
}
