import AxeBuilder from "@axe-core/playwright";
import { type Page, request } from "@playwright/test";
import { signedInAdmin } from "./admin-db";
import type { Answer, Api } from "./api-answer";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}`),
  );

test("a super_admin edits a plan limit and sees it in the audit log; both pages are axe clean", async ({ page }) => {
  test.slow(); // two axe scans of large pages, which take most of 30 s on a loaded 2-core machine
  const admin = await signedInAdmin(page);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Plans and limits" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admins" })).toBeVisible();
  const agency = page.getByRole("form", { name: "Agency limits" });
  const pitches = agency.getByLabel(/^Pitches/);
  await expect(pitches).not.toHaveValue("");
  const original = await pitches.inputValue();
  // A unique value, so the audit entry found below is this test's.
  const value = String(100 + (Date.now() % 800));
  await pitches.fill(value);
  await agency.getByRole("button", { name: "Save Agency limits" }).click();
  await expect(agency.getByRole("status")).toHaveText(/Saved/);
  expect(await violations(page)).toEqual([]);

  await page.goto("/admin/platform");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  // This admin's own entries: other tests write plan changes at the same time, newest first.
  await page
    .getByRole("combobox", { name: "Admin", exact: true })
    .selectOption({ label: `${admin.name} (${admin.email})` });
  await page.getByLabel("Action", { exact: true }).selectOption("plan.limits_change");
  // Details in words ('pitches limit: 100 → 123'), the plan by its name.
  const row = page.getByRole("row", { name: new RegExp(`pitches limit: \\d+ → ${value}\\b`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Agency plan");
  await page.getByLabel("From", { exact: true }).fill("2001-01-01");
  await page.getByLabel("To", { exact: true }).fill("2001-01-02");
  await expect(page.getByText("No entries match these filters.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Prospect sources" })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Put the limit back, so specs that read the Agency plan see its seeded value.
  await page.goto("/admin/settings");
  const again = page.getByRole("form", { name: "Agency limits" });
  await expect(again.getByLabel(/^Pitches/)).toHaveValue(value);
  await again.getByLabel(/^Pitches/).fill(original);
  await again.getByRole("button", { name: "Save Agency limits" }).click();
  await expect(again.getByRole("status")).toHaveText(/Saved/);
});

test("a super_admin adds an admin through the schema's checks, then changes the role and removes it through a confirm dialog", async ({
  page,
}) => {
  await signedInAdmin(page);
  await page.goto("/admin/settings");
  const name = `Staff ${Date.now() % 100000}`;
  const email = uniqueEmail("staff");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("First password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Add admin" }).click();
  // The API's own rule, said before anything is sent; no account is made.
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  await page.getByLabel("First password", { exact: true }).fill("Long-enough-pass1");
  await page.getByRole("button", { name: "Add admin" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${email} can now sign in` })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText(`${email} · Moderator`);

  // The row's buttons are named for the admin, so a list of buttons tells them apart.
  await row.getByRole("button", { name: `Make Super Admin (${name})`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Make ${name} Super Admin?` });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`${email} · Moderator`);
  await row.getByRole("button", { name: `Make Super Admin (${name})`, exact: true }).click();
  await dialog.getByRole("button", { name: "Make Super Admin" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`${email} · Super Admin`);

  await row.getByRole("button", { name: `Remove (${name})`, exact: true }).click();
  await page
    .getByRole("dialog", { name: `Remove ${name}'s admin account?` })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
});

test("the audit log names who acted and on what: a user's password change shows the user, not 'user' and '—'", async ({
  page,
}) => {
  const user = await request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? "8788"}` });
  const email = uniqueEmail("audit-who");
  const signUp = await user.post("/api/auth/sign-up", { data: { name: "Uma Audit", email, password: PASSWORD } });
  expect(signUp.status()).toBe(201);
  const changed = await user.post("/api/account/password", {
    data: { currentPassword: PASSWORD, newPassword: "Another-Horse-77" },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await user.dispose();

  await signedInAdmin(page);
  await page.goto("/admin/platform?action=account.password_changed");
  const row = page.getByRole("table", { name: "Audit entries" }).getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell").nth(1)).toHaveText(`Uma Audit${email}`);
  await expect(row.getByRole("cell").nth(3)).toHaveText(email);
  await expect(row.getByRole("cell").nth(4)).toHaveText("—");
});

test("the audit log keeps its filters and page in the URL, through a reload, and drops bad values", async ({
  page,
}) => {
  const admin = await signedInAdmin(page);
  // More than a page (25) of one action: re-saving the Pro plan's own limit, which changes nothing but is audited.
  const settings = await page.request.get("/api/admin/settings");
  expect(settings.status()).toBe(200);
  const pro = ((await settings.json()) as Answer<Api["admin"]["settings"]["$get"]>).plans.find((p) => p.id === "pro")!;
  for (let i = 0; i < 26; i++) {
    const res = await page.request.patch("/api/admin/settings/plans/pro", {
      data: { searchesLimit: pro.searchesLimit },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto("/admin/platform");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await page
    .getByRole("combobox", { name: "Admin", exact: true })
    .selectOption({ label: `${admin.name} (${admin.email})` });
  await expect(page).toHaveURL(/[?&]admin=\d+/);
  await page.getByLabel("Action", { exact: true }).selectOption("plan.limits_change");
  await expect(page).toHaveURL(/[?&]action=plan\.limits_change/);
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages).toContainText(/^1–25 of 26\b/);
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages).toContainText(/^26–26 of 26\b/);

  await page.reload();
  await expect(page.getByLabel("Action", { exact: true })).toHaveValue("plan.limits_change");
  await expect(page.getByRole("combobox", { name: "Admin", exact: true })).toHaveValue(/^\d+$/);
  await expect(pages).toContainText(/^26–26 of 26\b/);
  await expect(
    page
      .getByRole("table", { name: "Audit entries" })
      .getByRole("row", { name: /plan\.limits_change/ })
      .first(),
  ).toBeVisible();
  // A new filter goes back to the first page.
  await page.getByLabel("From", { exact: true }).fill("2001-01-01");
  await expect(page).toHaveURL(/[?&]from=2001-01-01/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  // Days that run backwards are not sent: the log says why and shows no rows of an earlier filter.
  const backwards: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/admin/audit?") && r.url().includes("to=2000-12-31")) backwards.push(r.url());
  });
  await page.getByLabel("To", { exact: true }).fill("2000-12-31");
  await expect(page.getByRole("alert")).toHaveText(
    "From must be on or before To: change From or To to see the entries.",
  );
  await expect(page.getByRole("table", { name: "Audit entries" })).toHaveCount(0);
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(backwards).toEqual([]);
  await page.getByLabel("To", { exact: true }).fill("");
  await expect(page.getByRole("table", { name: "Audit entries" })).toBeVisible();

  // A mangled link shows the whole log rather than an error.
  await page.goto("/admin/platform?page=abc&from=yesterday&to=soon&admin=-4");
  await expect(page.getByRole("table", { name: "Audit entries" })).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Admin", exact: true })).toHaveValue("");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
