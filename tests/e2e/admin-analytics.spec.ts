import AxeBuilder from "@axe-core/playwright";
import { type Page, request } from "@playwright/test";
import { signedInAdmin } from "./admin-db";
import { appReady } from "./app-ready";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";

const port = process.env.E2E_PORT ?? "8788";
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}`));
}

/** A waitlist entry that then signs up with the same e-mail and writes a niche: data for every page. */
async function signUpFromWaitlist() {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const email = uniqueEmail("metrics");
  expect((await api.post("/api/waitlist", { data: { name: "Mia Metrics", email } })).status()).toBe(201);
  expect(
    (await api.post("/api/auth/sign-up", { data: { name: "Mia Metrics", email, password: PASSWORD } })).status(),
  ).toBe(201);
  const p = await api.put("/api/profile", { data: { niche: "Zebra Farming", completeOnboarding: true } });
  expect(p.status()).toBe(200);
  await api.dispose();
}

const today = () => new Date().toISOString().slice(0, 10);

test("revenue, analytics and AI performance show the server's figures for a date range, with definitions, axe clean", async ({
  page,
}) => {
  // Three pages, each checked by axe: more than the default allowance on a busy machine.
  test.slow();
  await signUpFromWaitlist();
  await signedInAdmin(page);

  // Analytics for today: the sign-up above is counted, and the page shows what the API says.
  // Other tests sign people up at the same time: the page is checked against the answer it got.
  const answered = page.waitForResponse((r) => r.url().includes("/api/admin/analytics?"));
  await page.goto(`/admin/analytics?from=${today()}&to=${today()}`);
  await appReady(page);
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  const api = await (await answered).json();
  expect(api.totals.signUps).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("figure-signups")).toHaveText(String(api.totals.signUps));
  await expect(page.getByTestId("funnel-Signed up")).not.toHaveText("0");
  await expect(page.getByRole("cell", { name: "Zebra Farming" })).toBeVisible();
  // A figure's definition is one Tab (or hover) away.
  const term = page.getByRole("button", { name: "Sign-ups" });
  await term.focus();
  await expect(page.getByRole("tooltip").filter({ hasText: "Accounts created in the range" })).toBeVisible();
  await expect(term).toHaveAccessibleDescription(/Accounts created in the range/);
  expect(await violations(page)).toEqual([]);

  // The range is set in the form and kept in the URL; a range before any data shows zeros day by day.
  await page.getByLabel("From", { exact: true }).fill("2020-01-01");
  await page.getByLabel("To", { exact: true }).fill("2020-01-31");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByTestId("figure-signups")).toHaveText("0");
  await expect(page.getByRole("figure", { name: "Sign-ups and active users per day" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("2020-01-01");
  // A start after the end is refused with a message and changes nothing.
  await page.getByLabel("From", { exact: true }).fill("2020-02-10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("The start date must be on or before the end date.")).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  // An empty day is refused the same way (the form's schema: both days).
  await page.getByLabel("To", { exact: true }).fill("");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Pick both a start and an end date.")).toBeVisible();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);

  // Revenue: the default range (last twelve months), plan mix counts every account.
  const revenueAnswer = page.waitForResponse((r) => r.url().endsWith("/api/admin/revenue"));
  await page.goto("/admin/revenue");
  await expect(page.getByRole("heading", { name: "Revenue & Business Analytics" })).toBeVisible();
  const revenue = await (await revenueAnswer).json();
  const free = revenue.planMix.find((p: { planId: string }) => p.planId === "free");
  await expect(
    page.getByRole("row", { name: new RegExp(`^Free ${free.users.toLocaleString("en-US")}`) }),
  ).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(revenue.range.from);
  expect(await violations(page)).toEqual([]);

  // AI performance: the 95 % target beside the measured figure (or 'no benchmark recorded').
  await page.goto("/admin/ai-training");
  await expect(page.getByRole("heading", { name: "AI Performance" })).toBeVisible();
  await expect(page.getByText(/Target: 95% accuracy|No benchmark recorded/).first()).toBeVisible();
  // How far short is a difference in points, never a '%' that reads as a share of the target.
  await expect(
    page.getByText(/percentage points? short of it\.|The measured figure reaches it\.|No benchmark recorded/).first(),
  ).toBeVisible();
  await expect(page.getByText(/\d% short of it/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "AI Training Data" })).toHaveAttribute(
    "href",
    "/admin/content?tab=training",
  );
  await expect(page.getByRole("table", { name: "Outcomes by match-score band" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // The link opens the content page on that tab, not on Prospect Data.
  await page.getByRole("link", { name: "AI Training Data" }).click();
  await expect(page.getByRole("tab", { name: "AI Training Data" })).toHaveAttribute("aria-selected", "true");
});

test("at 1280 px the definitions add no sideways scroll, and each one shown stays inside the window", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAdmin(page);
  for (const path of ["/admin/analytics", "/admin/ai-training"]) {
    await page.goto(path);
    await appReady(page);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    // Every term's definition is on the page, hidden: none may widen it.
    const terms = page.getByRole("main").locator("button[aria-describedby]");
    await expect(terms.first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
    // The rightmost terms' definitions, shown by hover or Tab, fit inside the window.
    const boxes = await terms.evaluateAll((els) => els.map((e, i) => ({ i, right: e.getBoundingClientRect().right })));
    const rightmost = boxes.sort((a, b) => b.right - a.right).slice(0, 3);
    for (const { i } of rightmost) {
      const term = terms.nth(i);
      await term.scrollIntoViewIfNeeded();
      await term.hover();
      const tip = page.locator(`[id="${await term.getAttribute("aria-describedby")}"]`);
      await expect(tip).toBeVisible();
      const box = (await tip.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      await page.mouse.move(0, 0);
      await expect(tip).toBeHidden();
    }
  }
});

test("a moderator is offered only the pages of their role, and told a page opened by its URL is not for it", async ({
  page,
}) => {
  await signedInAdmin(page, { role: "moderator" });
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/admin/") && !r.url().includes("/api/admin/auth/")) asked.push(new URL(r.url()).pathname);
  });
  await page.goto("/admin");
  await appReady(page);
  const nav = page.locator("aside").getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Users", "Waitlist", "Support"]);
  await expect(page.getByRole("region", { name: "Quick actions" }).getByRole("link")).toHaveCount(2);

  for (const [path, name] of [
    ["/admin/revenue", "Revenue"],
    ["/admin/analytics", "Analytics"],
    ["/admin/ai-training", "AI Performance"],
    ["/admin/communications", "Communications"],
    ["/admin/platform", "Platform"],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not available for your role" })).toBeVisible();
    // No error to retry, no zero-filled figures, no form whose calls would be refused.
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(page.getByText("Your admin role does not allow this action.")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
  }
  expect(
    asked.filter((p) => /\/api\/admin\/(revenue|analytics|ai-performance|campaigns|audit|sources)/.test(p)),
  ).toEqual([]);
  // The API still refuses them.
  expect((await page.request.get("/api/admin/revenue")).status()).toBe(403);
});

test("the dashboard shows user health segments, exports its figures as CSV and opens communications", async ({
  page,
}) => {
  await signUpFromWaitlist();
  await signedInAdmin(page);
  // Each segment shows the count the user table's own filter answered (other tests add users meanwhile).
  const totals = new Map<string, Promise<number>>();
  page.on("response", (r) => {
    const health = new URL(r.url()).searchParams.get("health");
    if (r.url().includes("/api/admin/users?") && health)
      totals.set(
        health,
        r.json().then((b: { total: number }) => b.total),
      );
  });
  // The figures the page itself loaded: other tests sign users up meanwhile, so a second
  // request could count one more than the export does.
  const shown = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/metrics");
  await page.goto("/admin");
  await appReady(page);
  await expect(page.getByRole("heading", { name: "User Health" })).toBeVisible();
  for (const status of ["Power User", "Regular User", "At Risk", "Churned"]) {
    await expect.poll(() => totals.has(status)).toBe(true);
    const total = await totals.get(status)!;
    await expect(page.getByTestId(`segment-${status}`).locator("p").nth(1)).toHaveText(total.toLocaleString("en-US"));
  }
  expect(await violations(page)).toEqual([]);

  const metrics = await (await shown).json();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export Data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leadsmith-figures-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text.split("\r\n")[0]).toBe("Figure,Value,Definition,As of");
  expect(text).toContain(`Total users,${metrics.users.total},Accounts,`);
  expect(text).toMatch(/Users: Churned,\d+,/);

  await page.getByRole("link", { name: "Send Broadcast" }).click();
  await expect(page).toHaveURL(/\/admin\/communications$/);
  await expect(page.getByRole("heading", { name: "Communications Center" })).toBeVisible();
});
