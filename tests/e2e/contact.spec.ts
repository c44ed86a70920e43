import { appReady } from "./app-ready";
import { expect, test, uniqueEmail } from "./fixtures";

test("the contact form says what is missing next to each field, sends nothing until it passes, then files the message", async ({
  page,
}) => {
  await page.goto("/contact");
  await appReady(page);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/contact") sent.push(r.url());
  });
  const send = page.getByRole("button", { name: "Send message" });

  await send.click();
  await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
  await expect(page.getByLabel("Subject")).toHaveAccessibleDescription("Subject is required");
  await expect(page.getByLabel("Message")).toHaveAccessibleDescription("Message is required");
  await page.getByLabel("Name").fill("Casey Contact");
  await page.getByLabel("Email").fill("casey@");
  await page.getByLabel("Subject").fill("A question about teams");
  await page.getByLabel("Message").fill("Can two of us share one account?");
  await send.click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "false");
  expect(sent).toEqual([]);

  await page.getByLabel("Email").fill(uniqueEmail("contact"));
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();
  expect(sent).toHaveLength(1);
  await expect(page.getByLabel("Message")).toHaveValue("");
});
