// Hostile player, the facts the GM's automation reads: each test is an attack a player carries out
// with their own documents (their actor, its effects, their combatant: Foundry lets an owner write
// all three) and asserts what the README's "Stored facts the automation reads" promises: the GM's
// automation believes only what the GM wrote. Each failed before the facts moved to the combat.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../foundry/parts/chat.js";
import { createCombat, type StandInCombatDoc } from "../foundry/parts/combat.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import { actAs } from "../foundry/parts/users.js";
import { GM, P1, table, type Table } from "../authority/world.js";
import { quietConsole, lastRefusal } from "./world.js";
import type { HolocronCombatant } from "../../src/documents/combatant.js";

let t: Table;
beforeEach(async () => {
  quietConsole();
  t = await table();
  (await import("../../src/documents/register-combat.js")).registerCombat();
  await import("../../src/applications/combat/dying-check.js");
});

type TurnCombat = StandInCombatDoc & { _onStartTurn(c: unknown, ctx: object): Promise<void> };

/** A started combat at `round`, the GM's, with one combatant per actor. */
function fight(actors: unknown[], round: number) {
  actAs(GM);
  const combat = createCombat() as TurnCombat;
  combat.active = true;
  combat.round = round;
  const combatants = actors.map(
    (actor) =>
      combat.addCombatant({ actor: actor as StandInActor }) as unknown as HolocronCombatant,
  );
  return { combat, combatants };
}

/** Player One's Space Opera character: STR 12, level 3, at `hp` (at 0 or below: dying). */
const vex = (hp: number) =>
  t.glue.createActor({
    name: "Vex",
    type: "operaCharacter",
    ownership: { default: 0, [P1]: 3 },
    system: { stats: { str: 12 }, level: 3, health: { value: hp } },
  });

/** Lets the GM's follow-ups (queued after each write) finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The dice of the GM's turn-start dying checks (a natural 18: survives). */
const roll = vi.fn(async ({ bonus }: { bonus: number }) => 18 + bonus);

async function gmTurnStarts(combat: TurnCombat, combatant: unknown, round: number) {
  const { HolocronCombat } = await import("../../src/documents/combat.js");
  const { foundryTurnStartDeps } = await import("../../src/documents/combat.js");
  HolocronCombat.turnStartDeps = { ...foundryTurnStartDeps, roll };
  actAs(GM);
  await combat._onStartTurn(combatant, { round, turn: 0, skipped: false });
}

describe("hostile player: the dying check's round", () => {
  it("a dyingCheckRound the owner writes on their own actor: the GM's turn start still rolls", async () => {
    // Repro: as Player One, each round before their turn —
    //   game.actors.getName("Vex").setFlag("holocron", "dyingCheckRound",
    //     { combat: game.combat.id, round: game.combat.round })
    // The GM's turn start read the flag as this round's check made, and skipped it (nothing
    // recorded): a dying character never died.
    const actor = await vex(-2);
    const { combat, combatants } = fight([actor], 2);
    roll.mockClear();
    actAs(P1);
    await actor.setFlag("holocron", "dyingCheckRound", { combat: combat.id, round: 2 } as never);
    await gmTurnStarts(combat, combatants[0], 2);
    expect(roll, "the GM's dying check").toHaveBeenCalledTimes(1);
  });

  it("the round recorded from the owner's own client (the system's own record) is no check", async () => {
    // Repro: as Player One, in the console, the system's own store of the round —
    //   foundryDyingRounds.record(actor, { combat: game.combat.id, round: game.combat.round })
    // It wrote the owner's actor flag, which the GM's turn start believed.
    const actor = await vex(-2);
    const { combat, combatants } = fight([actor], 3);
    const { foundryDyingRounds } = await import("../../src/documents/combat.js");
    roll.mockClear();
    actAs(P1);
    await foundryDyingRounds.record(actor as never, { combat: combat.id, round: 3 }).catch(() => {
      // The combat refuses a player's write: that is a refusal too.
    });
    await gmTurnStarts(combat, combatants[0], 3);
    expect(roll, "the GM's dying check").toHaveBeenCalledTimes(1);
  });

  it("the owner's dying check in combat is the GM's roll, not one the owner's client makes", async () => {
    // Repro: as Player One, click Dying check on Vex's sheet in combat: the owner's client rolled
    // the check (its dice, its result: a console can script both) and marked the round, so the
    // GM's turn start rolled none. Now the GM's client rolls it and records the round.
    const actor = await vex(-2);
    fight([actor], 4);
    const { rollDyingCheck } = await import("../../src/applications/combat/dying-check.js");
    const count = messages.length;
    actAs(P1);
    let done = false;
    const asked = rollDyingCheck(actor as never).finally(() => (done = true));
    // Player One's client works until it asks the GM (or is done on its own).
    for (let i = 0; i < 50 && !done && t.glue.socket.queue.length === 0; i++) await settle();
    actAs(GM);
    await t.glue.socket.deliver();
    actAs(P1);
    await t.glue.socket.deliver();
    await asked;
    actAs(GM);
    const rolled = messages.slice(count);
    expect(rolled.length, "the check's message").toBe(1);
    expect(rolled[0]!.author.isGM, "rolled by the GM's client").toBe(true);
  });
});

