import { X } from "lucide-react";
import { useEffect, useState } from "react";
import {
  type BannerData,
  bannerBarClass,
  bannerLinkClass,
  bannerToneClass,
  DISMISSED_KEY,
  isBannerData,
  isDismissed,
} from "../banner-view";

let pending: Promise<BannerData | null> | null = null;

/** One request per page load, shared by every banner slot (the app and the public layout). */
function loadBanner() {
  pending ??= fetch("/api/content/banner", { credentials: "same-origin" })
    .then((r) => (r.ok ? r.json() : null))
    .then((body: { banner?: unknown } | null) => (isBannerData(body?.banner) ? body.banner : null))
    .catch(() => null);
  return pending;
}

/**
 * The announcement banner staff schedule on the content page, at the top of
 * the app and of the public pages. On a prerendered page the boot script has
 * already fetched it (window.leadsmithBanner), so it shows at once.
 */
export function SiteBanner() {
  const [banner, setBanner] = useState<BannerData | null>(() =>
    typeof window !== "undefined" && window.leadsmithBanner ? window.leadsmithBanner : null,
  );
  const [hidden, setHidden] = useState(() => (banner ? isDismissed(banner.id) : false));

  useEffect(() => {
    if (banner) return;
    let alive = true;
    void loadBanner().then((b) => {
      if (!alive || !b) return;
      setHidden(isDismissed(b.id));
      setBanner(b);
    });
    return () => {
      alive = false;
    };
  }, [banner]);

  if (!banner || hidden) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, String(banner.id));
    } catch {
      // private mode: it stays closed for this page only
    }
    setHidden(true);
  };
  return (
    <section aria-label="Announcement" className={`relative ${bannerBarClass} ${bannerToneClass[banner.tone]}`}>
      <p>{banner.message}</p>
      {banner.linkUrl && (
        <a href={banner.linkUrl} className={bannerLinkClass}>
          {banner.linkText}
        </a>
      )}
      <button
        type="button"
        onClick={dismiss}
        className="rounded p-1 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
        aria-label="Dismiss announcement"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}
