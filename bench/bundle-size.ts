import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { report, root } from "./lib";

/**
 * Gzipped sizes of the built SPA: what the entry HTML loads up front (the
 * initial JavaScript and CSS) against docs/performance.md's budgets, and the
 * scripts each prerendered public page loads before any interaction.
 */
export function bundleSize() {
  const dist = path.join(root, "dist/client");
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gz = (rel: string) => gzipSync(readFileSync(path.join(dist, rel))).length;
  const initialJs = initial.filter((f) => f.endsWith(".js")).reduce((n, f) => n + gz(f), 0);
  const initialCss = initial.filter((f) => f.endsWith(".css")).reduce((n, f) => n + gz(f), 0);
  const assets = readdirSync(path.join(dist, "assets"));
  const totalJs = assets.filter((f) => f.endsWith(".js")).reduce((n, f) => n + gz(`assets/${f}`), 0);
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  // A prerendered public page loads its own scripts up front (the boot script, web/boot); the app only on interaction.
  const publicPages = Object.fromEntries(
    readdirSync(dist)
      .filter((f) => f.endsWith(".html") && f !== "index.html")
      .map((f) => {
        const page = readFileSync(path.join(dist, f), "utf8");
        const scripts = [
          ...page.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g),
        ];
        return [f, { upFrontJsGzipKB: kb(scripts.reduce((n, m) => n + gz(m[1]!), 0)) }];
      }),
  );
  report("bundle-size", {
    publicPages,
    initialJsGzipKB: kb(initialJs),
    initialCssGzipKB: kb(initialCss),
    allJsGzipKB: kb(totalJs),
    chunks: assets.length,
    rawDistKB: kb(assets.reduce((n, f) => n + statSync(path.join(dist, "assets", f)).size, 0)),
    signedInInitialJsGzipKB: signedInInitialJsKB(dist, manifestOf(dist))?.kb ?? null,
    workerGzipKB: workerGzipKB(),
    targets: {
      signedInAppInitialJsGzipKB: BUDGETS_KB.signedInInitialJs,
      publicPageJsGzipKB: BUDGETS_KB.publicPageJs,
      publicPageCssGzipKB: 15,
      workerGzipKB: BUDGETS_KB.workerGzip,
    },
  });
}

/** The budgets `npm test` enforces (docs/performance.md, "Budgets"). */
export const BUDGETS_KB = { signedInInitialJs: 120, publicPageJs: 60, workerGzip: 300 };
/**
 * Where a budget is not met yet, the ceiling CI holds it to meanwhile, so it
 * cannot grow while it is being cut (docs/performance.md, "Budgets"). None is open.
 */
export const CEILINGS_KB: Partial<typeof BUDGETS_KB> = {};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string };

/**
 * Vite's manifest for this build: the prerender step removes it from dist, so after
 * `npm run build` or `npm test` the copy `npm test` keeps is read, if it is no older
 * than the build's assets (else the figure is left out rather than read from another build).
 */
function manifestOf(dist: string) {
  const own = path.join(dist, ".vite/manifest.json");
  if (existsSync(own)) return own;
  const copy = path.join(root, "test-results/vite-manifest.json");
  const assets = readdirSync(path.join(dist, "assets")).map((f) => statSync(path.join(dist, "assets", f)).mtimeMs);
  return existsSync(copy) && statSync(copy).mtimeMs >= Math.max(...assets) ? copy : own;
}

/**
 * What the browser loads to show the signed-in dashboard: the entry chunk,
 * the signed-in layout (_app) and the dashboard route with everything they
 * import statically, read from Vite's manifest (`vite build --manifest`).
 */
export function signedInInitialJsKB(
  dist = path.join(root, "dist/client"),
  manifestFile = path.join(dist, ".vite/manifest.json"),
) {
  // scripts/prerender.ts removes the manifest from dist; `npm test` keeps a copy for the budgets.
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  // Keys are paths from Vite's root (web/): the app's entry and the two route modules' split chunks.
  const roots = Object.keys(manifest).filter(
    (k) => k === "index.html" || /^routes\/_app\.tsx(\?|$)/.test(k) || /^routes\/_app\/dashboard\.tsx(\?|$)/.test(k),
  );
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  for (const k of roots) visit(k);
  const files = new Set([...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith(".js")));
  const bytes = [...files].reduce((n, f) => n + gzipSync(readFileSync(path.join(dist, f))).length, 0);
  return { kb: Math.round((bytes / 1024) * 10) / 10, chunks: files.size, routesFound: roots.length };
}

/** The largest up-front JavaScript of any prerendered public page, gzip. */
export function publicPageJsKB(dist = path.join(root, "dist/client")) {
  let worst = { page: "", kb: 0 };
  // Pages that load the app's entry (index.html, the app shell, the not-found page) are the
  // app itself, counted as signed-in JS; a prerendered public page loads only its boot script.
  const entry = readFileSync(path.join(dist, "index.html"), "utf8").match(
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/,
  )?.[1];
  for (const f of readdirSync(dist).filter((name) => name.endsWith(".html"))) {
    const page = readFileSync(path.join(dist, f), "utf8");
    if (entry && page.includes(`src="${entry}"`)) continue;
    const scripts = new Set(
      [...page.matchAll(/<(?:script[^>]+src|link rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g)].map(
        (m) => m[1]!,
      ),
    );
    const bytes = [...scripts].reduce((n, s) => n + gzipSync(readFileSync(path.join(dist, s))).length, 0);
    const kb = Math.round((bytes / 1024) * 10) / 10;
    if (kb > worst.kb) worst = { page: f, kb };
  }
  return worst;
}

/**
 * The Worker as `wrangler deploy` would upload it (wrangler.toml's build
 * settings, minified), gzip: built with `wrangler deploy --dry-run --outdir`.
 */
export function workerGzipKB() {
  const out = mkdtempSync(path.join(os.tmpdir(), "leadsmith-worker-"));
  try {
    const r = spawnSync(path.join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--outdir", out], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CI: "true" },
    });
    if (r.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${(r.stderr || r.stdout).slice(-2000)}`);
    const bytes = readdirSync(out)
      .filter((f) => /\.(js|mjs|wasm)$/.test(f))
      .reduce((n, f) => n + gzipSync(readFileSync(path.join(out, f))).length, 0);
    return Math.round((bytes / 1024) * 10) / 10;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
