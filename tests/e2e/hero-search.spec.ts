import type { Answer, Api } from "./api-answer";
import { appReady } from "./app-ready";
import { expect, PASSWORD, signedInUser, test, uniqueEmail } from "./fixtures";

const QUERY = "startups hiring React developers";
const SEARCH_PLACEHOLDER = "Describe your ideal client... e.g., 'startups needing web development help'";

test("a visitor's hero search leads to sign-up and runs once the profile is done", async ({ page }) => {
  await page.goto("/landing");
  await appReady(page);
  const box = page.getByPlaceholder("Find 6 qualified leads who need you in");
  await box.fill(QUERY);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/sign-up\?q=/);
  expect(new URL(page.url()).searchParams.get("q")).toBe(QUERY);

  await page.getByLabel("Full name").fill("Hero Searcher");
  await page.getByLabel("Email").fill(uniqueEmail("hero"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
  await page.getByLabel("Your niche").fill("React apps for startups");
  await page.getByRole("button", { name: "Complete Setup" }).click();

  // The query comes over in history state and runs at once; the URL ends on the stored search.
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page).toHaveURL(/\/prospects\?search=\d+$/);
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  await expect(page.getByRole("link", { name: "View full profile" }).first()).toBeVisible();
  await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue(QUERY);

  // A reload shows the same stored results and runs nothing.
  await page.reload();
  await expect(page.getByRole("link", { name: "View full profile" }).first()).toBeVisible();
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  await expect(page.getByText("Search Complete")).toHaveCount(0);
});

test("a signed-in user's hero search runs the search straight away", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/landing");
  await appReady(page);
  // An example hint fills the box; the Search button sends it.
  await page.getByRole("button", { name: "Agencies hiring freelance designers" }).click();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page).toHaveURL(/\/prospects\?search=\d+$/);
  expect(new URL(page.url()).searchParams.get("q")).toBeNull();
  await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue("Agencies hiring freelance designers");
  await expect(page.getByText("1/5 searches used")).toBeVisible();

  // Back returns to the landing page; Forward reopens the stored search without running it again.
  await page.goBack();
  await expect(page).toHaveURL(/\/landing$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/prospects\?search=\d+$/);
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  const me = (await (await page.request.get("/api/auth/me")).json()) as Answer<Api["auth"]["me"]["$get"]>;
  expect(me.usage.searchesUsed).toBe(1);
});

test("without JavaScript the hero search still reaches sign-up with the words typed", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/landing");
  const box = page.getByPlaceholder("Find 6 qualified leads who need you in");
  await box.fill(QUERY);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/sign-up\?q=/);
  expect(new URL(page.url()).searchParams.get("q")).toBe(QUERY);
  await context.close();
});
