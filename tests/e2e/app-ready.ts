import type { Page } from "@playwright/test";

/**
 * Public pages arrive prerendered: their buttons are plain HTML until the app
 * has loaded and rendered over them. Server-rendered markup starts with
 * React's Suspense comment; the app's own render starts with an element.
 */
export async function appReady(page: Page) {
  await page.waitForFunction(() => document.getElementById("root")?.firstChild?.nodeType === Node.ELEMENT_NODE);
}
