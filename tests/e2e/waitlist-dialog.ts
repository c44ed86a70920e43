import { expect, type Page } from "@playwright/test";

/** Opens the 'Join Waitlist' dialog, fills the required fields and sends it. */
export async function joinThroughDialog(page: Page, name: string, email: string) {
  await page.getByRole("button", { name: "Join Waitlist" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Join the waitlist" });
  // The dialog element itself has no box (its panel is fixed-positioned): look at its heading.
  await expect(dialog.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
  await dialog.getByLabel("Full name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Join Waitlist" }).click();
}
