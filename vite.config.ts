import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { formatPrice, parsePrice } from "./functions/services/billing/config";
import { wranglerVar } from "./scripts/lib/wrangler-vars";

const root = import.meta.dirname;

/** React, React DOM and the router: what every page of the app runs, one long-cached chunk. */
const vendor = /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/;
/** The app's entry: with what it imports, one chunk (the router's route table, guards, the session). */
const entry = /[\\/]web[\\/]main\.tsx$/;
/** The script prerendered public pages load instead of the app. */
const bootEntry = /[\\/]web[\\/]boot[\\/]public-boot\.ts$/;
/** The code-split components of the signed-in layout (_app) and of the first page after signing in. */
const signedInRoots = /[\\/]web[\\/]routes[\\/]_app(\.tsx|[\\/]dashboard\.tsx)\?tsr-split/;

/**
 * What the signed-in layout and the dashboard import goes out as one chunk
 * instead of dozens of small ones (each gzipped on its own, and each a
 * request): docs/performance.md, "Budgets". The group is seeded with the
 * two route chunks' own imports, read from the module graph once it is
 * complete; the bundler adds what those use in turn. The route chunks stay
 * themselves, so the build manifest still names them.
 *
 * What the prerendered pages' boot script (web/boot) shares with the app is
 * kept in a chunk of its own, so those pages never load the app's chunks up front.
 */
function chunkGroups() {
  let seeds = new Set<string>();
  let bootShared = new Set<string>();
  const plugin: Plugin = {
    name: "leadsmith:chunk-groups",
    applyToEnvironment: (env) => env.name === "client",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) => signedInRoots.test(id));
      seeds = new Set(roots.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []));
      const seen = new Set<string>();
      const todo = ids.filter((id) => bootEntry.test(id));
      for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
        if (seen.has(id)) continue;
        seen.add(id);
        todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // The boot script's modules the app imports too (with what they import, added by the bundler).
      const alsoInApp = (id: string) => {
        const info = this.getModuleInfo(id);
        return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((by) => !seen.has(by));
      };
      bootShared = new Set([...seen].filter((id) => !bootEntry.test(id) && alsoInApp(id)));
    },
  };
  return {
    plugin,
    signedInShell: (id: string) => seeds.has(id) && !bootShared.has(id),
    bootShared: (id: string) => bootShared.has(id),
  };
}
const groups = chunkGroups();

/**
 * The plan prices the deployment configures (PLAN_PRICE_* in the environment, else wrangler.toml),
 * written as the server writes them: the prerendered pricing page states them before the live
 * figures arrive, so no visitor or search engine reads a card without its price.
 */
function configuredPrices() {
  const shown = (name: string) => {
    const price = parsePrice(wranglerVar(name));
    return JSON.stringify(price ? formatPrice(price) : "");
  };
  return {
    "import.meta.env.VITE_PLAN_PRICE_PRO": shown("PLAN_PRICE_PRO"),
    "import.meta.env.VITE_PLAN_PRICE_AGENCY": shown("PLAN_PRICE_AGENCY"),
  };
}

export default defineConfig({
  root: path.join(root, "web"),
  define: configuredPrices(),
  publicDir: path.join(root, "web/public"),
  resolve: {
    alias: {
      "#web": path.join(root, "web"),
      "#db": path.join(root, "db"),
      "#functions": path.join(root, "functions"),
    },
  },
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: path.join(root, "web/routes"),
      generatedRouteTree: path.join(root, "web/route-tree.gen.ts"),
      autoCodeSplitting: true,
      // A route's pending view rides with its page (by default it stays in the entry, and with it the
      // whole page module it is exported from): docs/performance.md, "Budgets".
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId.startsWith("/_app")
            ? [["component", "pendingComponent"], ["errorComponent"], ["notFoundComponent"]]
            : undefined,
      },
      quoteStyle: "double",
    }),
    react(),
    tailwindcss(),
    groups.plugin,
  ],
  build: {
    outDir: path.join(root, "dist/client"),
    emptyOutDir: true,
    rollupOptions: {
      // The app, and the small script prerendered public pages load instead of it (web/boot).
      input: { main: path.join(root, "web/index.html"), boot: path.join(root, "web/boot/public-boot.ts") },
      output: {
        codeSplitting: {
          groups: [
            { name: "boot-shared", test: groups.bootShared, priority: 4 },
            { name: "vendor", test: vendor, priority: 3 },
            { name: "entry", test: entry, priority: 2 },
            { name: "app-shell", test: groups.signedInShell, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` runs the Worker on 8787; Vite forwards the API to it.
    proxy: { "/api": "http://localhost:8787" },
  },
});
