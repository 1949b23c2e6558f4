// Every sheet, window and dialog in src/applications (and in the card kinds, src/cards, keyed from
// src: "cards/…") has a test that renders it through the stand-in's
// ApplicationV2 / DialogV2 (real template, real DOM) and clicks one of its actions. The windows are
// found in the source (an ApplicationV2 or sheet subclass, a DialogV2 call or construction), so a new
// one without an entry below fails here until it has its render-and-click test.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
const APPS = join(ROOT, "src/applications");
const CARDS = join(ROOT, "src/cards");

interface Covered {
  /** The test file (from the repository root). */
  test: string;
  /** The title of the test that renders and clicks. */
  title: string;
  /** The helper the test calls to press a dialog button, when not in the test's body. */
  via?: string;
}

const SHEETS = "test/applications/render/sheets-render.test.ts";
const SHEET_TITLE =
  "renders its parts into a form, toggles edit mode on a click, and submits an edit";
const DIALOGS = "test/applications/render/dialogs-render.test.ts";

/**
 * `file: ClassName` for a window class, `file: DialogV2.call` (or `waitDialog`) for a dialog (one
 * entry per call kind).
 */
const COVERED: Record<string, Covered> = {
  "check-request/open.ts: openFormDialog": {
    test: "test/applications/sheets/party-together.test.ts",
    title:
      "Request a check: the dialog opens with the members who are still here, and Ask posts one card",
  },
  "rest/open.ts: openFormDialog": {
    test: "test/applications/rest/rest-dialog.test.ts",
    title:
      "the GM rests two characters with medical care for one: one advance, each heals by the time",
  },
  "sheets/party-award.ts: openFormDialog": {
    test: "test/applications/sheets/party-award.test.ts",
    title: "1 Hero Point to four members is one GM request and four ledger rows",
  },
  "sheets/party-sheet.ts: PartySheet": {
    test: SHEETS,
    title: "renders its members, and the GM's click on a member's Remove takes it out",
  },
  "chase/chase-tracker.ts: ChaseTracker": {
    test: "test/applications/render/apps-render.test.ts",
    title:
      "renders, starts a chase from the selected tokens on a click, and takes a gap from its form",
  },
  "ledger/world-ledger.ts: WorldLedgerWindow": {
    test: "test/applications/ledger/world-ledger.test.ts",
    title: "renders every row, filters by a select, pages on a click and exports the rows shown",
  },
  // The windows' base: rendered (and clicked) as each window above.
  "window.ts: HolocronWindow": {
    test: "test/applications/ledger/world-ledger.test.ts",
    title: "renders every row, filters by a select, pages on a click and exports the rows shown",
  },
  "ledger/revert-row.ts: waitDialog": {
    test: "test/documents/ledger/revert.test.ts",
    title: "of a row whose field changed later asks, then applies the delta",
  },
  "ledger/summary-window.ts: CombatSummaryWindow": {
    test: "test/applications/ledger/summary-window.test.ts",
    title:
      "renders the figures and the prediction; Replay opens the replay; Export saves the combat's rows",
  },
  "ledger/replay-window.ts: CombatReplayWindow": {
    test: "test/applications/ledger/replay-window.test.ts",
    title: "renders the rounds and turns of the combat; Export saves CSV",
  },
  "sheets/actor-sheet.ts: HolocronActorSheet": { test: SHEETS, title: SHEET_TITLE },
  "sheets/actor-sheets.ts: D20CharacterSheet": { test: SHEETS, title: SHEET_TITLE },
  "sheets/actor-sheets.ts: StarWorldsCharacterSheet": { test: SHEETS, title: SHEET_TITLE },
  "sheets/actor-sheets.ts: NpcSheet": { test: SHEETS, title: SHEET_TITLE },
  "sheets/effect-form.ts: openFormDialog": {
    test: "test/applications/sheets/effect-actions.test.ts",
    title:
      "Add opens Holocron's form; filled in, it makes that effect (its change, mode and duration); cancelled, none",
  },
  "sheets/item-sheet.ts: HolocronItemSheet": {
    test: "test/applications/render/apps-render.test.ts",
    title:
      "renders into a form; the portrait click opens the picker for this item; an edit updates it",
  },
  "cards/roll/resist.ts: DialogV2.wait": {
    test: "test/applications/chat/ask-resist.test.ts",
    title: "the roller's owner picks skill + stat; an opposed card asks each target",
  },
  "cards/applied/actions.ts: DialogV2.confirm": {
    test: DIALOGS,
    title: "asks the GM; Yes reverses only that change",
  },
  "cards/apply.ts: DialogV2.confirm": {
    test: "test/hostile/heal-and-text.test.ts",
    title: "the GM's Apply on it asks first, showing the formula and the author; Yes applies",
  },
  "dialogs/power-dialog.ts: waitDialog": {
    test: DIALOGS,
    title: "takes the typed modifier from its form on Use (in combat the DC stays the target's)",
  },
  // The form dialogs' opener: rendered and pressed as each "openFormDialog" entry here.
  "dialogs/form-dialog.ts: waitDialog": {
    test: "test/applications/rest/rest-dialog.test.ts",
    title:
      "the GM rests two characters with medical care for one: one advance, each heals by the time",
  },
  "dialogs/roll-dialog.ts: waitDialog": {
    test: "test/applications/dialogs/roll-dialog.test.ts",
    title: "typing a modifier in the form re-renders the odds and the Roll button reads the form",
  },
  "encounter/builder-app.ts: EncounterBuilder": {
    test: "test/applications/encounter/builder-app.test.ts",
    title:
      "renders, takes a target and a pool from its form, finds groups on a click, and places one",
  },
  "encounter/odds-panel.ts: new DialogV2": {
    test: DIALOGS,
    title: "opens on the combat, plays the fights on Run, shows the result, and Close closes it",
  },
  "gm/award-hero-points.ts: openFormDialog": {
    test: "test/applications/gm/award-hero-points.test.ts",
    title: "one character",
    via: "answerWith",
  },
  "gm/gm-tool.ts: openFormDialog": {
    test: DIALOGS,
    title: "Roll with a formula typed in posts the hazard card for the selected token",
  },
  "sheets/attribute-generation.ts: waitDialog": {
    test: "test/applications/sheets/attribute-generation.test.ts",
    title: "chosen: no dice, the typed values, no Hero Points",
    via: "answer",
  },
  "sheets/career-request.ts: DialogV2.confirm": {
    test: "test/applications/sheets/career-request.test.ts",
    title: "a player cannot answer it; the GM approves after the preview and the card closes",
  },
  "sheets/give-hero-points.ts: openFormDialog": {
    test: "test/applications/sheets/give-hero-points.test.ts",
    title: "the owner of both writes directly; the gift is not a spend; a chat line names both",
    via: "answerWith",
  },
  "sheets/level-up.ts: openFormDialog": {
    test: "test/applications/sheets/level-up.test.ts",
    title: "a night's rest readies it; points spent after the rest wait for the next",
    via: "answer",
  },
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The windows each source file declares or opens. */
function windowsInSource(): string[] {
  const found = new Set<string>();
  for (const path of [...sources(APPS), ...sources(CARDS)]) {
    const file = path.startsWith(CARDS) ? relative(join(ROOT, "src"), path) : relative(APPS, path);
    const text = readFileSync(path, "utf8");
    for (const match of text.matchAll(/class\s+(\w+)(?:<[^{]*?>)?\s+extends\s+([^{]+)\{/g)) {
      if (/ApplicationV2|SheetV2|HolocronActorSheet|HolocronWindow|DialogV2/.test(match[2]!))
        found.add(`${file}: ${match[1]}`);
    }
    for (const match of text.matchAll(/DialogV2\.(wait|confirm|prompt|input)\(/g))
      found.add(`${file}: DialogV2.${match[1]}`);
    if (/new\s+foundry\.applications\.api\.DialogV2\(/.test(text))
      found.add(`${file}: new DialogV2`);
    // src/compat/dialog-window.ts's DialogV2.wait that opens in the opener's window (V14).
    if (/\bwaitDialog\(/.test(text)) found.add(`${file}: waitDialog`);
    // dialogs/form-dialog.ts's form dialog (its template, title, footer), opened by waitDialog.
    if (/\bopenFormDialog\(\s*\{/.test(text)) found.add(`${file}: openFormDialog`);
  }
  return [...found].sort();
}

/** A test's body: from its title to the next test at the same depth (or the file's end). */
function testBody(text: string, title: string): string | null {
  const start = text.indexOf(`it(${JSON.stringify(title)}`);
  if (start < 0) return null;
  const next = text.indexOf("\n  it(", start + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

const CLICKS = [".click()", "dialogAnswers.push({ button"];

describe("every window in src/applications has a render-and-click test", () => {
  it("the list below is exactly the windows the source declares or opens", () => {
    expect(windowsInSource()).toEqual(Object.keys(COVERED).sort());
  });

  it.each(Object.entries(COVERED))("%s", (_window, covered) => {
    const text = readFileSync(join(ROOT, covered.test), "utf8");
    const body = testBody(text, covered.title);
    expect(body, `no test titled "${covered.title}" in ${covered.test}`).not.toBeNull();
    const presses = covered.via
      ? body!.includes(`${covered.via}(`) &&
        new RegExp(
          `function ${covered.via}\\([^)]*\\)[^{]*\\{[^}]*dialogAnswers\\.push\\(\\{ button`,
        ).test(text)
      : CLICKS.some((click) => body!.includes(click));
    expect(presses, `${covered.title} renders but clicks nothing`).toBe(true);
  });
});
