import type { Page } from "@playwright/test";
import { signedInAdmin } from "./admin-db";
import { expect, test } from "./fixtures";

/** The next call the training-data tab makes, as the label and page it asked for. */
const nextTrainingQuery = (page: Page) =>
  page
    .waitForRequest((r) => new URL(r.url()).pathname === "/api/admin/content/training-data")
    .then((r) => Object.fromEntries(new URL(r.url()).searchParams));

test("the AI training data tab keeps its tab, label and page in the URL, through a reload, and drops bad values", async ({
  page,
}) => {
  await signedInAdmin(page);
  await page.goto("/admin/content");
  await expect(page.getByRole("tab", { name: "Prospect Data" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "AI Training Data" }).click();
  await expect(page).toHaveURL(/[?&]tab=training/);
  await expect(page.getByRole("heading", { name: "AI training data" })).toBeVisible();
  await page.getByRole("button", { name: "Responded" }).click();
  await expect(page).toHaveURL(/[?&]label=responded/);

  const reloaded = nextTrainingQuery(page);
  await page.reload();
  expect(await reloaded).toEqual({ label: "responded", page: "1" });
  await expect(page.getByRole("tab", { name: "AI Training Data" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Responded" })).toHaveAttribute("aria-pressed", "true");

  // The page is read from the URL, under its own key beside the prospect list's ?page=.
  let asked = nextTrainingQuery(page);
  await page.goto("/admin/content?tab=training&label=awaiting&trainingPage=3&page=2");
  expect(await asked).toEqual({ label: "awaiting", page: "3" });
  asked = nextTrainingQuery(page);
  await page.reload();
  expect(await asked).toEqual({ label: "awaiting", page: "3" });
  // A new label goes back to the first page and leaves the prospect list's page alone.
  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(page).not.toHaveURL(/trainingPage=|label=/);
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]tab=training/);

  // A mangled link falls back to the defaults rather than an error.
  await page.goto("/admin/content?tab=nope&label=bogus&trainingPage=-1");
  await expect(page.getByRole("tab", { name: "Prospect Data" })).toHaveAttribute("aria-selected", "true");
  asked = nextTrainingQuery(page);
  await page.getByRole("tab", { name: "AI Training Data" }).click();
  expect(await asked).toEqual({ label: "all", page: "1" });
  await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
