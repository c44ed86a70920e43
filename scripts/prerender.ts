import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { root } from "./lib/local-db";
import { wranglerVar } from "./lib/wrangler-vars";

/**
 * Step two of `npm run build` (after `vite build`): writes every public
 * marketing and legal page as static HTML into dist/client, so visitors and
 * crawlers get the content without running JavaScript; the SPA then takes
 * over in the browser. See docs/decisions/004-prerendering.md.
 *
 * 0. `vite build --manifest` has built the app (the manifest names each route's chunks).
 * 1. Vite builds web/entry-prerender.tsx for Node (same config, plugins and
 *    import.meta.env as the browser build) into node_modules/.tmp.
 * 2. Each page is rendered with react-dom/server through the router's
 *    in-memory history and put into the built index.html, with its own
 *    title, description, canonical link and Open Graph tags.
 * 3. /pricing is written to pricing.html, which the assets server answers at
 *    /pricing. "/" is written to root.html and served at "/" by a rewrite in
 *    _redirects, so index.html stays the empty shell for the app's own routes.
 * 4. sitemap.xml, and robots.txt's Sitemap line, use the public origin:
 *    $APP_ORIGIN, else APP_ORIGIN from wrangler.toml.
 * 5. For the Worker's answers to page navigations (functions/lib/spa-pages.ts):
 *    app-shell.html (the shell, for paths the router knows), 404.html (the
 *    not-found screen, sent with status 404) and spa-routes.json (the router's
 *    path patterns, read from the same route tree).
 */
const dist = path.join(root, "dist/client");
const ssrOut = path.join(root, "node_modules/.tmp/prerender");

type PageMeta = { path: string; title?: string; description: string };
type Entry = {
  renderPage(path: string): Promise<string>;
  renderNotFound(): Promise<string>;
  routePaths(): string[];
  publicPages: readonly PageMeta[];
  documentTitle(title?: string): string;
};

function publicOrigin() {
  const origin = (wranglerVar("APP_ORIGIN") || "http://localhost:8787").replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+$/.test(origin))
    throw new Error(`APP_ORIGIN must be an origin like https://example.com, not ${origin}`);
  return origin;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const fileFor = (pagePath: string) => (pagePath === "/" ? "root.html" : `${pagePath.slice(1)}.html`);

/** The same content at /waitlist and / is one page for search engines: "/" is canonical. */
const canonicalPath = (p: string) => (p === "/waitlist" ? "/" : p);

function headFor(meta: PageMeta, title: string, origin: string) {
  const url = `${origin}${canonicalPath(meta.path)}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Leadsmith" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}/og-image.png`)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="Leadsmith: find ready-to-buy clients" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  return tags.map((t) => `    ${t}`).join("\n");
}

