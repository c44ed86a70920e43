import type { Page } from "@playwright/test";
import type { Answer, Api } from "./api-answer";
import { appReady } from "./app-ready";
import { expect, test, uniqueEmail } from "./fixtures";
import { joinThroughDialog } from "./waitlist-dialog";

/** The waitlist size the page shows in its badge ("1,234+ on waitlist", or "Waitlist now open" for none). */
async function shownCount(page: Page) {
  const badge = page.locator('[data-live="waitlist-size"]');
  await expect(badge).toHaveText(/^([\d,]+\+ on waitlist|Waitlist now open)$/);
  return Number((await badge.innerText()).replace(/[^\d]/g, ""));
}

async function apiCount(page: Page) {
  const res = await page.request.get("/api/waitlist/stats");
  return ((await res.json()) as Answer<Api["waitlist"]["stats"]["$get"]>).waitlistCount;
}

test("a sign-up in one page shows in another open page without a reload; the same e-mail again is 'Already registered'", async ({
  page,
  browser,
}) => {
  // The watching page is left alone: before any interaction its counts come from the boot script.
  await page.goto("/");
  const before = await shownCount(page);

  const other = await browser.newContext();
  const joiner = await other.newPage();
  await joiner.goto("/waitlist");
  await appReady(joiner);
  const email = uniqueEmail("live");
  await joinThroughDialog(joiner, "Live Viewer", email);
  await expect(joiner.getByRole("heading", { name: "Success!" })).toBeVisible();

  // Polling runs every 15 s; well before that the open page has the new count from the stream.
  await expect.poll(() => shownCount(page), { timeout: 5_000 }).toBeGreaterThanOrEqual(before + 1);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  // Still the prerendered markup (it starts with React's Suspense comment): the boot script kept it live.
  expect(await page.evaluate(() => document.getElementById("root")?.firstChild?.nodeType)).toBe(8);

  await joiner.getByRole("button", { name: "Close" }).first().click();
  await joinThroughDialog(joiner, "Live Viewer", `  ${email.toUpperCase()} `);
  await expect(joiner.getByText("Already registered", { exact: true })).toBeVisible();
  await expect(joiner.getByText("This email is already on our waitlist!")).toBeVisible();
  await other.close();
});

test("the counts keep updating by polling when the live channel is down", async ({ page }) => {
  test.slow(); // waits for one real 15-second poll
  let attempts = 0;
  // The stream answers and closes at once, as when the live channel drops.
  await page.route("**/api/waitlist/live", (route) => {
    attempts++;
    return route.fulfill({ status: 200, contentType: "text/event-stream", body: "" });
  });
  await page.goto("/");
  await appReady(page);
  const before = await shownCount(page);

  const res = await page.request.post("/api/waitlist", { data: { name: "Poll Test", email: uniqueEmail("poll") } });
  expect(res.status()).toBe(201);
  const expected = await apiCount(page);
  expect(expected).toBeGreaterThan(before);

  // Within one polling period (15 s) the page shows the new count, with no reload.
  await expect.poll(() => shownCount(page), { timeout: 20_000, intervals: [500] }).toBeGreaterThanOrEqual(expected);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  // Meanwhile it keeps trying the stream again, backing off (1 s, 2 s, 4 s, ...).
  expect(attempts).toBeGreaterThanOrEqual(3);
  expect(attempts).toBeLessThan(10);
});

test("the waitlist dialog shows the schema's message next to a bad field and sends nothing", async ({ page }) => {
  await page.goto("/waitlist");
  await appReady(page);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/waitlist") sent.push(r.url());
  });
  await page.getByRole("button", { name: "Join Waitlist" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Join the waitlist" });
  await dialog.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(dialog.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");

  await dialog.getByLabel("Full name").fill("Phoebe Phone");
  await dialog.getByLabel("Email").fill(uniqueEmail("phone"));
  await dialog.getByLabel("WhatsApp phone").fill("call me");
  await dialog.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(dialog.getByLabel("WhatsApp phone")).toHaveAccessibleDescription(
    "Enter the WhatsApp number in international format, e.g. +234 801 234 5678",
  );
  await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "false");
  expect(sent).toEqual([]);

  await dialog.getByLabel("WhatsApp phone").fill("+234 801 234 5678");
  await dialog.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
  expect(sent).toHaveLength(1);
});

test("the waitlist dialog works from the keyboard alone", async ({ page }) => {
  await page.goto("/");
  await appReady(page);
  const trigger = page.getByRole("button", { name: "Join Waitlist" }).first();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Join the waitlist" });
  // The dialog element itself has no box (its panel is fixed-positioned): look at its heading.
  await expect(dialog.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();

  // Focus moves into the dialog and stays there.
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await dialog.getByLabel("Full name").focus();
  await page.keyboard.type("Kay Board");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(uniqueEmail("keys"));
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Enter submits the form.
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
  await dialog.getByLabel("Full name").fill("Kay Board");
  await dialog.getByLabel("Email").fill(uniqueEmail("keys"));
  await dialog.getByLabel("Email").press("Enter");
  await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the public menu opens, moves and closes from the keyboard on a small screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pricing");
  await appReady(page);
  const toggle = page.getByRole("button", { name: "Toggle menu" });
  await toggle.focus();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Features" })).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Features" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Pricing" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "About" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);

  // Space toggles it too, and pressing it again folds it away.
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await page.keyboard.press("Space");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
});

test("the first Tab stop skips the header and lands the next one in the page content", async ({ page }) => {
  await page.goto("/landing");
  await appReady(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main")?.id)).toBe("main");
});
