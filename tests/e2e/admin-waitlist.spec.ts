import AxeBuilder from "@axe-core/playwright";
import { signedInAdmin } from "./admin-db";
import { appReady } from "./app-ready";
import { expect, test, uniqueEmail } from "./fixtures";

test("a visitor's role and source reach the waitlist, where an admin filters, contacts and converts the entry", async ({
  page,
}) => {
  const email = uniqueEmail("wl");
  const name = `Rory Role ${Date.now().toString(36)}`;
  await page.goto("/waitlist?utm_source=newsletter");
  await appReady(page);
  await page.getByRole("button", { name: "Join Waitlist" }).first().click();
  const join = page.getByRole("dialog", { name: "Join the waitlist" });
  await expect(join.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
  await join.getByLabel("Full name").fill(name);
  await join.getByLabel("Email").fill(email);
  await join.getByLabel(/What do you do/).fill("Brand designer");
  await join.getByLabel("WhatsApp phone").fill("+234 801 234 5678");
  await join.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByText("You've been added to our waitlist.")).toBeVisible();

  await signedInAdmin(page);
  await page.goto("/admin/waitlist");
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByLabel("Source").selectOption("newsletter");
  await page.getByLabel("Search the waitlist").fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Brand designer" })).toBeVisible();
  // The number the form asked for, to invite them to the community.
  await expect(row.getByRole("link", { name: "+234 801 234 5678" })).toHaveAttribute(
    "href",
    "https://wa.me/2348012345678",
  );

  await row.getByRole("button", { name: `Contact ${name}` }).click();
  const contact = page.getByRole("dialog");
  await contact.getByLabel("Subject").fill("Your early access");
  await contact.getByLabel("Message").fill("Your spot is ready.");
  await contact.getByRole("button", { name: "Send e-mail" }).click();
  await expect(contact).toBeHidden();
  await expect(row.getByLabel(`Status of ${name}`)).toHaveValue("Contacted");

  await row.getByLabel(`Status of ${name}`).selectOption("Converted");
  await page.getByLabel("Status", { exact: true }).selectOption("Converted");
  await expect(row.getByLabel(`Status of ${name}`)).toHaveValue("Converted");
  await page.reload();
  await page.getByLabel("Search the waitlist").fill(email);
  await expect(page.getByRole("row").filter({ hasText: email }).getByLabel(`Status of ${name}`)).toHaveValue(
    "Converted",
  );
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
});

test("the support table keeps Respond in view at 1280 px and passes axe", async ({ page }) => {
  const subject = `A long subject about exporting every single report to a spreadsheet ${Date.now()}`;
  const sent = await page.request.post("/api/contact", {
    data: {
      name: "Lee Longname-Withaverylongsurname",
      email: uniqueEmail("a-very-long-mailbox-name-for-layout"),
      subject,
      message: "Can I export?",
    },
  });
  expect(sent.status()).toBeLessThan(300);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAdmin(page);
  await page.goto("/admin/support");
  const respond = page.getByRole("button", { name: `Respond to ${subject}` });
  await expect(respond).toBeVisible();
  const box = (await respond.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await expect(respond).toBeInViewport({ ratio: 1 });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
});
