import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { report, root } from "./lib";

/**
 * Gzipped sizes of the built SPA: what the entry HTML loads up front (the
 * initial JavaScript and CSS) against PERFORMANCE.md's budgets.
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
  report("bundle-size", {
    initialJsGzipKB: kb(initialJs),
    initialCssGzipKB: kb(initialCss),
    allJsGzipKB: kb(totalJs),
    chunks: assets.length,
    rawDistKB: kb(assets.reduce((n, f) => n + statSync(path.join(dist, "assets", f)).size, 0)),
    targets: { signedInAppInitialJsGzipKB: 120, publicPageJsGzipKB: 60, publicPageCssGzipKB: 15 },
  });
}
