// The tracker's and the chase's deciding rolls reach Dice So Nice (test/compat/dice-sites.ts lists
// every site and its route): each site is driven on the stand-in, and the posted message carries
// its Roll(s), or the fake `game.dice3d` saw showForRoll with the card message's whisper and blind.
import { describe, expect, it, vi } from "vitest";
import { setupGlue } from "../data/setup.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { messages } from "../foundry/parts/chat.js";
import { chatLog } from "../foundry/parts/combat.js";
import { actAs } from "../foundry/parts/users.js";
import { placeToken, StandInScene } from "../foundry/parts/scenes.js";
import type { StandInCollection } from "../foundry/parts/documents.js";
import { makeActor, makeCombat, setupCombatWorld, worldsSystem } from "../combat/world.js";
import { click, loadChaseModules } from "../applications/chase/world.js";
import { COMBAT_SITES, DICE_SITES, fakeDice3d, type DiceSite } from "./dice-sites.js";

type Obj = Record<string, unknown>;
const GM = "gm00000000000000";
const P1 = "player1000000000";

/** A Daring roller whose rolls are marked objects, each kept in `made` (the roll sites pass them on). */
function markedRoller(naturals: number[], made: { total: number }[]) {
  return async (daring: number) => {
    const roll = { total: (naturals.shift() ?? 0) + daring };
    made.push(roll);
    return { total: roll.total, roll: roll as never };
  };
}

/** A Star Worlds combat of Ace (a character with Hero Points) and Bo, tied on Speed 3. */
async function tiedCombat() {
  const world = await setupCombatWorld("starWorlds");
  actAs(GM);
  const ace = makeActor("Ace", "worldsCharacter", {
    ...worldsSystem({ speed: 3, daring: 2 }),
    heroPoints: { value: 2, spent: 5 },
  });
  const bo = makeActor("Bo", "worldsNpc", worldsSystem({ speed: 3, daring: 0 }));
  const { combat, combatants } = makeCombat([ace, bo]);
  return { world, combat, combatants };
}

/** A Star Worlds chase of Kara (P1's) after a thief at the same Speed, both checks rolled. */
async function starWorldsChase(checkDice: number[]) {
  const glue = await setupGlue("starWorlds");
  const scene = new StandInScene("Canyon");
  (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
  const runner = (name: string, owner: string | null) => ({
    name,
    type: owner ? "worldsCharacter" : "worldsNpc",
    system: owner ? { attributes: { daring: 1 } } : { attributes: { daring: 1 }, speed: 4 },
    ownership: owner ? { default: 0, [owner]: 3 } : { default: 0 },
  });
  for (const a of [
    await glue.createActor(runner("Kara", P1)),
    await glue.createActor(runner("Thief", null)),
  ])
    placeToken(scene, a as never, { select: true });
  const modules = await loadChaseModules();
  const app = modules.tracker.chaseTracker();
  actAs(GM);
  await click(modules.actions, app, "startFromSelected");
  await click(modules.actions, app, "begin");
  scriptedDice.push(...checkDice);
  await click(modules.actions, app, "rollAll");
  return { ...modules, app };
}

const totals = (rolls: unknown) => (rolls as { total: number }[]).map((r) => r.total);

const drive: Partial<Record<DiceSite, () => Promise<void>>> = {
  async "Daring tie-break"() {
    const { world, combat, combatants } = await tiedCombat();
    const made: { total: number }[] = [];
    world.HolocronCombat.daringRoller = markedRoller([3, 9], made);
    await combat.rollInitiative(combatants.map((c) => c.id!));
    // The Daring card's message carries both Daring rolls.
    expect(chatLog.at(-1)!.rolls).toEqual(made);
    expect(totals(made)).toEqual([5, 9]);
  },
  async "Daring tie-break: a Hero Point reroll"() {
    const { world, combat, combatants } = await tiedCombat();
    const made: { total: number }[] = [];
    world.HolocronCombat.daringRoller = markedRoller([3, 9, 10], made);
    await combat.rollInitiative(combatants.map((c) => c.id!));
    const posted = chatLog.at(-1)!;
    const message = {
      id: "message000000000",
      author: { id: GM, isGM: true },
      flags: posted.flags as Obj,
      whisper: [GM],
      blind: false,
      speaker: posted.speaker,
      update: vi.fn(async (data: Obj) => Object.assign(message, data)),
    };
    const game = Reflect.get(globalThis, "game") as Obj;
    game.messages = { get: () => message };
    Object.assign(game.combats as object, { get: () => combat });
    const shown = fakeDice3d(game);
    const { daringReroll } = await import("../../src/applications/combat/daring-reroll.js");
    await daringReroll.carryOut({ messageId: message.id, combatantId: combatants[0]!.id! }, {
      id: GM,
    } as never);
    // Ace's reroll (10 + 2), shown with the card's whisper (a secret roll) and id.
    expect(shown.mock.calls.map((call) => call[0])).toEqual([made[2]]);
    expect(shown.mock.calls[0]!.slice(2)).toEqual([
      true,
      [GM],
      false,
      message.id,
      posted.speaker,
      { ghost: false, secret: true },
    ]);
  },
  async "chase: a round's check"() {
    await starWorldsChase([2, 2, 5, 5]);
    // Each runner's check is its own message's Roll: 2d6 + Daring 1.
    expect(messages.slice(-2).map((m) => totals(m.rolls))).toEqual([[5], [11]]);
  },
  async "chase: tie-breaks"() {
    const { actions, app } = await starWorldsChase([3, 3, 3, 3]);
    // 7 against 7 at equal Speed: the tie is rolled again (6 + 6 + 1 against 1 + 1 + 1).
    scriptedDice.push(6, 6, 1, 1);
    await click(actions, app, "resolve");
    const card = messages.filter((m) => (m.flags.holocron as Obj | undefined)?.chaseRound).at(-1);
    // Before: the tie-break dice were rolled and kept on the chase, never posted.
    expect(totals(card?.rolls)).toEqual([13, 3]);
  },
};

describe("the tracker's and the chase's deciding rolls reach Dice So Nice", () => {
  it("drives every combat and chase site of the list", () => {
    expect(Object.keys(drive).sort()).toEqual([...COMBAT_SITES].sort());
  });

  it.each(COMBAT_SITES.map((site) => ({ site, route: DICE_SITES[site] })))(
    "$site: $route",
    async ({ site }) => {
      await drive[site]!();
    },
  );
});
