import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Page, request } from "@playwright/test";
import { openLocalDb, root } from "../../scripts/lib/local-db";
import { signedInAdmin } from "./admin-db";
import { appReady } from "./app-ready";
import { expect, PASSWORD, signedInUser, test, uniqueEmail } from "./fixtures";

const port = process.env.E2E_PORT ?? "8788";
let client: ReturnType<typeof openLocalDb>["client"] | undefined;

/** The announcement a campaign sent to an address, from the e2e server's outbox (read only). */
async function announcementTo(email: string) {
  client ??= openLocalDb(path.join(root, `.wrangler/e2e-state-${port}`)).client;
  const rs = await client.execute({
    sql: "select text_body, html_body from email_outbox where to_address = ? and kind like 'campaign:%' order by id desc limit 1",
    args: [email],
  });
  const row = rs.rows[0];
  return row ? { text: String(row.text_body), html: String(row.html_body ?? "") } : null;
}

/** A signed-up, onboarded user in a context of its own (the page stays the admin's). */
async function userContext(country: string) {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const email = uniqueEmail("reader");
  const res = await api.post("/api/auth/sign-up", { data: { name: "Rita Reader", email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const p = await api.put("/api/profile", { data: { niche: "Design", country, completeOnboarding: true } });
  expect(p.status()).toBe(200);
  return { api, email };
}

test("a super_admin sends an announcement to Nigerian users and sees it sent, opened and clicked", async ({ page }) => {
  const reader = await userContext("NG");
  await signedInAdmin(page);
  await page.goto("/admin/communications");
  await expect(page.getByRole("heading", { name: "Communications Center" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Email service status" })).toBeVisible();
  await expect(page.getByText("No provider configured")).toBeVisible();

  await page.getByRole("radio", { name: /Nigerian users/ }).click();
  await expect(page.getByText(/This will reach \d+ (person|people)/)).toBeVisible({ timeout: 15_000 });
  const subject = `Naija launch ${Date.now()}`;
  // Bad input: nothing is sent, the form says why.
  await page.getByRole("button", { name: "Send announcement" }).click();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("We now accept payments in naira.\n\nDetails: https://example.com/naira");
  await page.getByRole("button", { name: "Send announcement" }).click();
  const dialog = page.getByRole("dialog", { name: "Send this announcement?" });
  await expect(dialog).toContainText(subject);
  await dialog.getByRole("button", { name: /^Send to \d+/ }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row", { name: new RegExp(subject) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Nigerian users")).toBeVisible();
  // The first batch goes out right after the send; the list looks again while it is sending.
  await expect(row.getByText("Sent", { exact: true })).toBeVisible({ timeout: 15_000 });

  const mail = await announcementTo(reader.email);
  expect(mail, "the reader got the announcement").not.toBeNull();
  const pixel = mail!.html.match(/\/api\/c\/[A-Za-z0-9_-]{22}\/open/)![0];
  const click = mail!.text.match(/\/api\/c\/[A-Za-z0-9_-]{22}\/click\/0/)![0];
  expect((await reader.api.get(pixel)).status()).toBe(200);
  const followed = await reader.api.get(click, { maxRedirects: 0 });
  expect(followed.status()).toBe(302);
  expect(followed.headers().location).toBe("https://example.com/naira");

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(row.getByTestId("opened")).toHaveText("1");
  await expect(row.getByTestId("clicked")).toHaveText("1");
  await reader.api.dispose();
});

test("Bulk Email on the waitlist page writes to exactly the picked entries", async ({ page }) => {
  const email = uniqueEmail("bulk");
  const joined = await page.request.post("/api/waitlist", { data: { name: "Bulk Picked", email } });
  expect(joined.status()).toBe(201);
  await signedInAdmin(page);
  await page.goto("/admin/waitlist");
  await page.getByLabel("Search the waitlist").fill(email);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Select Bulk Picked" }).check();
  await page.getByRole("button", { name: "Bulk Email (1)" }).click();

  await expect(page).toHaveURL(/\/admin\/communications\?waitlist=/);
  await expect(page.getByRole("radio", { name: /Selected waitlist entries/ })).toBeChecked();
  await expect(page.getByText("This will reach 1 person.", { exact: false })).toBeVisible();
  await page.getByLabel("Subject").fill("Your early access");
  await page.getByLabel("Message").fill("Early access opens on Monday.");
  await page.getByRole("button", { name: "Send announcement" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Send to 1" }).click();
  await expect(page.getByRole("row", { name: /Your early access/ }).first()).toContainText("1 waitlist entry");
  await expect.poll(async () => (await announcementTo(email))?.text ?? "").toContain("Early access opens on Monday.");
});

test("a banner scheduled on the content page shows on public pages and in the app until it is ended", async ({
  page,
  browser,
}) => {
  await signedInAdmin(page);
  await page.goto("/admin/content");
  await page.getByRole("tab", { name: "Platform Content" }).click();
  const message = `Spring sale ${Date.now()}`;
  await page.getByLabel("Message").fill(message);
  await page.getByLabel("Link (optional)").fill("/pricing");
  await page.getByLabel("Link text").fill("See the prices");
  await page.getByRole("button", { name: "Schedule banner" }).click();
  await expect(page.getByText("Banner is live")).toBeVisible();

  // A visitor on a prerendered page sees it before the app has loaded (the boot script fetched it).
  const visitor = await browser.newPage();
  await visitor.goto("/pricing");
  const banner = visitor.getByRole("region", { name: "Announcement" });
  await expect(banner).toContainText(message);
  await expect(banner.getByRole("link", { name: "See the prices" })).toHaveAttribute("href", "/pricing");
  // The app takes over with the same banner, which can be dismissed.
  await appReady(visitor);
  await expect(visitor.getByRole("region", { name: "Announcement" })).toHaveCount(1);
  await visitor.getByRole("button", { name: "Dismiss announcement" }).click();
  await expect(visitor.getByRole("region", { name: "Announcement" })).toHaveCount(0);
  await visitor.close();

  // Ended: gone for everyone.
  const item = page.getByRole("listitem").filter({ hasText: message });
  await item.getByRole("button", { name: "End now" }).click();
  await expect(item.getByText("Ended")).toBeVisible();
  const later = await browser.newPage();
  await later.goto("/pricing");
  await appReady(later);
  await expect(later.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(later.getByRole("region", { name: "Announcement" })).toHaveCount(0);
  await later.close();
  await item.getByRole("button", { name: /Delete banner/ }).click();
});

test("pitch templates and banners are checked by the API's own rules before anything is saved", async ({ page }) => {
  await signedInAdmin(page);
  await page.goto("/admin/content");
  await page.getByRole("tab", { name: "Pitch Templates" }).click();
  await page.getByRole("button", { name: "New template" }).click();
  await page.getByLabel("Body").fill("{greeting}\n\n{offer}");
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText(/The body must contain \{signal_detail\}/)).toBeVisible();

  const name = `Direct e2e ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Tone").selectOption("direct");
  await page.getByLabel("Body").fill("{greeting}\n\n{signal_detail} {offer}\n\n{sign_off}");
  await page.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText("Template added")).toBeVisible();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  // Removed again, so pitches elsewhere keep the seeded wording.
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("dialog", { name: `Delete “${name}”?` })
    .getByRole("button", { name: "Delete template" })
    .click();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);

  await page.getByRole("tab", { name: "Platform Content" }).click();
  const message = `Bad link ${Date.now()}`;
  await page.getByLabel("Message").fill(message);
  await page.getByLabel("Link (optional)").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Schedule banner" }).click();
  await expect(page.getByText("Enter a link starting with https:// or /")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: message })).toHaveCount(0);
});

test("a user suggests a feature at /help/suggestions and staff mark it planned", async ({ page, browser }) => {
  const user = await browser.newContext();
  const userPage = await user.newPage();
  const email = uniqueEmail("idea");
  const res = await userPage.request.post("/api/auth/sign-up", {
    data: { name: "Ida Idea", email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  await userPage.request.put("/api/profile", { data: { niche: "Apps", completeOnboarding: true } });
  await userPage.goto("/help");
  await appReady(userPage);
  await userPage.getByRole("link", { name: "Suggest a feature" }).click();
  await expect(userPage.getByRole("heading", { name: "Feature suggestions" })).toBeVisible();
  const idea = `Calendar sync for follow-ups ${Date.now()}`;
  await userPage.getByLabel("Your idea").fill("short");
  const sent: string[] = [];
  userPage.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/suggestions") sent.push(r.url());
  });
  await userPage.getByRole("button", { name: "Submit suggestion" }).click();
  // the schema's message is the field's own, and nothing is sent
  await expect(userPage.getByLabel("Your idea")).toHaveAccessibleDescription(
    "Describe your suggestion in at least 10 characters",
  );
  expect(sent).toEqual([]);
  await userPage.getByLabel("Your idea").fill(idea);
  await userPage.getByRole("button", { name: "Submit suggestion" }).click();
  const card = userPage.getByRole("listitem").filter({ hasText: idea });
  await expect(card.getByText("Your suggestion")).toBeVisible();
  await expect(card.getByRole("button", { name: /Voted/ })).toBeDisabled();
  await expect(card.getByText("Under review")).toBeVisible();
  // Dated as every other page dates things ('Nov 24, 2026'), not '2026-11-24'.
  await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  await signedInAdmin(page, { role: "moderator" });
  await page.goto("/admin/support");
  // The page's figures first, as a person sees them before choosing a tab: a click in the first
  // instant of the page's start-up was once lost (the tab stayed on Help Requests).
  await expect(page.getByText("From request to first answer")).toBeVisible();
  await page.getByRole("tab", { name: "Feature Suggestions" }).click();
  await page.getByRole("combobox", { name: `Status of “${idea}”` }).selectOption("planned");
  await expect(page.getByText("Marked planned")).toBeVisible();

  await userPage.reload();
  await expect(userPage.getByRole("listitem").filter({ hasText: idea }).getByText("Planned")).toBeVisible();
  await user.close();
});

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}`));
}

test("axe finds nothing on the communications and content screens and the suggestions page", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signedInAdmin(page);
  await page.goto("/admin/communications");
  await expect(page.getByText(/This will reach/)).toBeVisible({ timeout: 15_000 });
  expect(await violations(page)).toEqual([]);
  await page.goto("/admin/content");
  for (const tab of ["AI Training Data", "Pitch Templates", "Platform Content"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading").first()).toBeVisible();
    expect(await violations(page), tab).toEqual([]);
  }
  const ctx = await browser.newContext();
  const user = await ctx.newPage();
  await signedInUser(user);
  await user.goto("/help/suggestions");
  await expect(user.getByRole("heading", { name: "Most wanted" })).toBeVisible();
  expect(await violations(user)).toEqual([]);
  await ctx.close();
});
