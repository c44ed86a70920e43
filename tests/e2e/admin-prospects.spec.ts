import type { APIRequestContext, Page } from "@playwright/test";
import { signedInAdmin } from "./admin-db";
import type { Answer, Api } from "./api-answer";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";

type Row = Answer<Api["admin"]["prospects"]["$get"]>["prospects"][number];
type Detail = Answer<Api["admin"]["prospects"][":id"]["$get"]>;

/*
 * These tests act on rows of the generated demo set the e2e server is seeded with: importing
 * real rows would make every search in the other specs leave the demo set out (it is only
 * searched while no real prospect exists). They take funding announcements, which the other
 * specs' searches for people hiring React developers do not rank, and only rows nobody uses.
 */
async function unusedDemoRows(page: Page, listPage: number, n: number) {
  const res = await page.request.get(
    `/api/admin/prospects?source=demo&hidden=false&q=announced%20round&page=${listPage}`,
  );
  expect(res.status(), await res.text()).toBe(200);
  const { prospects } = (await res.json()) as Answer<Api["admin"]["prospects"]["$get"]>;
  const picked: Row[] = [];
  for (const p of prospects) {
    const detail = (await (await page.request.get(`/api/admin/prospects/${p.id}`)).json()) as Detail;
    const r = detail.references;
    if (r.searches + r.clients + r.pitches === 0) picked.push(p);
    if (picked.length === n) return picked;
  }
  throw new Error(`fewer than ${n} unused demo rows on page ${listPage}`);
}

const rowOf = (page: Page, p: { id: number }) =>
  page
    .getByRole("table", { name: "Prospects" })
    .getByRole("row")
    .filter({ hasText: `#${p.id}` });

const serverRow = async (page: Page, id: number) => {
  const res = await page.request.get(`/api/admin/prospects/${id}`);
  return { status: res.status(), body: res.ok() ? ((await res.json()) as Detail) : null };
};

