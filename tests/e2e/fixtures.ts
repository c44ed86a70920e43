import { test as base, expect } from "@playwright/test";

/**
 * Every page test fails on a console error or an uncaught exception, so a
 * screen that renders but throws is caught.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        // A 4xx the app expects and handles (401 from /api/auth/me when signed out, 409, 429...)
        // is logged by Chromium as a failed resource; it is not an application error.
        if (
          msg.type() === "error" &&
          !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
        ) {
          errors.push(msg.text());
        }
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let n = 0;
export const uniqueEmail = (tag = "e2e") => `${tag}-${Date.now().toString(36)}-${process.pid}-${n++}@example.com`;
export const PASSWORD = "Sunny-Day-2026";

/** Signs a new user up through the API in this page's browser context, with onboarding done. */
export async function signedInUser(
  page: import("@playwright/test").Page,
  { onboarded = true, email = uniqueEmail() } = {},
) {
  const res = await page.request.post("/api/auth/sign-up", { data: { name: "Pat Tester", email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  if (onboarded) {
    const p = await page.request.put("/api/profile", { data: { niche: "Web apps", completeOnboarding: true } });
    expect(p.status()).toBe(200);
  }
  return { email, password: PASSWORD };
}
