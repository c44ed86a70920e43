import AxeBuilder from "@axe-core/playwright";
import { signedInAdmin } from "./admin-db";
import { expect, test } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Every admin page is to have no axe violation. The pages are read from the
 * sidebar itself (plus /admin/platform, reached from the dashboard), so a page
 * added to the sidebar is checked without a change here.
 */
test("axe finds nothing on any admin page, as a super_admin", async ({ page }) => {
  // Thirteen pages, each loaded, left to settle and read by axe: 1.7 to 1.8 min in clean runs on the
  // two-core runner, and past 2 min once when it was loaded.
  test.setTimeout(240_000);
  await signedInAdmin(page);
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link").first()).toBeVisible();
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const paths = [...new Set([...hrefs, "/admin/platform"])];
  expect(paths.length).toBeGreaterThanOrEqual(12);

  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
    // Let each page's data arrive, so its filled state is what axe reads.
    await page.waitForLoadState("networkidle");
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    for (const v of violations) for (const n of v.nodes) found.push(`${path}: ${v.id} ${n.target.join(" ")}`);
  }
  expect(found).toEqual([]);
});