function fill(template: string, meta: PageMeta, title: string, body: string, origin: string) {
  const out = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace(/\n\s*<\/head>/, `\n${headFor(meta, title, origin)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!out.includes(body)) throw new Error(`index.html has no empty <div id="root"></div> to fill for ${meta.path}`);
  return out;
}

function sitemap(pages: readonly PageMeta[], origin: string) {
  const today = new Date().toISOString().slice(0, 10);
  const urls = pages
    .filter((p) => canonicalPath(p.path) === p.path)
    .map((p) => `  <url><loc>${escapeHtml(`${origin}${p.path}`)}</loc><lastmod>${today}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The JS chunks a page's route needs beyond the entry (the layout and page
 * components), from Vite's build manifest (`vite build --manifest`). Preloading
 * them lets the app take over the prerendered page as soon as the entry runs.
 */
function routeChunks(manifest: Manifest | null, pagePath: string, alreadyLinked: string) {
  if (!manifest) return [];
  const name = pagePath === "/" ? "index" : pagePath.slice(1);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === "index.html" || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  visit("routes/_public.tsx?tsr-split=component");
  visit(`routes/_public/${name}.tsx?tsr-split=component`);
  return [...files].filter((f) => !alreadyLinked.includes(`/${f}"`));
}

/**
 * A public page's head: the app's entry script and module preloads come out
 * and are listed in <meta name="leadsmith-app"> instead (entry first, then
 * the page's route chunks), and the small boot script (web/boot) goes in: it
 * loads those modules at the first sign of a visitor.
 */
function bootScript(manifest: Manifest | null, template: string) {
  const bootChunk = manifest?.["boot/public-boot.ts"];
  if (!manifest || !bootChunk)
    throw new Error("The build manifest has no boot/public-boot.ts entry (vite build --manifest).");
  const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry?.[1]) throw new Error("dist/client/index.html has no module entry script.");
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const bootImports = (bootChunk.imports ?? []).map((k) => `/${manifest[k]!.file}`);
  const stripped = template
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, "")
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "");
  return (routeChunks: string[]) => {
    const modules = [entry[1]!, ...new Set([...preloads, ...routeChunks])];
    const head = [
      `<meta name="leadsmith-app" content="${escapeHtml(modules.join(" "))}" />`,
      `<script type="module" crossorigin src="/${bootChunk.file}"></script>`,
      ...bootImports.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
    ]
      .map((t) => `\n    ${t}`)
      .join("");
    return stripped.replace(/(\n\s*<link rel="stylesheet")/, `${head}$1`);
  };
}

export async function prerender() {
  const shellFile = path.join(dist, "index.html");
  if (!existsSync(shellFile)) throw new Error("Run `vite build` first: dist/client/index.html is missing.");
  const template = readFileSync(shellFile, "utf8");
  if (template.includes('name="robots"'))
    throw new Error("dist/client was already prerendered; run `vite build` again.");
  const origin = publicOrigin();
  const manifestFile = path.join(dist, ".vite/manifest.json");
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest) : null;
  if (!manifest) console.warn("No .vite/manifest.json (vite build --manifest): route chunks are not preloaded.");

  rmSync(ssrOut, { recursive: true, force: true });
  await build({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: path.join(root, "web/entry-prerender.tsx"),
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
  const entry = (await import(pathToFileURL(path.join(ssrOut, "entry-prerender.js")).href)) as Entry;

  const boot = bootScript(manifest, template);
  for (const meta of entry.publicPages) {
    const title = entry.documentTitle(meta.title);
    const body = await entry.renderPage(meta.path);
    const page = boot(routeChunks(manifest, meta.path, template).map((f) => `/${f}`));
    writeFileSync(path.join(dist, fileFor(meta.path)), fill(page, meta, title, body, origin));
  }

  // The shell answers every other path the router knows (the signed-in app, sign-in): not for search results.
  const shell = template.replace(/\n\s*<\/head>/, '\n    <meta name="robots" content="noindex" />\n  </head>');
  writeFileSync(shellFile, shell);
  // index.html itself is only reachable as "/", which is the prerendered home page.
  writeFileSync(path.join(dist, "app-shell.html"), shell);
  writeFileSync(
    path.join(dist, "404.html"),
    shell
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(entry.documentTitle("Page not found"))}</title>`)
      .replace('<div id="root"></div>', `<div id="root">${await entry.renderNotFound()}</div>`),
  );
  writeFileSync(path.join(dist, "spa-routes.json"), `${JSON.stringify(entry.routePaths())}\n`);
  writeFileSync(path.join(dist, "sitemap.xml"), sitemap(entry.publicPages, origin));
  appendFileSync(path.join(dist, "robots.txt"), `\nSitemap: ${origin}/sitemap.xml\n`);
  appendFileSync(
    path.join(dist, "_redirects"),
    "\n# The prerendered entry page (scripts/prerender.ts).\n/ /root 200\n",
  );
  rmSync(ssrOut, { recursive: true, force: true });
  // The manifest is a build input, not something to serve.
  rmSync(path.join(dist, ".vite"), { recursive: true, force: true });
  console.log(`Prerendered ${entry.publicPages.length} public pages into dist/client (origin ${origin}).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await prerender();
