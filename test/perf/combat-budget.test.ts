// Budget of the combat tracker's order under the stand-in (issue 6).
import { describe, expect, it } from "vitest";
import { medianMs } from "./measure.js";

describe("combat order budget (issue 6): sorting 200 combatants ≤ 1 ms", async () => {
  const { d20System, makeActor, makeCombat, setupCombatWorld, worldsSystem } =
    await import("../combat/world.js");
  await setupCombatWorld();
  it.each([
    ["m20Character", false],
    ["worldsCharacter", true],
  ] as const)("%s", (type, worlds) => {
    const actors = Array.from({ length: 200 }, (_, i) =>
      makeActor(
        `C${i}`,
        type,
        worlds ? worldsSystem({ speed: i % 5 }) : d20System({ dex: 8 + (i % 9) }),
      ),
    );
    const data = actors.map((_, i) => ({
      initiative: worlds ? i % 5 : 5 + (i % 17),
      flags: { holocron: { tieBreak: worlds ? (i % 7) + 1 : 0 } },
    }));
    const { combat } = makeCombat(actors, data);
    expect(medianMs(() => combat.setupTurns(), 50)).toBeLessThanOrEqual(1);
  });
});
