import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig({
  root: path.join(root, "web"),
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
      quoteStyle: "double",
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: path.join(root, "dist/client"),
    emptyOutDir: true,
    rollupOptions: {
      // The app, and the small script prerendered public pages load instead of it (web/boot).
      input: { main: path.join(root, "web/index.html"), boot: path.join(root, "web/boot/public-boot.ts") },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` runs the Worker on 8787; Vite forwards the API to it.
    proxy: { "/api": "http://localhost:8787" },
  },
});
