// @vitest-environment happy-dom
// The Quench self-test batch (src/quench/self-test.ts) run under the stand-in: a small runner with
// Mocha's shape (describe, it, after, in order; `this.skip()`) and Vitest's chai-compatible
// `expect`, so the batch a real Foundry runs is type-checked and exercised here too, on V13 and V14,
// and cleans up after itself. The sheets render through the stand-in's ApplicationV2 into this DOM.
import { readdirSync } from "node:fs";
import { readSource } from "../../scripts/lib/packs.mjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";
import { messages } from "../foundry/parts/chat.js";
import type { StandInCollection } from "../foundry/parts/documents.js";
import { powerWorld } from "../applications/powers/world.js";
import type { Glue } from "../data/setup.js";
import { preloadSystemTemplates } from "../foundry/parts/chat.js";
import { setGeneration, type Generation } from "../foundry/parts/release.js";
import type { SheetRegistration } from "../foundry/parts/sheets.js";
import { sim } from "../../src/rules/index.js";
import type { OddsReply, OddsRequest } from "../../src/applications/encounter/odds-messages.js";

type Fn = (this: { skip(): never }) => unknown;
class Skipped extends Error {}
interface Suite {
  title: string;
  tests: { title: string; fn: Fn }[];
  suites: Suite[];
  before: (() => unknown)[];
  after: (() => unknown)[];
}

/** Collects the batch's suites, as Mocha does before it runs anything. */
function collect(batch: (context: QuenchBatchContext) => void): Suite {
  const root: Suite = { title: "", tests: [], suites: [], before: [], after: [] };
  let current = root;
  const context = {
    describe: (title: string, body: () => void) => {
      const suite: Suite = { title, tests: [], suites: [], before: [], after: [] };
      current.suites.push(suite);
      const parent = current;
      current = suite;
      body();
      current = parent;
    },
    it: (title: string, fn: Fn) => current.tests.push({ title, fn }),
    before: (fn: () => unknown) => current.before.push(fn),
    after: (fn: () => unknown) => current.after.push(fn),
    expect,
  };
  // Only the members above are used by the batch; Quench's full context is Mocha's and chai's.
  batch(context as unknown as QuenchBatchContext);
  return root;
}

/** Runs every test in order (a failure is recorded, the rest still run), then the after hooks. */
async function run(suite: Suite, path: string[] = []): Promise<Record<string, string>> {
  const results: Record<string, string> = {};
  for (const hook of suite.before) await hook();
  for (const test of suite.tests) {
    const name = [...path, test.title].join(" › ");
    try {
      await test.fn.call({
        skip: () => {
          throw new Skipped();
        },
      });
      results[name] = "passed";
    } catch (error) {
      if (error instanceof Skipped) results[name] = "skipped";
      else results[name] = error instanceof Error ? error.message : String(error);
    }
  }
  for (const child of suite.suites)
    Object.assign(results, await run(child, [...path, child.title]));
  for (const hook of suite.after) await hook();
  return results;
}

/**
 * Document#sheet: the sheet registered for the document's type (DocumentSheetConfig), made once per
 * document (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#sheet).
 */
function registeredSheets(glue: Glue): void {
  const { registrations } = glue.env.foundry.applications.apps.DocumentSheetConfig as {
    registrations: SheetRegistration[];
  };
  const made = new WeakMap<object, unknown>();
  const Actor = CONFIG.Actor.documentClass as unknown as { prototype: object };
  Object.defineProperty(Actor.prototype, "sheet", {
    configurable: true,
    get(this: { type: string }) {
      if (!made.has(this)) {
        const entry = registrations.find((r) => r.options.types.includes(this.type));
        const Sheet = entry?.sheetClass as (new (o: object) => unknown) | undefined;
        made.set(this, Sheet ? new Sheet({ document: this }) : null);
      }
      return made.get(this);
    },
  });
}

/**
 * game.packs with this world's NPC compendium, read from its source (packs/_source/m20-npcs), and
 * game.actors.importFromCompendium: the pack's document created in the world without its pack id
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.abstract.WorldCollection.html#importfromcompendium).
 */