test("an admin hides a prospect, finds it under Hidden, unhides it from its record, and deletes another", async ({
  page,
}) => {
  await signedInAdmin(page);
  const [toHide, toDelete] = await unusedDemoRows(page, 2, 2);

  await page.goto(`/admin/content?q=${encodeURIComponent(toHide!.company)}`);
  await expect(page.getByRole("heading", { name: "Content Management" })).toBeVisible();
  await expect(page.getByLabel("Search prospects")).toHaveValue(toHide!.company);
  const row = rowOf(page, toHide!);
  await expect(row).toBeVisible();
  await expect(row.getByText("Demo", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: `Hide ${toHide!.company}` }).click();
  await expect(page.getByText("Prospect hidden")).toBeVisible();
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
  expect((await serverRow(page, toHide!.id)).body?.prospect.hidden).toBe(true);

  // the Hidden filter lists it, and the filter is in the URL
  await page.getByLabel("Show", { exact: true }).selectOption("hidden");
  await expect(page).toHaveURL(/show=hidden/);
  await expect(row).toBeVisible();

  // its record opens beside the list (and from the URL), where it is unhidden
  await row.getByRole("button", { name: `View ${toHide!.company}` }).click();
  await expect(page).toHaveURL(new RegExp(`prospect=${toHide!.id}`));
  const drawer = page.getByRole("dialog", { name: toHide!.company });
  await expect(drawer.getByText(/Shown in 0 searches/)).toBeVisible();
  await expect(drawer.getByText("Dedupe key")).toBeVisible();
  await page.reload();
  await expect(drawer.getByText(/Shown in 0 searches/)).toBeVisible();
  await drawer.getByRole("button", { name: "Unhide prospect" }).click();
  await expect(page.getByText("Prospect visible again")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Hide from search" })).toBeVisible();
  expect((await serverRow(page, toHide!.id)).body?.prospect.hidden).toBe(false);
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(page).not.toHaveURL(/prospect=/);
  await expect(page.getByText("No matching prospects")).toBeVisible();

  // delete, after confirming
  await page.goto(`/admin/content?q=${encodeURIComponent(toDelete!.company)}`);
  const doomed = rowOf(page, toDelete!);
  await doomed.getByRole("button", { name: `Delete ${toDelete!.company}` }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${toDelete!.company}?` });
  await expect(confirm.getByText(/removed for good/)).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  expect((await serverRow(page, toDelete!.id)).status).toBe(200);
  await doomed.getByRole("button", { name: `Delete ${toDelete!.company}` }).click();
  await confirm.getByRole("button", { name: "Delete prospect" }).click();
  await expect(page.getByText("Prospect deleted")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(doomed).toHaveCount(0);
  expect((await serverRow(page, toDelete!.id)).status).toBe(404);
});

/** A user who searched and saved one of the results as a client: the id of that prospect. */
async function userWithClient(request: APIRequestContext) {
  const signUp = await request.post("/api/auth/sign-up", {
    data: { name: "Cleo Client", email: uniqueEmail("cleo"), password: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const search = await request.post("/api/search", { data: { query: "companies that announced a funding round" } });
  expect(search.status(), await search.text()).toBe(200);
  const { results } = (await search.json()) as Answer<Api["search"]["$post"]>;
  // the last result shown, which the other specs' searches are least likely to open
  const chosen = results.at(-1)!;
  const saved = await request.post("/api/clients", { data: { prospectId: chosen.id } });
  expect(saved.status(), await saved.text()).toBe(201);
  return chosen;
}

test("deleting a prospect a user has as a client is refused, and the dialog hides it instead", async ({
  page,
  request,
}) => {
  await signedInAdmin(page);
  const client = await userWithClient(request);

  await page.goto(`/admin/content?q=${client.id}`);
  const row = rowOf(page, client);
  await row.getByRole("button", { name: /^View / }).click();
  const drawer = page.getByRole("dialog").first();
  await expect(drawer.getByText(/1 user has it as a client/)).toBeVisible();
  await drawer.getByRole("button", { name: "Delete prospect" }).click();
  const confirm = page.getByRole("dialog", { name: /^Delete .*\?$/ });
  await confirm.getByRole("button", { name: "Delete prospect" }).click();
  await expect(confirm.getByText(/cannot be deleted: 1 user has it as a client/)).toBeVisible();
  expect((await serverRow(page, client.id)).status).toBe(200);

  await confirm.getByRole("button", { name: "Hide instead" }).click();
  await expect(page.getByText("Prospect hidden")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(drawer.getByRole("button", { name: "Unhide prospect" })).toBeVisible();
  expect((await serverRow(page, client.id)).body?.prospect.hidden).toBe(true);
  // the user's client is still there
  const clients = await request.get("/api/clients");
  expect(JSON.stringify(await clients.json())).toContain(`"prospectId":${client.id}`);
});

test("the import form refuses a missing file, shows the server's refusal of an unreadable one, and reports a file whose rows are all rejected", async ({
  page,
}) => {
  await signedInAdmin(page);
  await page.goto("/admin/content");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Upload and import" }) });
  await expect(page.getByRole("heading", { name: "Recent imports" })).toBeVisible();

  // No file: the form's schema says so and nothing is sent.
  let sent = false;
  page.on("request", (r) => {
    if (r.url().includes("/api/admin/prospects/import?")) sent = true;
  });
  await form.getByRole("button", { name: "Upload and import" }).click();
  await expect(form.getByText("Choose a file to upload.")).toBeVisible();
  await expect(form.getByLabel("File")).toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(false);

  // Not JSON at all: the server's own words come back through the admin client.
  await form.getByLabel("Format").selectOption("json");
  await form
    .getByLabel("File")
    .setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{not json") });
  await form.getByRole("button", { name: "Upload and import" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The file could not be read as json" })).toBeVisible();

  // Rows without a company are all rejected (so no prospect is added for the other specs'
  // searches to find): the report counts them and the run is listed under Recent imports.
  const name = `no-company-${Date.now()}.csv`;
  await form.getByLabel("Format").selectOption("csv");
  await form.getByLabel("File").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from("company,name,role\n,Ada,Founder\n,Grace,CTO\n"),
  });
  await form.getByRole("button", { name: "Upload and import" }).click();
  const report = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Import report" }) });
  await expect(report).toBeVisible();
  await expect(report.getByRole("definition").nth(0)).toHaveText("2");
  await expect(report.getByRole("definition").nth(1)).toHaveText("0");
  await expect(report.getByRole("definition").nth(4)).toHaveText("2");
  await report.getByText("Rejected rows and reasons").click();
  await expect(report.getByText(/Row 1: .*company is required/)).toBeVisible();
  const run = page.getByRole("row").filter({ hasText: name });
  await expect(run).toBeVisible();
  await expect(run.getByRole("cell", { name: "done" })).toBeVisible();
});
