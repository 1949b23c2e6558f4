// npm run gallery: renders every test/gallery/entries/*.ts entry (sheets, chat cards, dialogs, tracker) with
// the real templates and styles/*.css into build/gallery/index.html, once per V13 theme. The entries are
// TypeScript, loaded through Vite's SSR module loader; templates render through test/templates/handlebars-env.ts.
// `--pseudo` renders them in the pseudo-locale into build/gallery-pseudo/ (longer, accented strings).
// Then, with Chromium, a PNG per entry and theme: build/gallery/png/<id>-<theme>.png (`--no-png` skips).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createServer } from "vite";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const GALLERY = join(ROOT, "build", "gallery");
const THEMES = ["light", "dark"];

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c],
  );

/** Every stylesheet is copied; the page links the system's entry file (it @imports each area's file). */
/** Font Awesome Free from npm (Foundry ships Font Awesome; the icon buttons show their real glyphs). */
function copyFontAwesome(OUT) {
  const root = join(ROOT, "node_modules", "@fortawesome", "fontawesome-free");
  cpSync(join(root, "css", "all.min.css"), join(OUT, "fontawesome", "css", "all.min.css"));
  cpSync(join(root, "webfonts"), join(OUT, "fontawesome", "webfonts"), { recursive: true });
}

function stylesheets() {
  const files = readdirSync(join(ROOT, "styles")).filter((f) => f.endsWith(".css"));
  return { copy: files, link: files.includes("holocron.css") ? ["holocron.css"] : files.sort() };
}

/** A placeholder picture for every Foundry core icon the entries show (core's files are not here). */
function writeIcons(html, OUT) {
  const icons = new Set([...html.matchAll(/src="(icons\/[^"]+\.svg)"/g)].map((m) => m[1]));
  for (const icon of icons) {
    const file = join(OUT, icon);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#7a8494"/><circle cx="16" cy="12" r="6" fill="#d5dae3"/><rect x="6" y="21" width="20" height="8" rx="4" fill="#d5dae3"/></svg>',
    );
  }
}

async function loadEntries(server) {
  const dir = join(ROOT, "test", "gallery", "entries");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .sort();
  const all = [];
  for (const file of files) {
    const mod = await server.ssrLoadModule(pathToFileURL(join(dir, file)).pathname);
    const entries = typeof mod.entries === "function" ? await mod.entries() : mod.entries;
    if (!Array.isArray(entries)) throw new Error(`${file} exports no \`entries\` array`);
    all.push(...entries.map((e) => ({ ...e, source: file })));
  }
  const ids = new Set();
  for (const e of all) {
    if (ids.has(e.id)) throw new Error(`Gallery entry id "${e.id}" is used twice`);
    ids.add(e.id);
  }
  return all;
}

/**
 * A DialogV2's footer as Foundry renders it: one button per entry of the dialog's own list (a button is a
 * submit button unless its spec says otherwise; the default one carries class "default"), label localized.
 */
export function dialogFooter(buttons, localize) {
  const html = buttons.map((b) => {
    const icon = b.icon ? `<i class="${escapeHtml(b.icon)}" inert></i> ` : "";
    const cls = b.default ? ' class="default"' : "";
    const disabled = b.disabled ? " disabled" : "";
    return `<button type="${b.type ?? "submit"}" data-action="${escapeHtml(b.action)}"${cls}${disabled}>${icon}<span>${escapeHtml(localize(b.label))}</span></button>`;
  });
  return `<footer class="form-footer">${html.join("")}</footer>`;
}

/** Foundry's frame around an entry: a window header (and a dialog's footer), or a chat message header. */
function frame(entry, body, localize) {
  const name =
    entry.windowTitle ?? entry.context?.actor?.name ?? entry.context?.item?.name ?? entry.title;
  const icon =
    entry.windowIcon ?? `fa-solid ${entry.kind === "dialog" ? "fa-dice-d20" : "fa-user"}`;
  const header = `<header class="window-header"><i class="window-icon ${escapeHtml(icon)}" inert></i><h1 class="window-title">${escapeHtml(name)}</h1><button type="button" class="header-control fa-solid fa-xmark" aria-label="Close" data-tooltip="Close"></button></header>`;
  if (entry.kind === "dialog") {
    // A DialogV2 renders its content and footer buttons inside one form (radio groups stay apart); the
    // footer is the dialog's own button list, never one the gallery makes up.
    if (!entry.buttons) throw new Error(`Dialog entry "${entry.id}" names no buttons`);
    const footer = dialogFooter(entry.buttons, localize);
    return `${header}<form class="window-content standard-form"><div class="dialog-content">${body}</div>${footer}</form>`;
  }
  if (entry.kind === "sheet" || entry.kind === "window")
    return `${header}<section class="window-content">${body}</section>`;
  if (entry.kind === "card") {
    const sender = entry.context?.actor?.name ?? "Gamemaster";
    return `<header class="message-header"><h4 class="message-sender">${escapeHtml(sender)}</h4><span class="message-metadata"><time>just now</time></span></header><div class="message-content">${body}</div>`;
  }
  return body;
}

function renderEntry(env, entry, theme) {
  const rendered = entry.templates.map((t) => env.render(t, entry.context)).join("\n");
  // A menu as a click leaves it: its <details> open (the element the click toggles).
  const body = entry.openMenu
    ? rendered.replaceAll(
        `<details class="${entry.openMenu}`,
        `<details open class="${entry.openMenu}`,
      )
    : rendered;
  const inner = frame(entry, body, env.localize);
  return `<article class="gallery-entry" id="${escapeHtml(entry.id)}-${theme}" data-entry="${escapeHtml(entry.id)}" data-kind="${escapeHtml(entry.kind)}" data-theme="${theme}">
<h2 class="gallery-title">${escapeHtml(entry.title)} <small>(${escapeHtml(entry.ruleset)}, ${theme})</small></h2>
<div class="gallery-frame ${escapeHtml(entry.classes)}" style="width: ${Number(entry.width)}px">${inner}</div>
</article>`;
}

