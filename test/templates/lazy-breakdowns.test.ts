// Every gallery sheet's breakdowns, drawn on open as the sheet's window draws them (the view's
// `breakdowns`), are the very ones the gallery shows drawn with the sheet; building the sheet's context
// that way builds no trace; and for every traced number of every fixture actor, its trace's total is
// the number the derived data computed (one rule, two evaluations: src/rules/trace/trace.ts).
import { describe, expect, it, vi } from "vitest";
import type * as ActorContext from "../../src/applications/sheets/context/actor-context.js";
import type { SheetActorSource, SheetView } from "../../src/applications/sheets/context/types.js";
import type {
  BreakdownView,
  LazyBreakdown,
} from "../../src/applications/breakdown/breakdown-view.js";
import { trace } from "../../src/rules/index.js";
import { addModifier } from "../../src/rules/dice/formula.js";

const calls = vi.hoisted(() => [] as { actor: unknown; view: unknown }[]);
vi.mock("../../src/applications/sheets/context/actor-context.js", async (importOriginal) => {
  const mod = await importOriginal<typeof ActorContext>();
  // Records each sheet the gallery builds, then builds it as before.
  const buildActorContext: typeof mod.buildActorContext = (actor, view) => {
    calls.push({ actor, view });
    return mod.buildActorContext(actor, view);
  };
  return { ...mod, buildActorContext };
});

const { galleryEntries } = await import("./gallery-render.js");
const { buildActorContext } = await vi.importActual<typeof ActorContext>(
  "../../src/applications/sheets/context/actor-context.js",
);
await galleryEntries();
const sheets = calls.map((c) => ({
  actor: c.actor as SheetActorSource,
  view: c.view as SheetView,
}));

/** Every drawn breakdown in a context, by id. */
function drawnViews(context: unknown): Map<string, BreakdownView> {
  const found = new Map<string, BreakdownView>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const view = node as Partial<BreakdownView>;
    if (typeof view.id === "string" && Array.isArray(view.terms)) {
      found.set(view.id, view as BreakdownView);
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(context);
  return found;
}

/** "+2", "−1", "7" as a number (format.ts's true minus sign). */
const numberOf = (text: string) => Number(text.replace("\u2212", "-").replace(/^\+/, ""));

/** The number a breakdown shows, from its total, as the sheet writes it. */
function shownFrom(view: BreakdownView): string | number {
  if (view.formulaDie) return `${view.formulaBase}+${view.total}${view.formulaDie}`;
  if (view.formulaBase !== undefined) return addModifier(view.formulaBase, view.total);
  return view.total;
}

describe("a gallery sheet's breakdowns drawn on open", () => {
  it("covers every sheet the gallery shows", () => {
    expect(sheets.length).toBeGreaterThan(10);
  });

  it.each(sheets.map((s, i) => [i, s.actor.type, s] as const))(
    "sheet %i (%s): none built with the context; each drawn is the gallery's, its total the number shown",
    (_i, _type, { actor, view }) => {
      const eager = drawnViews(buildActorContext(actor, view));
      const onOpen: LazyBreakdown[] = [];
      const before = trace.tracesBuilt();
      buildActorContext(actor, { ...view, breakdowns: { scope: actor.id ?? actor.type, onOpen } });
      expect(trace.tracesBuilt()).toBe(before);
      expect(onOpen.map((lazy) => lazy.id).sort()).toEqual([...eager.keys()].sort());
      for (const lazy of onOpen) {
        const { id } = lazy;
        const drawn = lazy.draw();
        expect(drawn, id).toEqual(eager.get(id));
        const shown = shownFrom(drawn);
        if (typeof shown === "number") expect(numberOf(lazy.shown), id).toBe(shown);
        else expect(lazy.shown, id).toBe(shown);
      }
    },
  );
});

type Traces = Record<string, unknown>;
const value = (t: unknown) => (t as trace.Trace).value;

/** Each traced number of a prepared system beside its trace's total, by name. */
function tracedNumbers(s: Record<string, unknown>): [string, number, number][] {
  const t = s.traces as Traces | undefined;
  if (!t) return [];
  if ("vitality" in t) {
    return [
      ["maxVitality", s.maxVitality as number, value(t.vitality)],
      ["speed", s.speed as number, value(t.speed)],
      ["armor", s.armor as number, value(t.armor)],
      ["levelsWaiting", s.levelsWaiting as number, value(t.levelsWaiting)],
      ["damageDice", s.damageDice as number, value(t.damageDice)],
    ];
  }
  const d = s as {
    ac: number;
    maxHp: number;
    bonuses: Record<string, number>;
    attackTotals: Record<string, number>;
    skillTotals: Record<string, number>;
    weapons: Record<string, { attack: number }>;
    force?: { costInCombat: number };
    psionics?: { costInCombat: number };
  };
  const ts = t as {
    stats: Record<string, trace.Trace>;
    attack: Record<string, trace.Trace>;
    skills: Record<string, trace.Trace>;
    weapons: Record<string, { attack: trace.Trace }>;
  };
  return [
    ["ac", d.ac, value(t.ac)],
    ["initiative", d.bonuses.dex!, value(t.initiative)],
    ["maxHp", d.maxHp, value(t.maxHp)],
    ["powerCost", (d.force ?? d.psionics)!.costInCombat, value(t.powerCost)],
    ...Object.entries(d.bonuses).map(([k, v]): [string, number, number] => [
      `stat ${k}`,
      v,
      value(ts.stats[k]),
    ]),
    ...Object.entries(d.attackTotals).map(([k, v]): [string, number, number] => [
      `attack ${k}`,
      v,
      value(ts.attack[k]),
    ]),
    ...Object.entries(d.skillTotals).map(([k, v]): [string, number, number] => [
      `skill ${k}`,
      v,
      value(ts.skills[k]),
    ]),
    ...Object.entries(d.weapons).map(([k, v]): [string, number, number] => [
      `weapon ${k}`,
      v.attack,
      value(ts.weapons[k]?.attack),
    ]),
  ];
}

/**
 * Numbers a fixture sets by hand over its derivation, never shown with a breakdown: the rookie
 * (test/gallery/entries/worlds.ts rookieActor) is the level-4 sample set to level 1 with no level
 * waiting, which shows no "levels waiting" line.
 */
const HAND_SET = ["Kara Venn, level 1: levelsWaiting"];

describe("every traced number of every gallery fixture actor", () => {
  it("is its lazy trace's total", () => {
    const differ: string[] = [];
    let checked = 0;
    for (const { actor } of sheets) {
      const s = actor.system as Record<string, unknown>;
      for (const [name, derived, traced] of tracedNumbers(s)) {
        checked++;
        if (traced !== derived) differ.push(`${actor.name}, level ${String(s.level)}: ${name}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect([...new Set(differ)]).toEqual(HAND_SET);
  });
});
