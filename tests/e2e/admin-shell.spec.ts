import { signedInAdmin } from "./admin-db";
import { appReady } from "./app-ready";
import { expect, test } from "./fixtures";

test("on a phone the admin menu is a drawer on the one dialog: named, every link, the admin, closes on ×, Escape and a link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAdmin(page, { name: "Phoebe Phone" });
  await page.goto("/admin");
  await appReady(page);
  await expect(page.getByRole("heading", { name: "Business Intelligence" })).toBeVisible();
  // The desktop sidebar is not there on a phone; the header's button opens the drawer.
  await expect(page.locator("aside")).toBeHidden();
  await page.getByRole("button", { name: "Open sidebar" }).click();

  // (The dialog element itself has no box of its own: its panel is fixed, so the checks look inside it.)
  const drawer = page.getByRole("dialog", { name: "Leadsmith Admin" });
  const nav = drawer.getByRole("navigation", { name: "Admin" });
  await expect(nav).toBeVisible();
  // At the left edge, 18rem wide, so the page stays in view beside it: the × sits at the panel's right edge.
  const nameBox = await drawer.getByRole("heading", { name: "Leadsmith Admin" }).boundingBox();
  const closeBox = await drawer.getByRole("button", { name: "Close" }).boundingBox();
  expect(nameBox!.x).toBeLessThan(40);
  expect(closeBox!.x + closeBox!.width).toBeLessThanOrEqual(288);
  for (const label of ["Dashboard", "Users", "Analytics", "Waitlist", "Content", "Support", "Settings", "Platform"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(drawer.getByText("Phoebe Phone")).toBeVisible();
  await expect(drawer.getByText("Super Admin")).toBeVisible();

  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole("button", { name: "Open sidebar" }).click();
  await expect(nav).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // A link goes there and closes the drawer.
  await page.getByRole("button", { name: "Open sidebar" }).click();
  await drawer.getByRole("link", { name: "Waitlist", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/waitlist$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "Waitlist Management" })).toBeVisible();

  // Logout from the drawer ends the session.
  await page.getByRole("button", { name: "Open sidebar" }).click();
  await drawer.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await page.request.get("/api/admin/auth/me")).status()).toBe(401);
});