/**
 * Builds build/gallery/index.html; returns the entries shown and the page path. With `locale: "pseudo"`
 * every string comes from the pseudo-locale (scripts/lib/pseudo.mjs) and the page is
 * build/gallery-pseudo/index.html.
 */
export async function buildGallery({ quiet = false, locale = "en" } = {}) {
  const OUT = locale === "en" ? GALLERY : `${GALLERY}-${locale}`;
  // The entries' template environment reads it (test/templates/handlebars-env.ts), in this process.
  const previous = process.env.HOLOCRON_LOCALE;
  process.env.HOLOCRON_LOCALE = locale;
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { createTemplateEnv } = await server.ssrLoadModule("/test/templates/handlebars-env.ts");
    const env = createTemplateEnv();
    const entries = await loadEntries(server);
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(join(OUT, "styles"), { recursive: true });
    const css = stylesheets();
    for (const file of css.copy) cpSync(join(ROOT, "styles", file), join(OUT, "styles", file));
    copyFontAwesome(OUT);
    cpSync(join(ROOT, "test", "gallery", "core.css"), join(OUT, "core.css"));
    const sections = THEMES.map(
      (theme) =>
        `<section class="gallery-theme theme-${theme}" data-theme="${theme}"><h1 class="gallery-heading">${theme}</h1>\n${entries.map((e) => renderEntry(env, e, theme)).join("\n")}</section>`,
    );
    const missing = [...env.missing];
    if (missing.length) throw new Error(`Missing i18n keys: ${missing.join(", ")}`);
    const html = `<!doctype html>
<html lang="${locale === "pseudo" ? "en-XA" : locale}"><head><meta charset="utf-8"><title>Holocron gallery</title>
<link rel="stylesheet" href="fontawesome/css/all.min.css">
<link rel="stylesheet" href="core.css">
${css.link.map((file) => `<link rel="stylesheet" href="styles/${file}">`).join("\n")}
<style>
body { margin: 0; font-family: system-ui, sans-serif; background: #888; }
.gallery-theme { display: flex; flex-wrap: wrap; gap: 24px; padding: 16px; align-items: flex-start; }
.gallery-theme.theme-light { background: #d8d4cc; color: #111; }
.gallery-theme.theme-dark { background: #0e1014; color: #eee; }
.gallery-heading { width: 100%; margin: 0; }
.gallery-title { font-size: 14px; margin: 0 0 4px; }
.gallery-frame { box-sizing: border-box; border-radius: 6px; overflow: hidden; box-shadow: 0 2px 8px #0006; }
.gallery-frame.holocron { background: var(--holocron-bg); color: var(--holocron-text); }
.gallery-contents { padding: 16px; background: #d8d4cc; color: #111; columns: 3 20rem; font-size: 13px; }
.gallery-contents h1 { column-span: all; margin: 0 0 8px; }
.gallery-contents a { color: #0b3d91; }
</style></head>
<body>
<nav class="gallery-contents" aria-label="Contents"><h1>Contents (${entries.length} entries)</h1><ol>
${entries.map((e) => `<li><a href="#${escapeHtml(e.id)}-light">${escapeHtml(e.title)}</a> · <a href="#${escapeHtml(e.id)}-dark">dark</a></li>`).join("\n")}
</ol></nav>
${sections.join("\n")}
</body></html>
`;
    writeFileSync(join(OUT, "index.html"), html);
    writeIcons(html, OUT);
    if (!quiet)
      console.log(
        `Gallery: ${entries.length} entries × ${THEMES.length} themes → ${join(OUT, "index.html")}`,
      );
    return { entries, page: join(OUT, "index.html") };
  } finally {
    await server.close();
    if (previous === undefined) delete process.env.HOLOCRON_LOCALE;
    else process.env.HOLOCRON_LOCALE = previous;
  }
}

/**
 * A PNG of every entry in each theme, `png/<id>-<theme>.png` beside the gallery's page (the frames the
 * browser layer shoots too: scripts/lib/frame-shots.mjs). Needs Chromium (CHROMIUM_PATH or
 * /usr/bin/chromium); without one it says so in one line and writes none.
 */
export async function writeGalleryPngs({ entries, page }) {
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(chromium)) {
    console.log(`Gallery PNGs skipped: no Chromium at ${chromium} (set CHROMIUM_PATH).`);
    return [];
  }
  // Loaded only here: the tests that build the gallery page do not need a browser from this module.
  const { launchChromium } = await import("./lib/chromium.mjs");
  const { shootFrames } = await import("./lib/frame-shots.mjs");
  const started = Date.now();
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await tab.goto(pathToFileURL(page).href, { waitUntil: "load" });
    await tab.evaluate(() => document.fonts.ready);
    const dir = join(dirname(page), "png");
    const ids = entries.flatMap((e) => THEMES.map((theme) => `${e.id}-${theme}`));
    const shots = await shootFrames(tab, ids, { dir });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`Gallery: ${shots.length} PNGs in ${seconds} s → ${dir}`);
    return shots.map((s) => join(dir, `${s.id}.png`));
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const locale = process.argv.includes("--pseudo") ? "pseudo" : "en";
  const png = !process.argv.includes("--no-png");
  buildGallery({ locale })
    .then((gallery) => (png ? writeGalleryPngs(gallery) : []))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
