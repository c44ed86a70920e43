import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { adminCodeFor, createAdminInDb, createAdminViaApi, signedInAdmin } from "./admin-db";
import { appReady } from "./app-ready";
import { expect, test, uniqueEmail } from "./fixtures";

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  await page.getByLabel("Verification code").fill((await adminCodeFor(email))!);
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
}

// This admin is written straight into D1, as `npm run admin:create` does; the others are made through the API.
test("an admin signs in with password and e-mailed code, uses the dashboard and waitlist, exports CSV, logs out", async ({
  page,
}) => {
  const admin = await createAdminInDb({ name: "Avery Admin" });
  const joiner = uniqueEmail("waiting");
  const joined = await page.request.post("/api/waitlist", { data: { name: "Wanda Waiting", email: joiner } });
  expect(joined.status()).toBe(201);

  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to site" })).toHaveAttribute("href", "/");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  // the password alone opens nothing: a code was e-mailed
  await expect(page.getByText("We sent a 6-digit code to your email.")).toBeVisible();
  expect((await page.request.get("/api/admin/auth/me")).status()).toBe(401);
  // Pasted from the e-mail with spaces around it: accepted (the code is trimmed).
  await page.getByLabel("Verification code").fill(`  ${(await adminCodeFor(admin.email))!} `);
  await page.getByRole("button", { name: "Verify and Sign In" }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Business Intelligence" })).toBeVisible();
  const sidebar = page.locator("aside");
  await expect(sidebar.getByText("Avery Admin")).toBeVisible();
  await expect(sidebar.getByText("Super Admin")).toBeVisible();
  const figures = page.getByRole("region", { name: "Key figures" });
  await expect(figures.getByText("Waitlist")).toBeVisible();
  await expect(figures.getByText("Early Access Purchases")).toBeVisible();
  const actions = page.getByRole("region", { name: "Quick actions" });
  for (const href of [
    "/admin/users",
    "/admin/ai-training",
    "/admin/analytics",
    "/admin/communications",
    "/admin/support",
    "/admin/platform",
  ]) {
    await expect(actions.locator(`a[href="${href}"]`)).toBeVisible();
  }

  await page.getByRole("link", { name: "Waitlist Management" }).click();
  await expect(page.getByRole("heading", { name: "Waitlist Management" })).toBeVisible();
  await page.getByLabel("Search the waitlist").fill(joiner);
  const row = page.getByRole("row", { name: /Wanda Waiting/ });
  await expect(row).toBeVisible();
  await expect(row.getByLabel("Status of Wanda Waiting")).toHaveValue("Pending");
  await expect(page.getByRole("row")).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("leadsmith-waitlist.csv");
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("Name,Email,Role,Signup Date,Source,Status");
  expect(csv).toContain(`Wanda Waiting,${joiner},`);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/admin/auth/me")).status()).toBe(401);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("a signed-out visit to an admin page lands on the login and returns there after signing in", async ({ page }) => {
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
  await expect(page.getByRole("heading", { name: "Admin Portal" })).toBeVisible();
  const admin = await createAdminViaApi();
  await signInThroughForm(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { name: "User Health Management" })).toBeVisible();
});

