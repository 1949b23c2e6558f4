import { defineConfig, type Plugin } from "vite";
import { createReadStream, existsSync } from "node:fs";
import { resolve } from "node:path";

const SYSTEM_ID = "holocron";
const BASE = `/systems/${SYSTEM_ID}/`;
const FOUNDRY = "http://localhost:30000";

/**
 * Dev server: Foundry (running on :30000) loads the system from /systems/holocron/. This plugin serves
 * the entry from source, and the templates, language files and manifest straight from the work tree,
 * so an edit to a .hbs or .json file reloads the page and a .css edit is hot-swapped by Vite.
 */
function serveSystemFromSource(): Plugin {
  const staticDirs = ["templates", "lang", "packs"];
  return {
    name: "holocron-dev-static",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? "").split("?")[0] ?? "";
        if (!url.startsWith(BASE)) return next();
        const path = url.slice(BASE.length);
        if (path === "holocron.mjs") {
          req.url = `${BASE}src/holocron.ts`;
          return next();
        }
        if (path === "holocron.css") {
          res.setHeader("Content-Type", "text/css");
          res.end("/* styles are injected by the Vite dev client */");
          return;
        }
        const top = path.split("/")[0] ?? "";
        const file = resolve(path);
        if ((staticDirs.includes(top) || path === "system.json") && existsSync(file)) {
          createReadStream(file).pipe(res);
          return;
        }
        next();
      });
      server.watcher.on("change", (file) => {
        if (/\.(hbs|json)$/.test(file)) server.ws.send({ type: "full-reload" });
      });
    },
  };
}

export default defineConfig({
  base: BASE,
  publicDir: false,
  server: {
    port: 30001,
    open: false,
    proxy: {
      [`^(?!${BASE})`]: { target: FOUNDRY, changeOrigin: true },
      "/socket.io": { target: FOUNDRY.replace("http", "ws"), ws: true },
    },
  },
  plugins: [serveSystemFromSource()],
  // Built files (the encounter-odds worker) are found relative to holocron.mjs, so the system loads
  // under any Foundry route prefix, not only at /systems/holocron/.
  experimental: { renderBuiltUrl: () => ({ relative: true }) },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    minify: true,
    reportCompressedSize: false,
    lib: {
      entry: resolve("src/holocron.ts"),
      formats: ["es"],
      fileName: () => "holocron.mjs",
      cssFileName: "holocron",
    },
    rolldownOptions: {
      // Foundry finds stored rolls by class name (CONFIG.Dice.rolls): minified names would break them.
      output: { keepNames: true },
    },
  },
});
