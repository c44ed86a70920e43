import type { Page } from "@playwright/test";
import type { Answer, Api } from "./api-answer";
import { expect, signedInUser, test } from "./fixtures";

const PLACEHOLDER = "Describe your ideal client... e.g., 'startups needing web development help'";
// The Free plan's own limit (it once promised Pro 'unlimited searches'; Pro has 100 a month).
const LIMIT_MESSAGE = "You have used all 5 searches of the Free plan.";

/** The searches the server has charged this user, and how many it keeps in the history. */
async function serverCounts(page: Page) {
  const me = (await (await page.request.get("/api/auth/me")).json()) as Answer<Api["auth"]["me"]["$get"]>;
  const history = (await (await page.request.get("/api/searches")).json()) as Answer<Api["searches"]["$get"]>;
  return { used: me.usage.searchesUsed, stored: history.searches.length };
}

/** The id in /prospects?search=<id>. */
const searchIdOf = (page: Page) => new URL(page.url()).searchParams.get("search");

test("search, open a prospect, write a pitch, and reach the plan's limit", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects");
  await expect(page.getByRole("heading", { name: "Find Ready-to-Buy Clients" })).toBeVisible();
  await expect(page.getByText("0/5 searches used")).toBeVisible();
  const history = page.getByRole("region", { name: "Recent searches" });
  await expect(history.getByText(/No searches yet/)).toBeVisible();
  const box = page.getByPlaceholder(PLACEHOLDER);
  await box.fill("startups hiring React developers");
  await box.press("Enter");

  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  await expect(page).toHaveURL(/\/prospects\?search=\d+$/);
  const firstSearch = searchIdOf(page);
  const cards = page.getByRole("link", { name: "View full profile" });
  await expect(cards).toHaveCount(10);
  await expect(page.getByLabel("Locked result").first()).toBeVisible();
  await expect(page.getByText("Why it matched:").first()).toBeVisible();
  await expect(history.getByRole("link", { name: /^startups hiring React developers/ })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await cards.first().click();
  await expect(page).toHaveURL(/\/prospects\/\d+/);
  await expect(page.getByRole("heading", { name: /Latest signal/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pain points" })).toBeVisible();
  // Sources are named as a person names them, never by their internal key.
  await expect(page.getByRole("heading", { name: "Recent activity" })).toBeVisible();
  await expect(page.getByText(/ · (?:hackernews|producthunt|ycombinator|reddit|remoteok|demo) · /)).toHaveCount(0);
  await page.getByRole("button", { name: "Create Pitch" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Direct" }).click();
  await dialog.getByRole("button", { name: "Regenerate" }).click();
  await expect(page.getByText("Pitch Generated!").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // 'Back to search' reopens the stored results of the search that showed the prospect, free.
  await page.getByRole("link", { name: "Back to search" }).click();
  await expect(page).toHaveURL(new RegExp(`/prospects\\?search=${firstSearch}$`));
  await expect(cards).toHaveCount(10);
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  await expect(box).toHaveValue("startups hiring React developers");

  // Only a search that delivers results is charged, so each of these shares a word with the first.
  for (const q of [
    "React developers",
    "fintech startups hiring React developers",
    "React developers for a healthcare startup",
    "remote React developers",
  ]) {
    await box.fill(q);
    await page.getByRole("button", { name: "Find Clients" }).click();
    await expect(page.getByText(`“${q}”`)).toBeVisible();
  }
  await expect(page.getByText("5/5 searches used")).toBeVisible();

  // At the limit the box is off, with the upgrade message; every earlier search still opens.
  await expect(box).toBeDisabled();
  await expect(page.getByRole("button", { name: "Find Clients" })).toBeDisabled();
  await expect(page.getByText(LIMIT_MESSAGE)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Upgrade", exact: true })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await expect(history.getByRole("link")).toHaveCount(5);
  await history.getByRole("link", { name: /^startups hiring React developers/ }).click();
  await expect(page).toHaveURL(new RegExp(`/prospects\\?search=${firstSearch}$`));
  await expect(cards).toHaveCount(10);
  await expect(page.getByText("5/5 searches used")).toBeVisible();
  expect(await serverCounts(page)).toEqual({ used: 5, stored: 5 });
});

test("Back and reload show the same results without using a search; a ?q= link runs nothing", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects");
  const box = page.getByPlaceholder(PLACEHOLDER);
  await box.fill("startups hiring React developers");
  await page.getByRole("button", { name: "Find Clients" }).click();
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page).toHaveURL(/\/prospects\?search=\d+$/);
  const url = page.url();
  const cards = page.getByRole("link", { name: "View full profile" });
  await expect(cards).toHaveCount(10);
  const companies = await page.getByRole("heading", { level: 3 }).allTextContents();
  await expect(page.getByText("1/5 searches used")).toBeVisible();

  // Open a result, then the browser's Back.
  await cards.first().click();
  await expect(page).toHaveURL(/\/prospects\/\d+/);
  await expect(page.getByRole("heading", { name: /Latest signal/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(cards).toHaveCount(10);
  expect(await page.getByRole("heading", { level: 3 }).allTextContents()).toEqual(companies);
  await expect(page.getByText("1/5 searches used")).toBeVisible();

  // Reload: the stored search again, no new one, no 'Search Complete'.
  await page.reload();
  await expect(cards).toHaveCount(10);
  expect(await page.getByRole("heading", { level: 3 }).allTextContents()).toEqual(companies);
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  await expect(page.getByText(/reopened without using a search/)).toBeVisible();
  await expect(page.getByText("Search Complete")).toHaveCount(0);
  expect(await serverCounts(page)).toEqual({ used: 1, stored: 1 });

  // A link from anywhere with ?q= fills the box and waits for the click.
  await page.goto("/prospects?q=fintech%20startups%20hiring%20React%20developers");
  await expect(box).toHaveValue("fintech startups hiring React developers");
  await expect(page.getByText("Press Find Clients to run this search (uses 1 of your 4 left).")).toBeVisible();
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent searches" }).getByRole("link")).toHaveCount(1);
  expect(await serverCounts(page)).toEqual({ used: 1, stored: 1 });
  await expect(page.getByText("Search Complete")).toHaveCount(0);

  await page.getByRole("button", { name: "Find Clients" }).click();
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page).toHaveURL(/\/prospects\?search=\d+$/);
  await expect(page.getByText("2/5 searches used")).toBeVisible();
  await expect(page.getByText(/Press Find Clients to run this search/)).toHaveCount(0);
  expect(await serverCounts(page)).toEqual({ used: 2, stored: 2 });
});

test("a search finding only loose matches says so, and a close one does not", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects");
  const box = page.getByPlaceholder(PLACEHOLDER);
  const loose = page.getByText(/^Only loose matches: none of these scores 40% or more/);
  await box.fill("in-house legal counsel");
  await box.press("Enter");
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(loose).toBeVisible();
  // Loose matches are still results: the search is charged like any other.
  await expect(page.getByText("1/5 searches used")).toBeVisible();

  await box.fill("startups hiring React developers");
  await page.getByRole("button", { name: "Find Clients" }).click();
  await expect(page.getByText("2/5 searches used")).toBeVisible();
  await expect(page.getByRole("link", { name: "View full profile" }).first()).toBeVisible();
  await expect(loose).toHaveCount(0);
});

test("a search naming a period says how many results are from it, also when reopened", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects");
  const box = page.getByPlaceholder(PLACEHOLDER);
  await box.fill("startups hiring React developers, posted this week");
  await box.press("Enter");
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  const period = page.getByText(/(?:All \d+ are|None is|\d+ (?:is|are)) from the last week/);
  await expect(period).toBeVisible();
  // The line for searches without a period is not shown beside it.
  await expect(page.getByText(/recent signal/)).toHaveCount(0);
  const said = await period.textContent();
  await page.reload();
  await expect(page.getByText("1/5 searches used")).toBeVisible();
  await expect(period).toHaveText(said ?? "");
});

test("each result says what it lacks of the description, on its card, its page and once reopened", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects");
  const box = page.getByPlaceholder(PLACEHOLDER);
  // No generated prospect is in Reykjavik: every result lacks the place.
  await box.fill("fintech startups in Reykjavik hiring React developers");
  await box.press("Enter");
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  const cards = page.getByRole("link", { name: "View full profile" });
  await expect(cards).toHaveCount(10);
  await expect(page.getByText("Each lacks part of what you described; its card says what.")).toBeVisible();
  await expect(page.getByText("What it lacks:")).toHaveCount(10);
  const firstLacks = (await page.getByText("What it lacks:").first().locator("..").textContent()) ?? "";
  expect(firstLacks).toMatch(/Reykjavik/i);

  await cards.first().click();
  await expect(page.getByRole("heading", { name: "Why it matched" })).toBeVisible();
  await expect(page.getByText("What it lacks", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /Reykjavik/i })).toBeVisible();

  await page.goBack();
  await expect(cards).toHaveCount(10);
  await expect(page.getByText("What it lacks:").first().locator("..")).toHaveText(firstLacks);
  await expect(page.getByText("1/5 searches used")).toBeVisible();
});

test("a search that is not in the history says so", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects?search=99999999");
  await expect(page.getByRole("heading", { name: "That search is not in your history" })).toBeVisible();
  await expect(page.getByText("0/5 searches used")).toBeVisible();
});

test("an unknown prospect shows 'Client Not Found' with a way back", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/prospects/99999999");
  await expect(page.getByRole("heading", { name: "Client Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Clients" }).click();
  await expect(page).toHaveURL(/\/prospects$/);
});

test("the dashboard's example chips run a search", async ({ page }) => {
  await signedInUser(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Healthcare startups asking for help" }).click();
  await expect(page.getByText("Search Complete").first()).toBeVisible();
  await expect(page).toHaveURL(/\/prospects\?search=\d+$/);
  await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveValue("Healthcare startups asking for help");
  // The query came in history state: a reload reopens the stored search and runs nothing.
  await page.reload();
  await expect(page.getByText(/reopened without using a search/)).toBeVisible();
  // (Charged only if it delivered results; either way it ran once and is kept once.)
  expect((await serverCounts(page)).stored).toBe(1);
});

test("'How scores work' opens inside the screen, beside its link, on a phone and on a laptop", async ({ page }) => {
  await signedInUser(page);
  const res = await page.request.post("/api/search", { data: { query: "startups hiring React developers" } });
  const { searchId } = (await res.json()) as Answer<Api["search"]["$post"]>;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/prospects?search=${searchId}`);
    const link = page.getByText("How scores work");
    await link.click();
    const note = page.getByText(/^Match score\./);
    await expect(note).toBeVisible();
    const box = (await note.locator("..").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(Math.abs(box.x - (await link.boundingBox())!.x)).toBeLessThan(24);
  }
});
