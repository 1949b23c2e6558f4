// Derived data of 1,000 actors of each ruleset, each with 20 items (docs/performance.md has the
// budgets). Measures the models' prepareDerivedData (rules calls + reading worn armor and weapons).
// HOLOCRON_BENCH_RULESET (m20, spaceOpera or starWorlds) makes and benches one ruleset's actors only:
// a world plays one ruleset, and three rulesets' actors prepared in one process would make the d20
// code m20 and Space Opera share see both actors' shapes, which no world does. `npm run bench:report`
// runs each ruleset in a process of its own, for this commit and the reference alike.
import { bench, describe } from "vitest";
import { setupGlue } from "./setup.js";

const glue = await setupGlue();

function items(): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = [];
  for (let i = 0; i < 8; i++) {
    list.push({
      name: `Weapon ${i}`,
      type: "weapon",
      system: {
        damage: `${1 + (i % 3)}d${[4, 6, 8, 10][i % 4]}+${i % 3}`,
        kind: ["melee", "ranged", "thrown"][i % 3],
      },
    });
  }
  for (let i = 0; i < 4; i++) {
    list.push({
      name: `Armor ${i}`,
      type: "armor",
      system: { acBonus: i, armor: 1, speed: 3, equipped: i < 2 },
    });
  }
  for (let i = 0; i < 8; i++)
    list.push({ name: `Gear ${i}`, type: "gear", system: { quantity: i } });
  return list;
}

async function actors(type: string, system: (i: number) => Record<string, unknown>) {
  const list = [];
  for (let i = 0; i < 1000; i++) {
    list.push(
      await glue.createActor({ name: `${type} ${i}`, type, system: system(i), items: items() }),
    );
  }
  return list.map((a) => a.system as unknown as { prepareDerivedData(): void }); // bench calls the model hook directly
}

const only = process.env.HOLOCRON_BENCH_RULESET;
const wanted = (ruleset: string) => only === undefined || only === "" || only === ruleset;

const m20 = !wanted("m20")
  ? []
  : await actors("m20Character", (i) => ({
      stats: { str: 8 + (i % 10), dex: 10, mnd: 12 },
      level: 1 + (i % 10),
      hitDice: Array.from({ length: 1 + (i % 10) }, (_, k) => 1 + ((i + k) % 6)),
      class: { knight: i % 2 === 0 },
    }));
const opera = !wanted("spaceOpera")
  ? []
  : await actors("operaCharacter", (i) => ({
      stats: { str: 8 + (i % 10), dex: 10, mnd: 12 },
      level: 1 + (i % 10),
      movement: 30 + (i % 5) * 10,
    }));
const worlds = !wanted("starWorlds")
  ? []
  : await actors("worldsCharacter", (i) => ({
      attributes: { menace: (i % 5) - 1 },
      level: 1 + (i % 10),
      heroPoints: { value: i % 12, spent: i % 120 },
    }));

describe("derived data, 1,000 actors × 20 items", () => {
  bench.skipIf(!wanted("m20"))("m20", () => {
    for (const model of m20) model.prepareDerivedData();
  });
  bench.skipIf(!wanted("spaceOpera"))("Space Opera", () => {
    for (const model of opera) model.prepareDerivedData();
  });
  bench.skipIf(!wanted("starWorlds"))("Star Worlds", () => {
    for (const model of worlds) model.prepareDerivedData();
  });
});
