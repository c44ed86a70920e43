import {
  bannerBarClass,
  bannerLinkClass,
  bannerToneClass,
  isBannerData,
  isDismissed,
} from "#web/features/layout/banner-view";
import { RENDERED } from "./events";

/**
 * The announcement banner on a prerendered public page: asked for at run time
 * (the HTML is built once, the banner has a start and an end), drawn just
 * before #root so nothing the take-over replays under #root moves, and removed
 * when the app has rendered its own copy from `window.leadsmithBanner`.
 */
export function siteBanner(root: HTMLElement) {
  let bar: HTMLElement | null = null;
  let rendered = false;
  addEventListener(
    RENDERED,
    () => {
      rendered = true;
      bar?.remove();
    },
    { once: true },
  );
  fetch("/api/content/banner")
    .then((r) => (r.ok ? r.json() : null))
    .then((body: { banner?: unknown } | null) => {
      const b = body?.banner;
      if (!isBannerData(b)) return;
      window.leadsmithBanner = b;
      // Too late: the app is there and asks for the banner itself.
      if (isDismissed(b.id) || rendered) return;
      bar = document.createElement("section");
      bar.setAttribute("aria-label", "Announcement");
      bar.className = `${bannerBarClass} ${bannerToneClass[b.tone]}`;
      const text = document.createElement("p");
      text.textContent = b.message;
      bar.append(text);
      if (b.linkUrl) {
        const a = document.createElement("a");
        a.href = b.linkUrl;
        a.className = bannerLinkClass;
        a.textContent = b.linkText;
        bar.append(a);
      }
      root.before(bar);
    })
    .catch(() => {});
}
