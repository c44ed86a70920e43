import type { Page } from "@playwright/test";
import { e2ePaystackPort } from "../functions/paystack-stand-in";
import type { Answer, Api } from "./api-answer";
import { expect, signedInUser, test } from "./fixtures";

const PLACEHOLDER = "Describe your ideal client... e.g., 'startups needing web development help'";
const BROAD = "startups hiring developers";
const appPort = Number(process.env.E2E_PORT ?? "8788");
const paystackOrigin = `http://127.0.0.1:${e2ePaystackPort(appPort)}`;

const me = async (page: Page) =>
  (await (await page.request.get("/api/auth/me")).json()) as Answer<Api["auth"]["me"]["$get"]>;

/** Uses up the Free plan's 5 searches through the API (only searches that deliver results count). */
async function useAllSearches(page: Page) {
  const queries = [BROAD, "React developers", "fintech startups", "web design agencies", "SaaS founders", "ecommerce"];
  for (const query of queries) {
    if ((await me(page)).usage.searchesUsed >= 5) break;
    const res = await page.request.post("/api/search", { data: { query } });
    expect(res.status()).toBe(200);
  }
  expect((await me(page)).usage).toMatchObject({ searchesUsed: 5, maxSearches: 5 });
}

test("a Free user out of searches upgrades to Pro through Paystack, comes back and sees 25 results", async ({
  page,
}) => {
  await signedInUser(page);
  await useAllSearches(page);

  await page.goto("/prospects");
  await expect(page.getByText("5/5 searches used")).toBeVisible();
  await expect(page.getByPlaceholder(PLACEHOLDER)).toBeDisabled();
  // Upgrade goes straight to Paystack's payment page (here the local stand-in), not to /pricing.
  await page.getByRole("main").getByRole("link", { name: "Upgrade", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${paystackOrigin}/checkout/`));
  await expect(page.getByRole("heading", { name: "Pay 29.00 USD" })).toBeVisible();
  await page.getByRole("button", { name: "Pay 29.00 USD" }).click();

  // Back on our callback page, which asked our server to verify the payment with Paystack.
  await expect(page).toHaveURL(/\/billing\/callback\?trxref=/);
  await expect(page.getByRole("heading", { name: "Payment confirmed" })).toBeVisible();
  await expect(page.getByText("Your Pro plan is active now.")).toBeVisible();
  expect((await me(page)).plan.id).toBe("pro");
  // The header knows who came back: a way into the app, not 'Sign In' and 'Get Started'.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign In" })).toHaveCount(0);

  await page.getByRole("link", { name: "Find clients" }).click();
  await expect(page).toHaveURL(/\/prospects$/);
  await expect(page.getByText("0/100 searches used")).toBeVisible();
  const box = page.getByPlaceholder(PLACEHOLDER);
  await expect(box).toBeEnabled();
  await box.fill(BROAD);
  await box.press("Enter");
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "View full profile" })).toHaveCount(25);
  await expect(page.getByLabel("Locked result")).toHaveCount(0);
  await expect(page.getByText("1/100 searches used")).toBeVisible();

  // The billing page shows the plan, its renewal, usage and the payment.
  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "Billing" })).toBeVisible();
  await expect(page.getByText("Renews on:")).toBeVisible();
  await expect(page.getByText("1/100 used")).toBeVisible();
  await expect(page.getByText("Pro plan, one month")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ask for a refund" })).toBeVisible();
});

test("cancelling keeps Pro until the period ends", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/billing");
  await expect(page.getByRole("heading", { name: "Current plan" })).toBeVisible();
  await page.getByRole("button", { name: "Upgrade to Pro" }).click();
  await expect(page).toHaveURL(new RegExp(`^${paystackOrigin}/checkout/`));
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Payment confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to billing" }).click();
  // The subscription's codes arrive with Paystack's subscription.create webhook, sent before the redirect.
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(page.getByText("Cancelled, active until the period ends")).toBeVisible();
  await expect(page.getByText("Ends on:")).toBeVisible();
  expect((await me(page)).plan.id).toBe("pro");
});

test("a visitor choosing Pro on the pricing page signs up first, then lands on checkout", async ({ page }) => {
  await page.goto("/pricing");
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.getElementById("root")?.firstChild?.nodeType === Node.ELEMENT_NODE);
  await page.getByRole("link", { name: "Get Pro: Pro plan" }).click();
  await expect(page).toHaveURL(/\/sign-up/);
  const email = `e2e-pricing-${Date.now()}@example.com`;
  await page.getByLabel("Full name").fill("Pat Pricing");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Sunny-Day-2026");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel("Your niche").fill("Web apps for startups");
  await page.getByLabel("Experience").selectOption("Expert (5+ years)");
  await page.getByLabel("Key skills").fill("React");
  await page.keyboard.press("Enter");
  await page.getByLabel("Client pain points you solve").fill("Slow website");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await expect(page).toHaveURL(new RegExp(`^${paystackOrigin}/checkout/`));
  await expect(page.getByText(email)).toBeVisible();
});