function npcCompendium(glue: Glue): void {
  const dir = "packs/_source/m20-npcs";
  const docs = readdirSync(dir).map(
    (f) => readSource(`${dir}/${f}`) as { _id: string; name: string; type: string },
  );
  const pack = {
    collection: "holocron.m20-npcs",
    documentName: "Actor",
    metadata: { packageName: "holocron", name: "m20-npcs", label: "NPCs (Star Wars m20)" },
    getDocuments: async () => docs.map((d) => ({ ...d, id: d._id })),
    getDocument: async (id: string) => docs.find((d) => d._id === id) ?? null,
  };
  glue.env.game.packs = [pack];
  const actors = glue.env.game.actors as { importFromCompendium?: unknown };
  actors.importFromCompendium = async (from: typeof pack, id: string) => {
    const source = await from.getDocument(id);
    if (!source) return null;
    const {
      _id,
      _key,
      _stats,
      folder: _f,
      sort: _s,
      ownership: _o,
      ...data
    } = source as Record<string, unknown>;
    return glue.createActor(data);
  };
}

/** The odds worker played in this thread (node has no Worker), a hundred fights. */
class InlineOddsWorker {
  onmessage: ((e: { data: OddsReply }) => void) | null = null;
  onerror = null;
  terminate() {}
  postMessage(request: OddsRequest) {
    const result = sim.encounter(request.fighters, { ...request, fights: 100 });
    queueMicrotask(() => this.onmessage?.({ data: { type: "done", result } }));
  }
}

let glue: Glue;
afterEach(() => vi.unstubAllGlobals());
beforeEach(async () => {
  glue = await powerWorld();
  // What `init` registers that the batch uses: rolls, combat, sheets, chat cards, enrichers.
  (await import("../../src/dice/register.js")).registerRolls();
  (await import("../../src/documents/register-combat.js")).registerCombat();
  (await import("../../src/applications/register-sheets.js")).registerSheets();
  (await import("../../src/hooks/chat.js")).registerChatHooks();
  (await import("../../src/applications/enrichers/register-enrichers.js")).registerEnrichers();
  const chases = await import("../../src/hooks/chase.js");
  chases.registerChaseHooks();
  chases.startChases();
  await preloadSystemTemplates();
  // What `ready` starts on the active GM's client: the ledger's recorder (src/hooks/ledger.ts).
  (await import("../../src/hooks/ledger.js")).registerLedgerHooks();
  await (await import("../../src/documents/ledger/offline.js")).becomeRecorder();
  registeredSheets(glue);
  npcCompendium(glue);
  vi.stubGlobal("Worker", InlineOddsWorker);
  // Core's game.messages is a Collection: iterable, with size and contents as well as get.
  glue.env.game.messages = {
    [Symbol.iterator]: () => messages.values(),
    get: (id: string) => messages.find((m) => m.id === id),
    get size() {
      return messages.length;
    },
    get contents() {
      return [...messages];
    },
  };
});

describe("the Quench self-test batch", () => {
  it("registers under its key when Quench is ready", async () => {
    const { registerSelfTest, selfTestBatch, SELF_TEST_KEY } =
      await import("../../src/quench/self-test.js");
    const registered: unknown[][] = [];
    registerSelfTest({ registerBatch: (...args: unknown[]) => registered.push(args) } as never);
    expect(registered).toEqual([
      [SELF_TEST_KEY, selfTestBatch, { displayName: "Holocron: self-test" }],
    ]);
  });

  it.each([13, 14] as Generation[])(
    "passes every test under the stand-in as V%i and leaves no document behind",
    async (generation) => {
      setGeneration(generation);
      // `init` on that generation: its CONFIG.statusEffects shape (src/compat/status-effects.ts).
      (await import("../../src/documents/register.js")).registerDocuments();
      const { selfTestBatch } = await import("../../src/quench/self-test.js");
      const actors = glue.env.game.actors as StandInCollection<{ id: string }>;
      const combats = glue.env.game.combats as unknown[];
      const scenes = glue.env.game.scenes as StandInCollection<{ id: string }>;
      const count = () => ({
        actors: actors.size,
        combats: combats.length,
        messages: messages.length,
        scenes: scenes.size,
      });
      const before = count();
      const started = performance.now();
      const results = await run(collect(selfTestBatch));
      // The estimate of the batch's length in docs/quench.md comes from this figure.
      console.info(
        `Quench batch under the stand-in (V${generation}): ${Math.round(performance.now() - started)} ms`,
      );
      const popOut = Object.keys(results).filter((name) => name.includes("popped-out window"));
      expect(popOut).toHaveLength(1);
      expect(results[popOut[0]!]).toBe(generation >= 14 ? "passed" : "skipped");
      for (const [name, result] of Object.entries(results))
        if (!popOut.includes(name)) expect(result, name).toBe("passed");
      expect(Object.keys(results)).toHaveLength(30);
      expect(count()).toEqual(before);
      const user = glue.env.game.user as { character: unknown };
      expect(user.character, "the user's character restored").toBeNull();
    },
  );
});
