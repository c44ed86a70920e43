import AxeBuilder from "@axe-core/playwright";
import { signedInAdmin } from "./admin-db";
import { expect, PASSWORD, signedInUser, test } from "./fixtures";

test("a super_admin changes a user's plan and disables the account, which signs the user out", async ({
  page,
  browser,
}) => {
  // The user, signed in in a browser of their own.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const user = await signedInUser(userPage);
  await userPage.goto("/dashboard");
  await expect(userPage).toHaveURL(/\/dashboard$/);

  await signedInAdmin(page);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "User Health Management" })).toBeVisible();
  await page.getByLabel("Search users").fill(user.email);
  const row = page.getByRole("row").filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  // Signed in a moment ago: active today, not 'Never'.
  await expect(row.getByRole("cell").nth(6)).not.toHaveText("Never");

  await row.getByRole("button", { name: "Manage" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Plan").selectOption("pro");
  await dialog.getByRole("button", { name: "Change plan" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Pro", { exact: true })).toBeVisible();

  await page.getByLabel("Plan", { exact: true }).selectOption("pro");
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: "Manage" }).click();
  await dialog.getByRole("button", { name: "Disable account" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Disabled")).toBeVisible();

  // The user's next navigation lands on sign-in, and signing in says the account is disabled.
  await userPage.goto("/dashboard");
  await expect(userPage).toHaveURL(/\/sign-in/);
  await userPage.getByLabel("Email").fill(user.email);
  await userPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await userPage.getByRole("button", { name: "Sign In" }).click();
  await expect(userPage.getByText("This account has been disabled.", { exact: false })).toBeVisible();
  await expect(userPage).toHaveURL(/\/sign-in/);

  // Re-enabled, the same password works again.
  await row.getByRole("button", { name: "Manage" }).click();
  await dialog.getByRole("button", { name: "Enable account" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Disabled")).toHaveCount(0);
  await userPage.getByRole("button", { name: "Sign In" }).click();
  await expect(userPage).toHaveURL(/\/dashboard$/);
  await userContext.close();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
});
