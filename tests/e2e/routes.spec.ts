import { signedInAdmin } from "./admin-db";
import { expect, signedInUser, test } from "./fixtures";

// Every page of the app's route table (web/routes), plus the footer's pages.
const publicRoutes = [
  "/",
  "/waitlist",
  "/landing",
  "/home",
  "/pricing",
  "/about",
  "/contact",
  "/features",
  "/demo",
  "/careers",
  "/help",
  "/privacy-policy",
  "/terms-of-use",
  "/cookie-policy",
  "/sign-in",
  "/sign-up",
  "/get-started",
];
const appRoutes = ["/dashboard", "/clients", "/clients/1", "/pitches", "/profile", "/prospects", "/prospects/1"];
// /admin/login is the one admin page open to everyone; the rest need an admin session.
const adminRoutes = [
  "/admin",
  "/admin/dashboard",
  "/admin/users",
  "/admin/analytics",
  "/admin/ai-training",
  "/admin/revenue",
  "/admin/waitlist",
  "/admin/content",
  "/admin/communications",
  "/admin/support",
  "/admin/settings",
  "/admin/platform",
];

test.describe("every route of the route table", () => {
  for (const path of [...publicRoutes, "/admin/login"]) {
    test(`${path} renders without console errors and is not the 404 page`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    });
  }
});

test.describe("every admin route, signed in as an admin", () => {
  for (const path of adminRoutes) {
    test(`${path} renders for an admin without console errors`, async ({ page }) => {
      await signedInAdmin(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    });
  }
});

test.describe("every admin route, signed out", () => {
  for (const path of adminRoutes) {
    test(`${path} redirects to /admin/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
      await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
    });
  }
});

test.describe("every app route, signed in", () => {
  for (const path of [...appRoutes, "/onboarding", "/verify-email"]) {
    test(`${path} renders for a signed-in user without console errors`, async ({ page }) => {
      await signedInUser(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    });
  }
});

test("an unknown path answers HTTP 404 with the not-found page and a way home", async ({ page }) => {
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  expect(await res?.text()).toContain("Oops! Page not found");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("paths the router knows answer 200, a path beyond them 404, whatever the session", async ({ page }) => {
  for (const path of ["/prospects/42", "/clients/7", "/admin/users", "/sign-in/"]) {
    expect((await page.request.get(path, { headers: { accept: "text/html" } })).status(), path).toBe(200);
  }
  for (const path of ["/prospects/42/extra", "/admin/nope", "/wp-login.php"]) {
    expect((await page.request.get(path, { headers: { accept: "text/html" } })).status(), path).toBe(404);
  }
});

test("a deep link such as /prospects/1 is served by the SPA on reload", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects/1");
  await page.reload();
  await expect(page.locator("#root")).not.toBeEmpty();
  await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
});

test("the short legal links redirect to the real pages", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.goto("/terms");
  await expect(page).toHaveURL(/\/terms-of-use$/);
});
