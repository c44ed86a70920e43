import type { Page } from "@playwright/test";
import { appReady } from "./app-ready";
import { expect, test } from "./fixtures";

const pages: [string, RegExp, RegExp][] = [
  ["/", /^Leadsmith: find ready-to-buy clients$/, /Stop chasing clients/],
  ["/waitlist", /^Leadsmith: find ready-to-buy clients$/, /Stop chasing clients/],
  ["/landing", /^Find ready-to-buy clients \| Leadsmith$/, /ready to buy/],
  ["/home", /^AI-powered client discovery \| Leadsmith$/, /High-Intent Clients/],
  ["/pricing", /^Pricing \| Leadsmith$/, /.+/],
  ["/about", /^About \| Leadsmith$/, /.+/],
  ["/contact", /^Contact \| Leadsmith$/, /.+/],
  ["/features", /^Features \| Leadsmith$/, /.+/],
  ["/demo", /^Guided tour \| Leadsmith$/, /.+/],
  ["/careers", /^Careers \| Leadsmith$/, /.+/],
  ["/help", /^Help Center \| Leadsmith$/, /.+/],
  ["/privacy-policy", /^Privacy Policy \| Leadsmith$/, /Privacy Policy/],
  ["/terms-of-use", /^Terms of Use \| Leadsmith$/, /Terms of Use/],
  ["/cookie-policy", /^Cookie Policy \| Leadsmith$/, /Cookie Policy/],
];

const attr = (html: string, re: RegExp) => html.match(re)?.[1] ?? null;

test.describe("public pages are prerendered HTML", () => {
  for (const [path, title, heading] of pages) {
    test(`${path} has its content, title, description and Open Graph tags in the HTML`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toMatch(/public.*s-maxage=\d+/);
      const html = await res.text();
      expect(attr(html, /<title>([^<]*)<\/title>/)).toMatch(title);
      const description = attr(html, /<meta name="description" content="([^"]*)"/);
      expect(description?.length).toBeGreaterThan(50);
      expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toMatch(title);
      expect(attr(html, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
      expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toMatch(/^https?:\/\/.+/);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toMatch(/^https?:\/\/.+/);
      expect(html).not.toContain('name="robots"');
      const h1 = attr(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, "");
      expect(h1).toMatch(heading);
    });
  }

  test("the Open Graph image the pages name is served, at the size they state", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const image = new URL(attr(html, /<meta property="og:image" content="([^"]*)"/)!);
    // The tag carries the public origin (APP_ORIGIN); the file is asked of this server.
    const res = await request.get(image.pathname);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    const size = [png.readUInt32BE(16), png.readUInt32BE(20)].map(String);
    expect(size).toEqual([
      attr(html, /<meta property="og:image:width" content="(\d+)"/),
      attr(html, /<meta property="og:image:height" content="(\d+)"/),
    ]);
  });

  test("each page's description is its own", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const [path] of pages.filter(([p]) => p !== "/waitlist")) {
      const html = await (await request.get(path)).text();
      const d = attr(html, /<meta name="description" content="([^"]*)"/)!;
      expect(seen.get(d), `${path} repeats the description of ${seen.get(d)}`).toBeUndefined();
      seen.set(d, path);
    }
  });

  test("the content is readable with JavaScript turned off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Stop chasing clients");
    await context.close();
  });

  test("the app takes over the prerendered page: same title, working links, no errors", async ({ page }) => {
    await page.goto("/features");
    const prerenderedTitle = await page.title();
    await appReady(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page).toHaveTitle("Pricing | Leadsmith");
    // A client-side navigation, not a page load.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    await page.goBack();
    await expect(page).toHaveTitle(prerenderedTitle);
  });

  test("the app's own routes get the empty shell, kept out of search results", async ({ request }) => {
    const html = await (await request.get("/sign-in")).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex"');
  });

  test("the hashed scripts and styles a page loads are cached for a year, immutably", async ({ request }) => {
    const html = await (await request.get("/pricing")).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      expect(asset).toMatch(/-[\w-]{8,}\.(js|css)$/); // the content hash is in the name
      const res = await request.get(asset);
      expect(res.status()).toBe(200);
      expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  test("the prerendered pricing page states every paid plan's configured price", async ({ request }) => {
    const html = await (await request.get("/pricing")).text();
    // wrangler.toml's PLAN_PRICE_PRO and PLAN_PRICE_AGENCY, before any script runs.
    expect(html).toContain(">$29<");
    expect(html).toContain(">$99<");
    expect(html).not.toContain("Price shown once the page has loaded");
  });

  test("robots.txt and sitemap.xml list the public pages", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Disallow: /api/");
    const sitemapUrl = robots.match(/^Sitemap: (\S+)$/m)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const [path] of pages.filter(([p]) => p !== "/waitlist")) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path === "/" ? "/" : path}</loc>`));
    }
  });
});

/** Holds the app's entry script until `release()`, as a slow network would. */
async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("public pages load the app only when a visitor shows up", () => {
  test("until then the page runs only the small boot script", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/pricing", { waitUntil: "networkidle" });
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      // The boot script and the tiny modules it shares with the app (live counts, events, the banner's look).
      scripts.every((s) => /\/assets\/(boot|waitlist-copy|events|banner-view)-[^/]+\.js$/.test(s)),
      scripts.join(", "),
    ).toBe(true);
    await appReady(page);
    expect(scripts.some((s) => /\/assets\/main-[^/]+\.js$/.test(s))).toBe(true);
  });

  test("a press made before the app has loaded is done once it has", async ({ page }) => {
    const release = await holdApp(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Join Waitlist" }).first().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    // The dialog element itself has no box (its panel is fixed-positioned): look at its heading.
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toBeVisible();
  });

  test("what was typed before the app loaded is kept, with the focus", async ({ page }) => {
    const release = await holdApp(page);
    await page.goto("/landing");
    const box = page.getByPlaceholder("Find 6 qualified leads who need you in");
    await box.click();
    await box.pressSequentially("fintech startups");
    release();
    await appReady(page);
    await expect(box).toHaveValue("fintech startups");
    await expect(box).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/sign-up\?q=fintech(\+|%20)startups$/);
  });

  test("the live counts are filled in before the app loads", async ({ page }) => {
    const release = await holdApp(page);
    await page.goto("/");
    // A count, or for an empty waitlist the words that replace '0+' (the skeleton matches neither).
    await expect(page.locator('[data-live="waitlist-size"]')).toHaveText(
      /^(\d[\d,]*\+ on waitlist|Waitlist now open)$/,
    );
    await expect(page.getByText(/ spots left$/)).toHaveText(/^\d+ of \d+ spots left$/);
    release();
  });
});
