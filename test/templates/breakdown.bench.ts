// Figures for the performance page (docs/performance.md): every breakdown of a full (100-item) m20 character
// sheet — AC, initiative, power cost, max HP, each skill and each weapon's attack and damage — built
// from the actor's derived traces as the sheet context builds them (src/applications/breakdown).
import { bench, describe } from "vitest";
import { breakdownsOf } from "../../src/applications/breakdown/breakdown-view.js";
import { signed } from "../../src/applications/format.js";
import { actor } from "./sheet-timing.js";

if (actor.type !== "m20Character") throw new Error("the bench's actor is an m20 character");
const { traces, weapons } = actor.system;

function everyBreakdown(): number {
  const bd = breakdownsOf(actor.id ?? "", "m20");
  const views = [
    bd("ac", traces.ac, String(traces.ac.value)),
    bd("initiative", traces.initiative, signed(traces.initiative.value)),
    bd("power-cost", traces.powerCost, String(traces.powerCost.value)),
    bd("max-health", traces.maxHp, String(traces.maxHp.value)),
    ...Object.entries(traces.skills).map(([id, t]) => bd(`skill-${id}`, t, signed(t.value))),
    ...Object.entries(traces.weapons).flatMap(([id, t]) => [
      bd(`attack-${id}`, t.attack, signed(t.attack.value)),
      bd(`damage-${id}`, t.damage, weapons[id]?.damage ?? ""),
    ]),
  ];
  return views.length;
}

describe("breakdowns of a full character sheet (100 items)", () => {
  bench(
    "every breakdown's context",
    () => {
      everyBreakdown();
    },
    { time: 3000, warmupTime: 500 },
  );
});
