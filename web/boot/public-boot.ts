import { RENDERED } from "./events";
import { liveCounts } from "./live-counts";
import { siteBanner } from "./site-banner";
import { takeOverOnInteraction } from "./take-over";

/**
 * The only script a prerendered public page loads up front (a few KB): it
 * keeps the page's live counts current and loads the app at the first sign
 * of a visitor. scripts/prerender.ts lists the app's modules in
 * <meta name="leadsmith-app">. See docs/decisions/004-prerendering.md.
 */
const root = document.getElementById("root");
const modules = document
  .querySelector<HTMLMetaElement>('meta[name="leadsmith-app"]')
  ?.content.split(" ")
  .filter(Boolean);
if (root && modules?.length) {
  const stop = liveCounts(root);
  addEventListener(RENDERED, stop, { once: true });
  takeOverOnInteraction(root, modules);
  siteBanner(root);
}
