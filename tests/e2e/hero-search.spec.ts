import { appReady } from "./app-ready";
import { expect, PASSWORD, signedInUser, test, uniqueEmail } from "./fixtures";

const QUERY = "startups hiring React developers";

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

  await expect(page).toHaveURL(/\/prospects\?q=/);
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  await expect(page.getByRole("link", { name: "View full profile" }).first()).toBeVisible();
});

test("a signed-in user's hero search runs the search straight away", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/landing");
  await appReady(page);
  // An example hint fills the box; the Search button sends it.
  await page.getByRole("button", { name: "Agencies hiring freelance designers" }).click();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/prospects\?q=/);
  expect(new URL(page.url()).searchParams.get("q")).toBe("Agencies hiring freelance designers");
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page.getByText("1/5 searches used")).toBeVisible();
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
