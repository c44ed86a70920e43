import { expect, PASSWORD, signedInUser, test } from "./fixtures";

test("the user menu opens Settings, where the password changes and other sessions end", async ({ page, browser }) => {
  const { email } = await signedInUser(page);
  // A second browser signed in as the same user.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  expect((await otherPage.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(
    200,
  );

  await page.goto("/dashboard");
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password").fill("Rainy-Night-2027");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed").first()).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  expect((await otherPage.request.get("/api/auth/me")).status()).toBe(401);
  await other.close();
});

test("the user menu's Analytics opens the outcomes view and Billing the billing page", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/profile");
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/dashboard#outcomes$/);
  await expect(page.getByRole("heading", { name: "What brings replies" })).toBeInViewport();
  await page.getByRole("button", { name: /User menu/ }).click();
  await page.getByRole("menuitem", { name: "Billing" }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText("0/5 used")).toBeVisible();
});

test("deleting the account signs out and the e-mail can no longer sign in", async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete account…" }).click();
  await page.getByLabel("Your password").last().fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  expect((await page.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(401);
});

test("the profile's e-mail field leads to where the address is changed", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("button", { name: "Send a code to the new address" })).toBeVisible();
});

test("a refused change leaves the keyboard on its submit button, not at the top of the page", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/settings");
  await page.getByLabel("Current password").fill("Wrong-password-1");
  await page.getByLabel("New password").fill("Better-Pass-2027");
  const submit = page.getByRole("button", { name: "Change password" });
  await submit.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("That password is not right.");
  await expect(submit).toBeFocused();
});
