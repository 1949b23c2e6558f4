// Budget of the Foundry glue under the stand-in: derived data (issue 4).
import { describe, expect, it } from "vitest";
import { setupGlue } from "../data/setup.js";
import { medianMs } from "./measure.js";

describe("derived data budget (issue 4): 1,000 actors × 20 items ≤ 20 ms", async () => {
  const glue = await setupGlue();
  const items = Array.from({ length: 20 }, (_, i) =>
    i < 8
      ? { name: `W${i}`, type: "weapon", system: { damage: `1d${[4, 6, 8, 10][i % 4]}+${i % 3}` } }
      : i < 12
        ? {
            name: `A${i}`,
            type: "armor",
            system: { acBonus: 1, armor: 1, speed: 3, equipped: i < 10 },
          }
        : { name: `G${i}`, type: "gear", system: { quantity: i } },
  );
  const models = async (type: string, system: (i: number) => Record<string, unknown>) => {
    const list: { prepareDerivedData(): void }[] = [];
    for (let i = 0; i < 1000; i++) {
      const actor = await glue.createActor({ name: `${i}`, type, system: system(i), items });
      list.push(actor.system as unknown as { prepareDerivedData(): void }); // the model's own hook
    }
    return list;
  };
  const d20 = (i: number) => ({
    stats: { str: 8 + (i % 10), dex: 10, mnd: 12 },
    level: 1 + (i % 10),
  });
  const rulesets = {
    m20Character: await models("m20Character", d20),
    operaCharacter: await models("operaCharacter", d20),
    worldsCharacter: await models("worldsCharacter", (i) => ({ level: 1 + (i % 10) })),
  };
  for (const [type, list] of Object.entries(rulesets)) {
    it(type, () => {
      const ms = medianMs(() => list.forEach((m) => m.prepareDerivedData()), 11, 3);
      expect(ms).toBeLessThanOrEqual(20);
    });
  }
});
