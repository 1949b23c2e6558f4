// The dying check on request (sheet or tracker button), in combat or out of it: seed 003 line 3,
// "every round, the character must succeed on a check of his STR + character level, DC 20 … or die".
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import { actAs } from "../../foundry/parts/users.js";
import type * as DyingCheck from "../../../src/applications/combat/dying-check.js";

let glue: Glue;
let dyingCheckOffered: typeof DyingCheck.dyingCheckOffered;
let requestedDyingDeps: typeof DyingCheck.requestedDyingDeps;
let rollDyingCheck: typeof DyingCheck.rollDyingCheck;
beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
  // Imported once the stand-in exists: the roll classes extend its globals.
  ({ dyingCheckOffered, requestedDyingDeps, rollDyingCheck } =
    await import("../../../src/applications/combat/dying-check.js"));
});

/** STR 12 (+1), level 3: the check is d20 + 4 vs 20. */
const dying = (hp = -2) =>
  glue.createActor({
    name: "Vex",
    type: "operaCharacter",
    system: { stats: { str: 12 }, level: 3, health: { value: hp } },
  });

/** Deps whose d20 rolls `natural` and record the bonus they were asked to add. */
function scripted(actor: Actor.Implementation, natural: number) {
  const bonuses: number[] = [];
  const deps = requestedDyingDeps(actor, async ({ bonus }) => {
    bonuses.push(bonus);
    return natural + bonus;
  });
  return { deps, bonuses };
}

describe("a requested dying check", () => {
  it("seed 003 line 3: total 20 (16 + 4) survives, out of combat; nothing changes", async () => {
    const vex = await dying();
    expect(dyingCheckOffered(vex)).toBe(true);
    const { deps, bonuses } = scripted(vex, 16);
    expect(await rollDyingCheck(vex, deps)).toBe("survives");
    expect(bonuses).toEqual([4]);
    expect(vex.statuses.has("dead")).toBe(false);
  });

  it("seed 003 line 3: total 19 (15 + 4) dies: the dead status, as an overlay", async () => {
    const vex = await dying();
    const { deps } = scripted(vex, 15);
    expect(await rollDyingCheck(vex, deps)).toBe("dies");
    const dead = [...vex.effects].find((e) => e.statuses.has("dead"));
    expect(dead?.flags).toEqual({ core: { overlay: true } });
    expect(dyingCheckOffered(vex)).toBe(false);
  });

  it("a dying status set by hand at positive HP is dying too", async () => {
    const vex = await dying(6);
    expect(dyingCheckOffered(vex)).toBe(false);
    await vex.toggleStatusEffect("dying", { active: true });
    expect(dyingCheckOffered(vex)).toBe(true);
    expect(await rollDyingCheck(vex, scripted(vex, 20).deps)).toBe("survives");
  });

  it("not dying: a warning and no roll; another player's character: refused", async () => {
    const vex = await dying(6);
    const { deps, bonuses } = scripted(vex, 20);
    expect(await rollDyingCheck(vex, deps)).toBeNull();
    const hurt = await dying();
    actAs("player2000000000");
    expect(dyingCheckOffered(hurt)).toBe(false);
    expect(await rollDyingCheck(hurt, deps)).toBeNull();
    expect(bonuses).toEqual([]);
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.map((n) => n.message)).toEqual([
      "HOLOCRON.Sheet.Conditions.NotDying",
      "HOLOCRON.Chat.Error.NotOwner",
    ]);
  });

  it("m20 has no dying check: an unconscious m20 character is not offered one", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 10 }, hitDice: [6], health: { value: 0 } },
    });
    expect(dyingCheckOffered(kara)).toBe(false);
    expect(await rollDyingCheck(kara, scripted(kara, 20).deps)).toBeNull();
  });
});
