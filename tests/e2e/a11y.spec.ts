import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { publicPages as publicPageMeta } from "../../web/lib/page-meta";
import { appReady } from "./app-ready";
import { expect, signedInUser, test } from "./fixtures";

// Every prerendered public page (web/lib/page-meta.ts).
const publicPages = publicPageMeta.map((p) => p.path);

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  // One line per problem and node, so a failure says what to fix and where.
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}`));
}

test.describe("axe finds no accessibility violations", () => {
  for (const path of publicPages) {
    test(`on ${path}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await appReady(page);
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("on a phone-sized screen with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/landing");
    await appReady(page);
    await page.getByRole("button", { name: "Toggle menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("in the waitlist dialog", async ({ page }) => {
    await page.goto("/");
    await appReady(page);
    await page.getByRole("button", { name: "Join Waitlist" }).first().click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test("axe finds nothing on the signed-in pages, a search's results and a prospect's page among them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInUser(page);
  const found: string[] = [];
  const check = async (where: string) => {
    await page.waitForLoadState("networkidle");
    for (const v of await violations(page)) found.push(`${where}: ${v}`);
  };
  await page.goto("/prospects");
  const box = page.getByRole("textbox", { name: "Describe your ideal client" });
  await box.fill("startups hiring React developers");
  await box.press("Enter");
  await expect(page).toHaveURL(/[?&]search=\d+/);
  // The search just run is the current one in "Recent searches".
  await expect(page.getByRole("region", { name: "Recent searches" }).locator("[aria-current=page]")).toBeVisible();
  await check("search results");
  await page.getByRole("link", { name: "View full profile" }).first().click();
  await expect(page.getByRole("button", { name: "Create Pitch" })).toBeVisible();
  await check("prospect page");
  for (const path of ["/dashboard", "/pitches", "/clients", "/profile", "/settings", "/billing", "/help/suggestions"]) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await check(path);
  }
  expect(found).toEqual([]);
});
