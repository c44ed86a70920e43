import { expect, signedInUser, test } from "./fixtures";

test("search, open a prospect, write a pitch, and reach the plan's limit", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects");
  await expect(page.getByRole("heading", { name: "Find Ready-to-Buy Clients" })).toBeVisible();
  await expect(page.getByText("0/5 searches used")).toBeVisible();
  const box = page.getByPlaceholder("Describe your ideal client... e.g., 'startups needing web development help'");
  await box.fill("startups hiring React developers");
  await box.press("Enter");

  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  const cards = page.getByRole("link", { name: "View full profile" });
  await expect(cards).toHaveCount(10);
  await expect(page.getByLabel("Locked result").first()).toBeVisible();
  await expect(page.getByText("Why it matched:").first()).toBeVisible();

  await cards.first().click();
  await expect(page).toHaveURL(/\/prospects\/\d+/);
  await expect(page.getByRole("heading", { name: /Latest signal/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pain points" })).toBeVisible();
  await page.getByRole("button", { name: "Create Pitch" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Direct" }).click();
  await dialog.getByRole("button", { name: "Regenerate" }).click();
  await expect(page.getByText("Pitch Generated!").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.getByRole("link", { name: "Back to search" }).click();
  // Only a search that delivers results is charged, so each of these shares a word with the first.
  for (const q of [
    "React developers",
    "fintech startups hiring React developers",
    "React developers for a healthcare startup",
    "remote React developers",
  ]) {
    await box.fill(q);
    await page.getByRole("button", { name: "Find Clients" }).click();
    await expect(page.getByText(`“${q}”`)).toBeVisible();
  }
  await expect(page.getByText("5/5 searches used")).toBeVisible();
  await box.fill("one more");
  await page.getByRole("button", { name: "Find Clients" }).click();
  await expect(page.getByText("Search Limit Reached")).toBeVisible();
  await expect(page.getByText("Upgrade to Pro for unlimited searches and 3x better response rates.")).toBeVisible();
});

test("an unknown prospect shows 'Client Not Found' with a way back", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects/99999999");
  await expect(page.getByRole("heading", { name: "Client Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Clients" }).click();
  await expect(page).toHaveURL(/\/prospects$/);
});

test("the dashboard's example chips run a search", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Healthcare startups asking for help" }).click();
  await expect(page).toHaveURL(/\/prospects\?q=/);
  await expect(page.getByText("Search Complete").first()).toBeVisible();
});
