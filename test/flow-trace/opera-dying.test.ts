// @vitest-environment node
// (The comment above gives this file a worker of its own: trace.ts switches V8's call counts on for
// the whole worker, which must not touch another file's coverage.)
//
// How far a Space Opera dying check reaches: the src files that run from the dying character's
// turn start to the check rolled and its outcome written (CONTRIBUTING, "How far a flow reaches").
import { describe, expect, it } from "vitest";
import { FLOW_CEILING, report, srcFilesRunBy } from "./trace.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { setupGlue } from "../data/setup.js";
import { createCombat, type StandInCombatDoc } from "../foundry/parts/combat.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import { GM } from "../authority/world.js";

describe("src files one flow runs through", () => {
  it("a Space Opera dying check at the start of the dying character's turn", async () => {
    const glue = await setupGlue("spaceOpera");
    (await import("../../src/dice/register.js")).registerRolls();
    (await import("../../src/documents/register-combat.js")).registerCombat();
    const vex = await glue.createActor({
      name: "Vex",
      type: "operaCharacter",
      system: { stats: { str: 12 }, level: 3, health: { value: -2 } },
    });
    const combat = createCombat() as StandInCombatDoc & {
      _onStartTurn(c: unknown, context: object): Promise<void>;
    };
    combat.active = true;
    combat.round = 2;
    const combatant = combat.addCombatant({ actor: vex as unknown as StandInActor });
    const files = await srcFilesRunBy(async () => {
      actAs(GM);
      scriptedDice.push(3);
      await combat._onStartTurn(combatant, { round: 2, turn: 0, skipped: false });
    });
    expect(vex.statuses.has("dead")).toBe(true);
    expect(report("Space Opera dying check", files), files.join("\n")).toBeLessThanOrEqual(
      FLOW_CEILING.operaDying,
    );
  });
});
