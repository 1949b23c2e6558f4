// F9: an attack made on the actor's own turn in the started combat spends its action (the
// tracker's marker); off-turn, out of combat, or cancelled, nothing is marked. A combatant's
// ownership follows its actor, as in core, so a player's own combatant is marked by the player.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { dialogAnswers } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import type { Notice } from "../foundry/parts/ui.js";
import { applyMarkerFlags } from "./marker-flags.js";

type Obj = Record<string, unknown>;
let glue: Glue;

beforeEach(async () => {
  glue = await setupGlue();
  (await import("../../src/dice/register.js")).registerRolls();
});

const P1 = "player1000000000";
const SABER = "saber00000000000";
const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;

/**
 * A combatant as core has it: ownership of its actor; an update by a non-owner throws, and an
 * update is applied (the marker flags are what the code reads back).
 */
class Combatant {
  updates: Obj[] = [];
  constructor(readonly actor: { isOwner: boolean }) {}
  get isOwner() {
    return this.actor.isOwner;
  }
  actionRound: number | null = null;
  /** Round 1, its turn come (the tests below only act on a combatant's own turn or off it). */
  turnPosition = { round: 1, turnReached: true };
  get actionSpent() {
    return this.actionRound === 1;
  }
  async update(changes: Obj) {
    if (!this.isOwner) throw new Error("User lacks permission to update Combatant");
    this.updates.push(changes);
    applyMarkerFlags(this, changes);
    return this;
  }
}

function combat(actors: { isOwner: boolean }[], current: number, started = true) {
  const combatants = actors.map((a) => new Combatant(a));
  (glue.env.game.combats as unknown[]).push({
    active: true,
    started,
    combatants,
    combatant: combatants[current],
    getCombatantsByActor: (actor: unknown) => combatants.filter((c) => c.actor === actor),
  });
  return combatants;
}

const kara = () =>
  glue.createActor({
    name: "Kara",
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: { stats: { str: 14, dex: 12, mnd: 10 }, level: 3, hitDice: [6, 6, 6] },
    items: [
      {
        _id: SABER,
        name: "Lightsaber",
        type: "weapon",
        system: { damage: "2d8", kind: "melee", damageType: "energy" },
      },
    ],
  });
const droid = () => glue.createActor({ name: "Droid", type: "m20Npc" });
const attack = async (actor: unknown, fast = true) => {
  const { rollAttack } = await import("../../src/cards/roll/actions.js");
  scriptedDice.push(10);
  return rollAttack(actor as never, SABER, { fast });
};
const SPENT = [{ "flags.holocron.actionRound": 1 }];

describe("rollAttack and the action marker", () => {
  it("a player's attack on their own turn marks their own combatant", async () => {
    const a = await kara();
    const [mine] = combat([a, await droid()], 0);
    actAs(P1);
    expect(await attack(a)).not.toBeNull();
    expect(mine!.updates).toEqual(SPENT);
    expect(notices()).toEqual([]);
  });

  it.each([
    { what: "off its turn", current: 1, started: true },
    { what: "before the combat starts", current: 0, started: false },
  ])("$what: nothing is marked", async ({ current, started }) => {
    const a = await kara();
    const [mine] = combat([a, await droid()], current, started);
    await attack(a);
    expect(mine!.updates).toEqual([]);
  });

  it("out of combat, or a cancelled dialog: nothing is marked, nothing is thrown", async () => {
    const a = await kara();
    expect(await attack(a)).not.toBeNull();
    const [mine] = combat([a], 0);
    dialogAnswers.push({ button: "cancel" });
    expect(await attack(a, false)).toBeNull();
    expect(mine!.updates).toEqual([]);
  });

  it("an action already spent is not written again", async () => {
    const a = await kara();
    const [mine] = combat([a], 0);
    await attack(a);
    expect(mine!.actionSpent).toBe(true);
    await attack(a);
    expect(mine!.updates).toEqual(SPENT);
  });
});

describe("rollSkill and the action marker (a skill is the round's action)", () => {
  const skill = async (actor: unknown) => {
    const { rollSkill } = await import("../../src/cards/roll/actions.js");
    scriptedDice.push(12);
    return rollSkill(actor as never, "physical", { fast: true });
  };

  it("a skill check on the actor's own turn marks its combatant", async () => {
    const a = await kara();
    const [mine] = combat([a, await droid()], 0);
    actAs(P1);
    expect(await skill(a)).not.toBeNull();
    expect(mine!.updates).toEqual(SPENT);
  });

  it("off its turn nothing is marked", async () => {
    const a = await kara();
    const [mine] = combat([a, await droid()], 1);
    expect(await skill(a)).not.toBeNull();
    expect(mine!.updates).toEqual([]);
  });
});

describe("spendReactionAction (Deflect, Negate Energy)", () => {
  const react = async (actor: unknown) => {
    const { spendReactionAction } = await import("../../src/documents/turn-action.js");
    return spendReactionAction(actor as never);
  };

  it("on the actor's own turn it spends this turn's action; off it, the next turn's", async () => {
    const a = await kara();
    const [onTurn] = combat([a, await droid()], 0);
    expect(await react(a)).toBe(true);
    expect(onTurn!.updates).toEqual(SPENT);
    (glue.env.game.combats as unknown[]).length = 0;
    const [offTurn] = combat([a, await droid()], 1);
    expect(await react(a)).toBe(true);
    expect(offTurn!.updates).toEqual([{ "flags.holocron.actionRound": 2 }]);
  });

  it("out of combat or before it starts nothing is marked", async () => {
    const a = await kara();
    expect(await react(a)).toBe(false);
    const [mine] = combat([a], 0, false);
    expect(await react(a)).toBe(false);
    expect(mine!.updates).toEqual([]);
  });
});
