import { createHmac, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { e2ePaystackPort } from "../functions/paystack-stand-in";
import type { Answer, Api } from "./api-answer";
import { appReady } from "./app-ready";
import { E2E_COMMUNITY_URL, E2E_PAYSTACK_SECRET } from "./external-links";
import { expect, signedInUser, test, uniqueEmail } from "./fixtures";
import { joinThroughDialog } from "./waitlist-dialog";

const paystackOrigin = `http://127.0.0.1:${e2ePaystackPort(Number(process.env.E2E_PORT ?? "8788"))}`;

/** The "N of 100 spots left" line of the scarcity section, as a number. */
async function spotsLeft(page: Page) {
  const line = page.getByText(/^\d+ of 100 spots left$/);
  await expect(line).toBeVisible();
  return Number((await line.innerText()).split(" ")[0]);
}

/** A charge.success event signed the way Paystack signs it: hex HMAC-SHA512 of the raw body. */
function paystackCharge(reference: string) {
  const body = JSON.stringify({
    event: "charge.success",
    data: {
      reference,
      amount: 2_500_000,
      currency: "NGN",
      paid_at: new Date().toISOString(),
      customer: { email: uniqueEmail("buyer") },
    },
  });
  const signature = createHmac("sha512", E2E_PAYSTACK_SECRET).update(body).digest("hex");
  return { body, signature };
}

test("Early Access asks a visitor for an e-mail, then opens Paystack's page for 25,000 NGN and confirms on return", async ({
  page,
}) => {
  await page.goto("/");
  await appReady(page);
  await page.getByRole("button", { name: /Claim your Early Access spot/ }).click();
  const dialog = page.getByRole("dialog", { name: "Early Access" });
  await expect(dialog.getByRole("heading", { name: "Early Access" })).toBeVisible();
  const email = uniqueEmail("early");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  // The server opened the transaction; the browser is on the (local stand-in's) payment page.
  await expect(page).toHaveURL(new RegExp(`^${paystackOrigin}/checkout/`));
  await expect(page.getByRole("heading", { name: "Pay 25000.00 NGN" })).toBeVisible();
  await page.getByRole("button", { name: "Pay 25000.00 NGN" }).click();
  await expect(page).toHaveURL(/\/billing\/callback\?trxref=/);
  await expect(page.getByRole("heading", { name: "Payment confirmed" })).toBeVisible();

  // The buyer signs up with that e-mail: the purchase is theirs, under the 30-day money-back guarantee.
  await signedInUser(page, { email });
  await page.goto("/billing");
  const history = page.locator("section", { has: page.getByRole("heading", { name: "Payment history" }) });
  await expect(history.getByText("Early access, one payment")).toBeVisible();
  await history.getByRole("button", { name: "Ask for a refund" }).click();
  await history.getByLabel("Reason (optional)").fill("Not for me after all");
  await history.getByRole("button", { name: "Request refund" }).click();
  await expect(history.getByText("Refund requested")).toBeVisible();
  await expect(history.getByRole("button", { name: "Ask for a refund" })).toHaveCount(0);
});

test("a payment shows in an open page without a reload, once however often Paystack delivers it", async ({ page }) => {
  await page.goto("/");
  const before = await spotsLeft(page);
  const { body, signature } = paystackCharge(`e2e-${randomUUID()}`);
  const deliver = () =>
    page.request.post("/api/webhooks/paystack", {
      data: body,
      headers: { "content-type": "application/json", "x-paystack-signature": signature },
    });

  // Another test may buy a spot at the same time, so the count is compared with the server's.
  const remaining = async () =>
    ((await (await page.request.get("/api/waitlist/stats")).json()) as Answer<Api["waitlist"]["stats"]["$get"]>)
      .earlyAccess.remaining;

  const first = await deliver();
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({ received: true, recorded: true });
  expect(await remaining()).toBeLessThanOrEqual(before - 1);
  // Polling runs every 15 s; the live stream brings the new count well before that.
  await expect
    .poll(
      async () => {
        const shown = await spotsLeft(page);
        return shown < before && shown === (await remaining());
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);

  // A second delivery of the same event is acknowledged and not recorded again.
  const again = await deliver();
  expect(await again.json()).toEqual({ received: true, recorded: false });
  const forged = await page.request.post("/api/webhooks/paystack", {
    data: paystackCharge(`e2e-${randomUUID()}`).body,
    headers: { "content-type": "application/json", "x-paystack-signature": "0".repeat(128) },
  });
  expect(forged.status()).toBe(401);
});

test("after joining, the success view links to the community chat in a new tab", async ({ page }) => {
  await page.goto("/waitlist");
  await appReady(page);
  await joinThroughDialog(page, "Community Joiner", uniqueEmail("community"));
  await expect(page.getByRole("heading", { name: "Success!" })).toBeVisible();
  const invite = page.getByRole("link", { name: /Join the WhatsApp community/ });
  await expect(invite).toHaveAttribute("href", E2E_COMMUNITY_URL);
  await expect(invite).toHaveAttribute("target", "_blank");
});
