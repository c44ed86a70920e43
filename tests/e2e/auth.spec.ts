import { expect, PASSWORD, signedInUser, test, uniqueEmail } from "./fixtures";
import { codeFor, lastCodeFor } from "./outbox";

test("sign up, complete the profile, reach the dashboard, sign out and sign back in", async ({ page }) => {
  const email = uniqueEmail("journey");
  await page.goto("/sign-up");
  await expect(page).toHaveTitle("Create your account | Leadsmith");
  await page.getByLabel("Full name").fill("Jordan Rivers");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Complete Your Profile" })).toBeVisible();
  await page.getByLabel("Your niche").fill("Shopify stores for fashion brands");
  await page.getByLabel("Experience").selectOption("Expert (5+ years)");
  await page.getByLabel("Key skills").fill("Shopify");
  await page.keyboard.press("Enter");
  await page.getByLabel("Client pain points you solve").fill("Low conversion rate");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Complete Setup" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Jordan!/ })).toBeVisible();
  await expect(page.getByText("Free Plan • 0/15 pitches used")).toBeVisible();

  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  // the session is gone on the server too
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("five wrong passwords lock the account with the lockout notices", async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.request.post("/api/auth/sign-out", { data: {} });
  await page.goto("/sign-in");
  await expect(page).toHaveTitle("Sign in | Leadsmith");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
  for (let i = 1; i <= 4; i++) {
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByText(`Failed attempt ${i}/5`)).toBeVisible();
  }
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Too many failed attempts. Please wait before trying again.")).toBeVisible();
  await expect(page.getByText("Account temporarily locked due to multiple failed attempts.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
  await expect(page.getByLabel("Email")).toBeDisabled();
  // the lock is the server's: the right password is refused too
  const res = await page.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(429);
});

test("the sign-in form counts failures and the lock's end as the server does, through a reload", async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.request.post("/api/auth/sign-out", { data: {} });
  const wrong = () => page.request.post("/api/auth/sign-in", { data: { email, password: "Wrong-password-1" } });
  for (let i = 0; i < 2; i++) expect((await wrong()).status()).toBe(401);
  // Two failures already, in another tab say: this one is the third.
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Failed attempt 3/5")).toBeVisible();
  expect((await wrong()).status()).toBe(401);
  expect((await wrong()).status()).toBe(429);
  // Twelve minutes on, in this browser: the lock the server set has about three minutes left.
  await page.clock.setSystemTime(Date.now() + 12 * 60_000);
  await page.reload();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Account temporarily locked due to multiple failed attempts.")).toBeVisible();
  await expect(page.getByText("Try again in about 3 minutes.")).toBeVisible();
});

test("the sign-in form shows its validation messages", async ({ page }) => {
  await page.goto("/sign-in");
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
});

test("the password toggle shows and hides the password", async ({ page }) => {
  await page.goto("/sign-in");
  const input = page.getByLabel("Password", { exact: true });
  await input.fill("visible?");
  await expect(input).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(input).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(input).toHaveAttribute("type", "password");
});

test("a signed-out visitor is sent to sign-in and brought back afterwards", async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.request.post("/api/auth/sign-out", { data: {} });
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fprofile/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("the profile is viewed, edited and saved on the server", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Niche").fill("Data dashboards for logistics");
  await page.getByLabel("Portfolio URL").fill("not a url");
  const saves: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && new URL(r.url()).pathname === "/api/profile") saves.push(r.url());
  });
  await page.getByRole("button", { name: "Save Changes" }).click();
  // the schema's message sits under its field and nothing goes to the server
  await expect(page.getByLabel("Portfolio URL")).toHaveAccessibleDescription(
    "Enter a full link starting with https://",
  );
  await expect(page.getByLabel("Portfolio URL")).toHaveAttribute("aria-invalid", "true");
  expect(saves).toEqual([]);
  await page.getByLabel("Portfolio URL").fill("https://pat.example");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Data dashboards for logistics")).toBeVisible();
  await expect(page.getByRole("link", { name: "https://pat.example" })).toBeVisible();
});

test("the e-mailed code verifies the address", async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Verify e-mail" }).click();
  await page.getByLabel("Verification code").fill("000000" === (await lastCodeFor(email)) ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Invalid OTP. 2 attempts remaining.")).toBeVisible();
  await page.getByLabel("Verification code").fill((await lastCodeFor(email))!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Verify e-mail" })).toHaveCount(0);
});

test("a forgotten password is reset with an e-mailed code", async ({ page }) => {
  const { email } = await signedInUser(page);
  await page.request.post("/api/auth/sign-out", { data: {} });
  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The sign-in form has an Email field too: wait for the new page, or the fill can land in the old one.
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  // The sign-up's verification code went out moments ago; limits count per purpose, so a reset code follows.
  await expect(page.getByText(/a code is on its way/)).toBeVisible();
  // Pasted with spaces around it, as it often is from a mail client.
  await page.getByLabel("Code").fill(` ${await codeFor(email, "password_reset")} `);
  await page.getByLabel("New password").fill("Brand-New-Pass-77");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const again = await page.request.post("/api/auth/sign-in", { data: { email, password: "Brand-New-Pass-77" } });
  expect(again.status()).toBe(200);
});

test("the OAuth buttons say when a provider is not configured", async ({ page }) => {
  // Sign-in offers them too: an account made with Google has no password to type there.
  for (const path of ["/get-started", "/sign-in"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Google (not configured)" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "LinkedIn (not configured)" })).toBeDisabled();
  }
});

test("a signed-in person opening sign-in or sign-up goes on into the app, not to an empty form", async ({ page }) => {
  await signedInUser(page);
  for (const path of ["/sign-in", "/sign-up", "/get-started"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.goto("/sign-in?redirect=%2Fprofile");
  await expect(page).toHaveURL(/\/profile$/);
  // a path of another site is not followed
  await page.goto("/sign-in?redirect=%2F%2Fevil.example");
  await expect(page).toHaveURL(/\/dashboard$/);
});