/** The actor's combatant in the combat, marked defeated by the GM by hand with the status. */
async function markedByHand(actor: StandInActor, combatant: HolocronCombatant) {
  actAs(GM);
  await combatant.update({ defeated: true } as never);
  await (actor as unknown as Actor.Implementation).toggleStatusEffect("defeated", { active: true });
  await settle();
}

describe("hostile player: the defeated mark", () => {
  it("an autoDefeated flag the owner writes on their own combatant: a GM heal keeps the GM's own mark", async () => {
    // Repro: the GM marks Player One's character defeated by hand (the tracker's toggle and the
    // status). As Player One — `game.combat.combatants.get(<id>).setFlag("holocron",
    // "autoDefeated", true)` — the mark now reads as Holocron's own, so the GM's next write of the
    // actor (a heal) lifted the GM's hand-made mark and deleted its status.
    const actor = await vex(10);
    const { combatants } = fight([actor], 1);
    await markedByHand(actor as unknown as StandInActor, combatants[0]!);
    actAs(P1);
    await combatants[0]!.update({ "flags.holocron.autoDefeated": true } as never);
    actAs(GM);
    await actor.update({ "system.health.value": 12 } as never);
    await settle();
    expect(combatants[0]!.defeated, "the GM's hand-made mark").toBe(true);
    expect(actor.statuses.has("defeated"), "its status").toBe(true);
  });

  it("the owner deletes their own Dying effect: the defeated mark the GM's automation set stays", async () => {
    // Repro: Ace (Star Worlds, Player One's) is Dying (the GM set it), so the GM's client marked
    // its combatant defeated (Dying is out of the fight: seed 002). As Player One, delete the
    // Dying effect from Ace's sheet (an owner may): the GM's client saw the actor no longer out
    // and cleared the defeated mark. The mark is the GM's state.
    const { combatants } = fight([t.ace], 1);
    actAs(GM);
    await t.ace.toggleStatusEffect("dying", { active: true });
    await settle();
    expect(combatants[0]!.defeated, "marked by the GM's automation").toBe(true);
    actAs(P1);
    const dying = [...t.ace.effects].filter((e) => e.statuses.has("dying")).map((e) => e.id!);
    await t.ace.deleteEmbeddedDocuments("ActiveEffect", dying);
    actAs(GM);
    await settle();
    expect(combatants[0]!.defeated, "the GM's defeated mark").toBe(true);
    expect(lastRefusal(), "recorded on the GM's console").toContain("DefeatedByGm");
  });
});

describe("hostile player: the Daring tie-break", () => {
  it("a tieBreak the owner writes on their own combatant: the GM's order does not move", async () => {
    // Repro: Ace (Player One's) and Zed tie on Speed; the GM's Daring roll put Zed first. As
    // Player One — `game.combat.combatants.get(<Ace's>).setFlag("holocron", "tieBreak", 99)` —
    // Ace's own flag was the rank the order read: Ace acted first.
    await t.ace.update({ "system.speed": 3 } as never);
    await t.zed.update({ "system.speed": 3 } as never);
    const { combat, combatants } = fight([t.ace, t.zed], 1);
    const [ace, zed] = combatants;
    const { HolocronCombat } = await import("../../src/documents/combat.js");
    const rolls = [5, 9];
    HolocronCombat.daringRoller = async () => ({ total: rolls.shift() ?? 0, roll: null });
    actAs(GM);
    await combat.rollInitiative([ace!.id!, zed!.id!]);
    const order = () => combat.setupTurns().map((c) => c.id);
    expect(order(), "the GM's tie-break: Zed first").toEqual([zed!.id, ace!.id]);
    actAs(P1);
    await ace!.update({
      "flags.holocron.tieBreak": 99,
      "flags.holocron.daringRolls": [99],
    } as never);
    actAs(GM);
    expect(order(), "the order after Player One's flag").toEqual([zed!.id, ace!.id]);
  });
});

describe("hostile player: the heat and cold count", () => {
  it("the owner sets their own exposureChecks back to 0: the GM's next check keeps its DC", async () => {
    // Repro: the GM's hazard tool has made Player One's Knight roll two heat checks (the next DC
    // is 17: seed 000 line 19). As Player One — `actor.setFlag("holocron", "exposureChecks", 0)`
    // — the tool read the owner's flag: the next check was at DC 15 again.
    const kael = await t.glue.createActor({
      name: "Kael",
      type: "m20Character",
      ownership: { default: 0, [P1]: 3 },
      system: { stats: { str: 10, dex: 12 }, hitDice: [6], health: { value: 6 } },
    });
    const { runHazard, hazardCreatureOf } =
      await import("../../src/applications/gm/hazard-flow.js");
    actAs(GM);
    for (let i = 0; i < 2; i++) {
      await runHazard({
        request: { kind: "exposure" },
        damageType: "kinetic",
        creatures: [{ actor: kael as never, choice: "roll" }],
      });
    }
    await settle();
    expect(hazardCreatureOf(kael as never).previousChecks, "the GM's count").toBe(2);
    actAs(P1);
    await kael.setFlag("holocron", "exposureChecks", 0 as never);
    actAs(GM);
    await settle();
    expect(hazardCreatureOf(kael as never).previousChecks, "after the owner's edit").toBe(2);
  });
});
