/**
 * Builds the creation walkthrough's page (./page.ts) for headless Chromium with Vite: one classic script
 * (./index.html loads it from file://, where module scripts may not) beside the system's real styles. The stand-in and the template environment read files and make a happy-dom window; in the
 * page those Node-only imports are aliased to ./shims (the bundled files, the page's own window), and
 * the list of preloaded templates, which test/templates/preloads.ts reads from src/ at load, is computed
 * here and handed over as a module.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import { SYSTEM_PRELOADS } from "../../templates/preloads.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const OUT = join(ROOT, "build", "walkthrough");
const SHIMS: Record<string, string> = {
  "node:fs": "fs.ts",
  "node:path": "path.ts",
  "node:url": "url.ts",
  "happy-dom": "happy-dom.ts",
};
const PRELOADS = "\0walkthrough-preloads";

function browserShims(): Plugin {
  return {
    name: "holocron-walkthrough-shims",
    enforce: "pre",
    resolveId(source, importer) {
      const shim = SHIMS[source];
      if (shim) return join(ROOT, "test", "browser", "walkthrough", "shims", shim);
      if (source.endsWith("/preloads.js") && importer?.includes("/test/")) return PRELOADS;
      return null;
    },
    load(id) {
      if (id !== PRELOADS) return null;
      const list = JSON.stringify(SYSTEM_PRELOADS);
      return `export const SYSTEM_PRELOADS = ${list};\nexport function systemPreloads() { return [...SYSTEM_PRELOADS]; }\n`;
    },
  };
}

/** Builds build/walkthrough/walkthrough.js; returns the page that loads it (./index.html). */
export async function buildWalkthroughPage(): Promise<string> {
  await build({
    root: ROOT,
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    plugins: [browserShims()],
    build: {
      outDir: OUT,
      emptyOutDir: true,
      minify: false,
      reportCompressedSize: false,
      lib: {
        entry: join(ROOT, "test", "browser", "walkthrough", "page.ts"),
        formats: ["iife"],
        name: "holocronWalkthrough",
        fileName: () => "walkthrough.js",
      },
      rolldownOptions: {
        // A classic script has no import.meta; the shims find files by their repository path
        // (shims/url.ts), so an empty one is enough.
        transform: { define: { "import.meta": "{}" } },
        // The stand-in reads the working directory and the locale; the page has neither.
        output: {
          banner: 'var process = { env: {}, cwd: () => "/" };',
          keepNames: true,
        },
      },
    },
  });
  return join(ROOT, "test", "browser", "walkthrough", "index.html");
}
