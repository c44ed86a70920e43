import type { Page } from "@playwright/test";
import type { Answer, Api } from "./api-answer";
import { expect, signedInUser, test } from "./fixtures";

/** Signs a new user in, searches, opens the first result's page, and answers that prospect as the API gives it. */
async function openFirstResult(page: Page, query: string) {
  await signedInUser(page);
  await page.goto("/prospects");
  const box = page.getByPlaceholder("Describe your ideal client... e.g., 'startups needing web development help'");
  await box.fill(query);
  await box.press("Enter");
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await page.getByRole("link", { name: "View full profile" }).first().click();
  await expect(page).toHaveURL(/\/prospects\/\d+/);
  const id = page.url().match(/\/prospects\/(\d+)/)![1];
  return (await (await page.request.get(`/api/prospects/${id}`)).json()) as Answer<Api["prospects"][":id"]["$get"]>;
}

/**
 * The loop that turns a lead into paid work, through the real server: a
 * search, a prospect, a pitch written, edited and sent, its follow-up on the
 * dashboard, the client moved through stages with revenue, and all of it
 * still there after a reload.
 */
test("search, pitch, send, follow up, and track the client to revenue", async ({ page }) => {
  const { company } = await openFirstResult(page, "startups hiring React developers");
  await expect(page.getByText(company).first()).toBeVisible();

  // Write the pitch on the server, edit its subject, save: the checks run again.
  await page.getByRole("button", { name: "Create Pitch" }).click();
  const dialog = page.getByRole("dialog");
  const subject = dialog.getByLabel("Subject");
  await expect(subject).not.toHaveValue("", { timeout: 10_000 });
  await expect(dialog.getByLabel("Pitch")).not.toHaveValue(/\{[a-z_]+\}/);
  // A blank subject: the schema's message under the field, and nothing goes to the server.
  const saves: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PUT" && /^\/api\/pitches\/\d+$/.test(new URL(r.url()).pathname)) saves.push(r.url());
  });
  await subject.fill("   ");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(subject).toHaveAccessibleDescription("The subject cannot be empty");
  expect(saves).toEqual([]);
  await subject.fill(`A quick idea for ${company}`);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText(/Changes saved/)).toBeVisible();
  expect(saves).toHaveLength(1);

  // Sent by hand (copied into a forum reply or DM): recorded, with a follow-up in 3 days.
  await dialog.getByRole("button", { name: "I sent it myself" }).click();
  await expect(page.getByText("Pitch Sent!").first()).toBeVisible();
  await expect(
    page.getByText(/is recorded as sent\. A follow-up has been scheduled for 3 days\./).first(),
  ).toBeVisible();

  await page.goto("/pitches?tab=sent");
  await expect(page.getByText(`A quick idea for ${company}`)).toBeVisible();

  // The follow-up is on the dashboard; marking it sent records it.
  await page.goto("/dashboard");
  const followUps = page
    .locator("section, div")
    .filter({ has: page.getByRole("heading", { name: "Follow-ups due" }) })
    .last();
  await expect(followUps.getByText(company).first()).toBeVisible();
  await followUps
    .getByRole("button", { name: /Mark sent/ })
    .first()
    .click();
  await expect(page.getByText("Follow-up Sent!").first()).toBeVisible();

  // The client moves through stages and gets a revenue range.
  await page.goto("/clients");
  const stage = page.getByLabel(`Stage for ${company}`).first();
  await stage.selectOption("In Discussion");
  await expect(page.getByText("Stage Updated").first()).toBeVisible();
  await expect(page.getByText(`moved to In Discussion`).first()).toBeVisible();
  await stage.selectOption("Proposal Sent");
  await expect(page.getByText(/moved to Proposal Sent/).first()).toBeVisible();
  await page.getByLabel(`Revenue for ${company}`).first().selectOption("$5K-$10K");
  await expect(page.getByText("Revenue Updated").first()).toBeVisible();
  // The deal is won: only now does its range count as revenue.
  await stage.selectOption("Project Started");
  await expect(page.getByText(/moved to Project Started/).first()).toBeVisible();

  // Everything is kept on the server.
  await page.reload();
  await expect(page.getByLabel(`Stage for ${company}`).first()).toHaveValue("Project Started");
  await expect(page.getByLabel(`Revenue for ${company}`).first()).toHaveValue("$5K-$10K");
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Your figures" }).getByText("$5,000", { exact: true })).toBeVisible();
  await expect(page.getByText(/Pitch sent to/).first()).toBeVisible();
});

test("a prospect never shown to the user cannot be pitched or saved", async ({ page }) => {
  await signedInUser(page);
  const pitch = await page.request.post("/api/pitches", { data: { prospectId: 1, tone: "professional" } });
  expect(pitch.status()).toBe(404);
  const save = await page.request.post("/api/clients", { data: { prospectId: 1 } });
  expect(save.status()).toBe(404);
  await page.goto("/prospects/1");
  await expect(page.getByRole("heading", { name: "Client Not Found" })).toBeVisible();
});

test("a pitch e-mailed through Leadsmith gets its follow-up e-mailed from the dashboard", async ({ page }) => {
  const prospect = await openFirstResult(page, "startups hiring React developers");
  const email = prospect.contact.email;
  expect(email).not.toBe("");

  await page.getByRole("button", { name: "Create Pitch" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Subject")).not.toHaveValue("", { timeout: 10_000 });
  await dialog.getByRole("button", { name: "Send by e-mail" }).click();
  await expect(page.getByText("Pitch Sent!").first()).toBeVisible();

  await page.goto("/dashboard");
  const followUps = page
    .locator("section, div")
    .filter({ has: page.getByRole("heading", { name: "Follow-ups due" }) })
    .last();
  await followUps.getByRole("button", { name: `Send by e-mail (follow-up to ${email})` }).click();
  await expect(page.getByText(`Your follow-up was e-mailed to ${email}.`).first()).toBeVisible();
  await expect(followUps.getByRole("button", { name: new RegExp(`follow-up to ${email}`) })).toHaveCount(0);
});

test("a prospect's long links fit a phone, and its website reads without the tracking query", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A Product Hunt lead's website is a redirect link with tracking parameters, as the importer stores it;
  // a hiring post lists its openings as bare links, in the post, the summary and the recent activity.
  const website =
    "https://www.producthunt.com/r/C4S3DV2NJPKE25?utm_campaign=producthunt-api&utm_medium=api-v2&utm_source=Application%3A+nero+%28ID%3A+177778%29";
  const job = "https://apply.workable.com/modash/j/C1507B65C3-senior-backend-engineer-remote-europe/";
  await page.route(/\/api\/prospects\/\d+$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Answer<Api["prospects"][":id"]["$get"]>;
    const withLink = `${body.signal}\nSenior Backend Engineer (Remote, Europe)\n${job}`;
    await route.fulfill({
      response,
      json: {
        ...body,
        signal: withLink,
        bio: `${body.bio} ${job}`,
        recentActivity: body.recentActivity.map((a) => ({ ...a, content: `${a.content} ${job}` })),
        contact: { ...body.contact, website },
      },
    });
  });
  await openFirstResult(page, "startups hiring React developers");
  const link = page.getByRole("link", { name: "www.producthunt.com/r/C4S3DV2NJPKE25", exact: true });
  await expect(link).toHaveAttribute("href", website);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
