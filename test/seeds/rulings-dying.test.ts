// Space Opera's dying check, one per round (rulings: Space Opera, "One check per round: in combat a
// check rolled by hand (sheet or tracker) is that round's check, and the turn start makes no second
// one"), through what the sheet's and tracker's button and the combat's turn start run.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { createCombat, type StandInCombatDoc } from "../foundry/parts/combat.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import type { HolocronCombatant } from "../../src/documents/combatant.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
  (await import("../../src/documents/register-combat.js")).registerCombat();
});

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

/** STR 12 (+1), level 3, at −2 HP: dying; the check is d20 + 4 vs 20. */
const dying = () =>
  glue.createActor({
    name: "Vex",
    type: "operaCharacter",
    system: { stats: { str: 12 }, level: 3, health: { value: -2 } },
  });

/** A started combat at `round` with the actor fighting in it. */
function fight(actor: unknown, round: number) {
  const combat = createCombat() as StandInCombatDoc & {
    _onStartTurn(c: unknown, ctx: object): Promise<void>;
  };
  combat.active = true;
  combat.round = round;
  const combatant = combat.addCombatant({ actor: actor as StandInActor });
  return { combat, combatant: combatant as unknown as HolocronCombatant };
}

/** The dice of every dying check rolled (a natural 18: survives). */
const roll = vi.fn(async ({ bonus }: { bonus: number }) => 18 + bonus);

describe("rulings: one dying check per round (Space Opera)", () => {
  it("a check rolled from the sheet or tracker is the round's check: the turn start and a second click roll none", async () => {
    const { HolocronCombat } = await import("../../src/documents/combat.js");
    const { foundryTurnStartDeps } = await import("../../src/documents/combat.js");
    const { requestedDyingDeps, rollDyingCheck } =
      await import("../../src/applications/combat/dying-check.js");
    HolocronCombat.turnStartDeps = { ...foundryTurnStartDeps, roll };
    roll.mockClear();
    const vex = await dying();
    const { combat, combatant } = fight(vex, 2);
    expect(await rollDyingCheck(vex, requestedDyingDeps(vex, roll))).toBe("survives");
    await combat._onStartTurn(combatant, { round: 2, turn: 0, skipped: false });
    expect(await rollDyingCheck(vex, requestedDyingDeps(vex, roll))).toBeNull();
    expect(roll).toHaveBeenCalledTimes(1);
    expect(notices().at(-1)).toBe("HOLOCRON.Combat.Dying.AlreadyChecked");
    // the next round has its own check, at the turn's start
    combat.round = 3;
    await combat._onStartTurn(combatant, { round: 3, turn: 0, skipped: false });
    expect(roll).toHaveBeenCalledTimes(2);
  });

  it("out of combat the GM calls for each check", async () => {
    const { requestedDyingDeps, rollDyingCheck } =
      await import("../../src/applications/combat/dying-check.js");
    roll.mockClear();
    const vex = await dying();
    expect(await rollDyingCheck(vex, requestedDyingDeps(vex, roll))).toBe("survives");
    expect(await rollDyingCheck(vex, requestedDyingDeps(vex, roll))).toBe("survives");
    expect(roll).toHaveBeenCalledTimes(2);
  });
});
