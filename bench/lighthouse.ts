import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPages as publicPageMeta } from "../web/lib/page-meta";
import { report, root } from "./lib";
import { bin, run, startWorker, stopOnExit, waitFor } from "./local-worker";

const port = 8797;
const base = `http://127.0.0.1:${port}`;

// The prerendered public pages (web/lib/page-meta.ts).
const publicPages = publicPageMeta.map((p) => p.path);

// docs/performance.md, "web" rows.
const targets = {
  performanceScore: 95,
  lcpMs: 1500,
  cls: 0.05,
  tbtMs: 100,
  jsGzipKB: 60,
  cssGzipKB: 15,
  totalGzipKB: 400,
};

/** Audits per page; each figure reported is the median of the runs. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const dist = path.join(root, "dist/client");
const gzCache = new Map<string, number>();
/** Gzip size of a built file, as a CDN would send it (wrangler dev serves it uncompressed). */
function gzipBytes(urlPath: string) {
  const file = path.join(dist, urlPath);
  if (!existsSync(file)) return 0;
  let n = gzCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(file), { level: 9 }).length;
    gzCache.set(file, n);
  }
  return n;
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };
type Lhr = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  runtimeError?: { message: string };
};

/** What a page loads, gzipped: its HTML, and the JS and CSS the browser fetched (including lazy route chunks). */
function pageWeight(pagePath: string, items: NetworkItem[]) {
  let js = 0;
  let css = 0;
  for (const item of items) {
    const u = new URL(item.url);
    if (u.origin !== base) continue;
    if (item.resourceType === "Script") js += gzipBytes(u.pathname);
    if (item.resourceType === "Stylesheet") css += gzipBytes(u.pathname);
  }
  const htmlFile = pagePath === "/" ? "/root.html" : `${pagePath}.html`;
  const html = gzipBytes(htmlFile);
  return { jsGzipKB: kb(js), cssGzipKB: kb(css), htmlGzipKB: kb(html), totalGzipKB: kb(js + css + html) };
}

/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU
 * slow-down) on every prerendered public page, served by wrangler's local dev server
 * (workerd) on a fresh database, in Debian's Chromium. Reports the score, LCP,
 * CLS and TBT against docs/performance.md, and the gzipped JS/CSS each page loads.
 * Only loopback is contacted.
 */
export async function lighthouseBench() {
  if (!existsSync(path.join(dist, "root.html"))) {
    console.error("[lighthouse] skipped: the public pages are not prerendered; run `npm run build` first.");
    return;
  }
  const persist = path.join(root, ".wrangler/bench-lighthouse-state");
  rmSync(persist, { recursive: true, force: true });
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  const server = await startWorker(port, persist);
  const release = stopOnExit([server]);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(server, "/api/health");
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const audit = async (pagePath: string) => {
      const result = await lighthouse(`${base}${pagePath}`, {
        port: chrome!.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const lhr = result?.lhr as unknown as Lhr | undefined;
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr?.runtimeError?.message}`);
      const a = lhr.audits;
      const score = lhr.categories.performance?.score;
      return {
        performanceScore: score == null ? Number.NaN : Math.round(score * 100),
        lcpMs: Math.round(a["largest-contentful-paint"]?.numericValue ?? Number.NaN),
        fcpMs: Math.round(a["first-contentful-paint"]?.numericValue ?? Number.NaN),
        cls: Math.round((a["cumulative-layout-shift"]?.numericValue ?? Number.NaN) * 1000) / 1000,
        tbtMs: Math.round(a["total-blocking-time"]?.numericValue ?? Number.NaN),
        ...pageWeight(pagePath, (a["network-requests"]?.details?.items ?? []) as NetworkItem[]),
      };
    };
    // The first audit of a session also pays for Chromium's and workerd's cold start: thrown away.
    await audit(publicPages[0] ?? "/");
    const pages: Record<string, Record<string, number>> = {};
    for (const pagePath of publicPages) {
      const runs: Record<string, number>[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(pagePath));
      // Each figure's median over the runs, as Lighthouse's own guidance does for a noisy machine.
      pages[pagePath] = Object.fromEntries(
        Object.keys(runs[0] ?? {}).map((k) => [k, median(runs.map((r) => r[k] as number))]),
      );
    }
    const rows = Object.values(pages);
    const worst = (k: string, dir: "min" | "max") => {
      const values = rows.map((r) => r[k]).filter((x): x is number => typeof x === "number" && !Number.isNaN(x));
      return dir === "min" ? Math.min(...values) : Math.max(...values);
    };
    const summary = {
      worstPerformanceScore: worst("performanceScore", "min"),
      worstLcpMs: worst("lcpMs", "max"),
      worstCls: worst("cls", "max"),
      worstTbtMs: worst("tbtMs", "max"),
      maxJsGzipKB: worst("jsGzipKB", "max"),
      maxCssGzipKB: worst("cssGzipKB", "max"),
      maxTotalGzipKB: worst("totalGzipKB", "max"),
    };
    report("lighthouse", {
      preset: "mobile (Lighthouse default: emulated Moto G Power, simulated slow 4G, 4x CPU slow-down)",
      server:
        "wrangler's dev server (workerd) without its inspector (bench/serve-worker.ts), loopback; byte sizes are gzip -9 of the built files",
      method: `one warm-up audit thrown away, then ${RUNS} audits of each page; every figure is the median of its runs`,
      targets,
      meetsTargets: {
        performanceScore: summary.worstPerformanceScore >= targets.performanceScore,
        lcp: summary.worstLcpMs <= targets.lcpMs,
        cls: summary.worstCls <= targets.cls,
        tbt: summary.worstTbtMs <= targets.tbtMs,
        js: summary.maxJsGzipKB <= targets.jsGzipKB,
        css: summary.maxCssGzipKB <= targets.cssGzipKB,
        total: summary.maxTotalGzipKB <= targets.totalGzipKB,
      },
      summary,
      pages,
    });
  } finally {
    await chrome?.kill();
    await server.stop();
    release();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await lighthouseBench();
