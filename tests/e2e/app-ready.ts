import type { Page } from "@playwright/test";

/**
 * Public pages arrive prerendered with only a small boot script: the app
 * loads at the first sign of a person (web/boot/take-over.ts), so this moves
 * the pointer, as a visitor would, and waits for the app to render over the
 * page. Server-rendered markup starts with React's Suspense comment; the
 * app's own render starts with an element.
 */
export async function appReady(page: Page) {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.getElementById("root")?.firstChild?.nodeType === Node.ELEMENT_NODE);
}