test("a user's session does not open the admin portal", async ({ page }) => {
  const res = await page.request.post("/api/auth/sign-up", {
    data: { name: "Una User", email: uniqueEmail("user"), password: "Sunny-Day-2026" },
  });
  expect(res.status()).toBe(201);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("the login shows its validation messages and the show/hide toggle", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Email and password are required").first()).toBeVisible();
  await page.getByLabel("Email").fill("abc");
  await page.getByLabel("Password", { exact: true }).fill("secret1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("Email").fill("a@b.co");
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  const input = page.getByLabel("Password", { exact: true });
  await expect(input).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(input).toHaveAttribute("type", "text");
});

test("five wrong passwords show the attempt count, then lock the form", async ({ page }) => {
  const admin = await createAdminViaApi();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
  for (let i = 1; i <= 4; i++) {
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByText(`Failed login attempt ${i}/5. Account will be temporarily locked after 5 attempts.`),
    ).toBeVisible();
    await expect(page.getByText("Invalid credentials. Please check your email and password.")).toBeVisible();
  }
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByText("Too many failed login attempts. Please wait 15 minutes before trying again."),
  ).toBeVisible();
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByLabel("Password", { exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
  // the lock is the server's: the right password is refused too
  const res = await page.request.post("/api/admin/auth/sign-in", {
    data: { email: admin.email, password: admin.password },
  });
  expect(res.status()).toBe(429);
});

test("a wrong code is refused with the attempts-left message", async ({ page }) => {
  const admin = await createAdminViaApi();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  const code = (await adminCodeFor(admin.email))!;
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page.getByText("Invalid OTP. 2 attempts remaining.")).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify and Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Business Intelligence" })).toBeVisible();
});

test("a moderator sees their role and cannot export the waitlist", async ({ page }) => {
  await signedInAdmin(page, { role: "moderator", name: "Morgan Moderator" });
  await page.goto("/admin/waitlist");
  await expect(page.getByRole("heading", { name: "Waitlist Management" })).toBeVisible();
  await expect(page.locator("aside").getByText("Moderator", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  await expect(page.getByText("Export CSV")).toBeVisible();
  expect((await page.request.get("/api/admin/waitlist/export.csv")).status()).toBe(403);
});

test("the users table lists real accounts and searches them", async ({ page }) => {
  const email = uniqueEmail("health");
  const res = await page.request.post("/api/auth/sign-up", {
    data: { name: "Hattie Health", email, password: "Sunny-Day-2026" },
  });
  expect(res.status()).toBe(201);
  await signedInAdmin(page);
  await page.goto("/admin/users");
  await page.getByLabel("Search users").fill(email);
  const row = page.getByRole("row", { name: /Hattie Health/ });
  await expect(row).toBeVisible();
  await expect(row.getByText("Free")).toBeVisible();
  await expect(row.getByText("0/5")).toBeVisible();
  await page.getByLabel("Search users").fill(`${email}-nobody`);
  await expect(page.getByText("No matching users")).toBeVisible();
});

test("a message from the contact page reaches the support center, where it is answered and resolved", async ({
  page,
}) => {
  const subject = `Export question ${Date.now()}`;
  await page.goto("/contact");
  await appReady(page);
  await page.getByLabel("Name").fill("Casey Customer");
  await page.getByLabel("Email").fill(uniqueEmail("casey"));
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("How do I export?");
  await page.getByRole("button", { name: /Send/ }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");

  await signedInAdmin(page);
  await page.goto("/admin/support");
  await expect(page.getByRole("heading", { name: "Support Center" })).toBeVisible();
  for (const card of ["Total Requests", "Pending", "Resolved", "Avg Response"]) {
    await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
  }
  const row = page.getByRole("row", { name: new RegExp(subject) });
  await expect(row.getByText("Pending")).toBeVisible();
  await row.getByRole("button", { name: `Respond to ${subject}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("How do I export?")).toBeVisible();
  await dialog.getByLabel("Response").fill("There is no export yet; it is on the roadmap.");
  await dialog.getByRole("button", { name: "Send & Resolve" }).click();
  await expect(page.getByText("Request resolved")).toBeVisible();
  await expect(row.getByText("Resolved")).toBeVisible();

  await page.getByRole("tab", { name: "Feature Suggestions" }).click();
  await expect(page.getByRole("tab", { name: "Feature Suggestions" })).toHaveAttribute("aria-selected", "true");
});

test("on a phone the support and prospect tables scroll sideways: addresses truncated whole on hover, headers uncut", async ({
  page,
}) => {
  const email = uniqueEmail("a-very-long-mailbox-for-the-phone-layout");
  const sent = await page.request.post("/api/contact", {
    data: { name: "Casey Customer", email, subject: "Phone layout", message: "How do I export?" },
  });
  expect(sent.status()).toBe(201);
  await signedInAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto("/admin/support");
  const address = page.getByRole("row", { name: /Phone layout/ }).getByText(email);
  await expect(address).toHaveAttribute("title", email);
  // One line, ended with an ellipsis, not a column of letters.
  const box = (await address.boundingBox())!;
  expect(box.height).toBeLessThan(30);
  expect(box.width).toBeGreaterThan(150);

  for (const path of ["/admin/support", "/admin/content?tab=prospects", "/admin/users"]) {
    await page.goto(path);
    const table = page.getByRole("table").first();
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    // The table scrolls in its own box: the page itself is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(
      await page.evaluate(() => document.documentElement.clientWidth),
    );
    // Every header in view is whole: none sits under another column (a pinned one) or is cut short.
    const headers = await table.locator("th").evaluateAll((ths) =>
      ths.map((th) => {
        const r = th.getBoundingClientRect();
        return { text: th.textContent, left: r.left, right: r.right, cut: th.scrollWidth > th.clientWidth };
      }),
    );
    for (const [i, h] of headers.entries()) {
      expect(h.cut, `${path} ${h.text}`).toBe(false);
      const next = headers[i + 1];
      if (next)
        expect(next.left, `${path}: ${next.text} starts where ${h.text} ends`).toBeGreaterThanOrEqual(h.right - 1);
    }
  }
});
