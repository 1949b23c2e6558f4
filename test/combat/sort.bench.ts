// Sorting 200 combatants through _sortCombatants (budget ≤ 1 ms), per ruleset.
import { bench, describe } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld, worldsSystem } from "./world.js";

await setupCombatWorld();

function combatOf(type: string, worlds: boolean) {
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
  return makeCombat(actors, data).combat;
}

const m20Combat = combatOf("m20Character", false);
const worldsCombat = combatOf("worldsCharacter", true);

describe("sort 200 combatants", () => {
  bench("m20 (1d20 + DEX, ties by DEX score, name)", () => {
    m20Combat.setupTurns();
  });
  bench("Star Worlds (Speed, Daring tie-break)", () => {
    worldsCombat.setupTurns();
  });
});
