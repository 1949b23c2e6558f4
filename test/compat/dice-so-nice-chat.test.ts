// The chat cards' deciding rolls reach Dice So Nice (test/compat/dice-sites.ts lists every site and
// its route): each site is driven on the stand-in, and the posted message carries its Roll(s), or
// the fake `game.dice3d` saw showForRoll with the card message's whisper, blind, id and speaker.
import { describe, expect, it, type Mock } from "vitest";
import type { Glue } from "../data/setup.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { SENDERS } from "../authority/world.js";
import { chatWorld, click, lastMessage } from "../applications/chat/click.js";
import { CASES, generationWorld, setCore } from "./generations.js";
import { battleDroid, knight, powerWorld } from "../applications/powers/world.js";
import { pendingRow, pushCardState } from "../applications/powers/card-fixtures.js";
import type { OpposedCard } from "../../src/cards/data.js";
import { CHAT_SITES, DICE_SITES, fakeDice3d, type DiceSite } from "./dice-sites.js";

const GM = "gm00000000000000";
const P1 = "player1000000000";

interface RolledDice {
  total: number;
  dice: { results: { result: number }[] }[];
}

/** The totals of a message's rolls, in order. */
const totals = (m: StandInMessage | undefined) =>
  (m?.rolls ?? []).map((r) => (r as RolledDice).total);

/** The faces each of a message's rolls shows, in order. */
const faces = (m: StandInMessage | undefined) =>
  (m?.rolls ?? []).map((r) =>
    (r as RolledDice).dice.flatMap((d) => d.results.map((x) => x.result)),
  );

const kara = (glue: Glue) =>
  glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: { stats: { str: 14, dex: 12, mnd: 16 }, level: 3, hitDice: [6, 6, 6] },
    items: [
      {
        _id: "saber00000000000",
        name: "Lightsaber",
        type: "weapon",
        system: { damage: "2d8", kind: "melee", damageType: "energy" },
      },
    ],
  });

const actions = () => import("../../src/cards/roll/actions.js");
const opposedModule = () => import("../../src/cards/opposed/check.js");

/**
 * An m20 opposed check by Kara (d20 10 + 2) against one resister (+1); with `autoResistNpcs`, an
 * NPC resists at once, with `resisted` as its d20.
 */

/** A Star Worlds world with Player One's Ace, who has Hero Points to spend. */
async function aceWithHeroPoints() {
  const glue = await chatWorld("starWorlds");
  const ace = await glue.createActor({
    name: "Ace",
    type: "worldsCharacter",
    system: { heroPoints: { value: 3, spent: 4 } },
    ownership: { default: 0, [P1]: 3 },
  });
  return { glue, ace };
}

async function opposedCheck(
  glue: Glue,
  resister: { uuid: string; name: string },
  resisted?: number,
  autoResistNpcs = true,
) {
  const { D20Check } = await import("../../src/dice/rolls.js");
  const actor = await kara(glue);
  scriptedDice.push(10, ...(resisted === undefined ? [] : [resisted]));
  return (await opposedModule()).requestOpposedCheck({
    actor,
    ruleset: "m20",
    roll: D20Check.build(2, { ruleset: "m20", kind: "check", target: null }),
    bonus: 2,
    title: "HOLOCRON.Roll.Title.Stat",
    titleData: { name: "HOLOCRON.Sheet.Stat.str" },
    resisters: [
      {
        uuid: resister.uuid,
        name: resister.name,
        bonus: 1,
        resistLabel: "HOLOCRON.Sheet.Skill.physical",
      },
    ],
    autoResistNpcs,
  });
}

/** Each chat site: drives it and checks the Roll(s) on its message or the showForRoll call. */
const drive: Partial<Record<DiceSite, () => Promise<void>>> = {
  async attack() {
    const glue = await chatWorld();
    scriptedDice.push(14);
    await (await actions()).rollAttack(await kara(glue), "saber00000000000", { fast: true });
    expect(faces(lastMessage())).toEqual([[14]]);
  },
  async damage() {
    const glue = await chatWorld();
    scriptedDice.push(3, 5);
    await (await actions()).rollDamage(await kara(glue), "saber00000000000", { targets: [] });
    expect(totals(lastMessage())).toEqual([3 + 5 + 2]);
  },
  async check() {
    const glue = await chatWorld();
    scriptedDice.push(11);
    await (await actions()).rollStat(await kara(glue), "mnd", { fast: true });
    expect(totals(lastMessage())).toEqual([11 + 3]);
  },
  async "check: a blind roll, ghost dice for the others"() {
    const { generation, setting, names } = CASES[0]!;
    const glue = await generationWorld(generation);
    const actor = await kara(glue);
    await setCore(glue, setting, names.blind);
    scriptedDice.push(11);
    await (await actions()).rollStat(actor, "mnd", { fast: true });
    // DSN reads the message's whisper and blind: real dice for the GM, ghost dice for the others.
    expect(lastMessage()).toMatchObject({ whisper: [GM], blind: true });
    expect(faces(lastMessage())).toEqual([[11]]);
  },
  async "check: a Hero Point reroll"() {
    const { ace } = await aceWithHeroPoints();
    actAs(P1);
    scriptedDice.push(2, 2);
    await (await actions()).rollStat(ace, "daring", { fast: true });
    scriptedDice.push(3, 3);
    await click(lastMessage(), "heroReroll");
    // The reroll is a message of its own, in the card's visibility.
    expect(faces(lastMessage())).toEqual([[3, 3]]);
  },
  async "opposed: the actor's side"() {
    const glue = await chatWorld();
    const jax = await glue.createActor({
      name: "Jax",
      type: "m20Character",
      ownership: { default: 0, [P1]: 3 },
    });
    await opposedCheck(glue, jax);
    expect(totals(lastMessage())).toEqual([12]);
  },
  async "opposed: an NPC resister's side, rolled at once"() {
    const glue = await chatWorld();
    const droid = await glue.createActor({ name: "Droid", type: "m20Npc" });
    Object.defineProperty(droid, "hasPlayerOwner", { value: false });
    const message = await opposedCheck(glue, droid, 15);
    // Before: only the actor's Roll was on the message; the NPC's total alone was kept.
    expect(totals(message as never)).toEqual([12, 15 + 1]);
  },
  async "resist: the Resist button (a player's or an NPC's row), rolled by the GM"() {
    const glue = await chatWorld();
    const jax = await glue.createActor({
      name: "Jax",
      type: "m20Character",
      ownership: { default: 0, [P1]: 3 },
    });
    const droid = await glue.createActor({ name: "Droid", type: "m20Npc" });
    const { resistOpposed } = await opposedModule();
    for (const [resister, sender] of [
      [jax, SENDERS.p1],
      [droid, SENDERS.gm],
    ] as const) {
      actAs(GM);
      const message = (await opposedCheck(
        glue,
        resister,
        undefined,
        false,
      )) as unknown as StandInMessage;
      // A blind card whispered to the GM: its resistance is a secret roll.
      Object.assign(message, { whisper: [GM], blind: true });
      const shown = fakeDice3d(glue.env.game);
      scriptedDice.push(9);
      await resistOpposed.carryOut({ messageId: message.id, index: 0 }, sender);
      expectShown(shown, message, [9 + 1], true);
    }
  },
  async "opposed: a Hero Point reroll"() {
    const { glue, ace } = await aceWithHeroPoints();
    const rival = await glue.createActor({ name: "Rival", type: "worldsNpc" });
    const { postCard } = await import("../../src/cards/card.js");
    const card: OpposedCard = {
      type: "opposed",
      actor: { uuid: ace.uuid, name: "Ace", img: "" },
      title: "HOLOCRON.Roll.Title.Stat",
      titleData: { name: "HOLOCRON.Sheet.Attribute.daring" },
      formula: "2d6",
      total: 7,
      ruleset: "starWorlds",
      bonus: 0,
      purpose: null,
      resisters: [
        {
          uuid: rival.uuid,
          name: "Rival",
          ac: null,
          bonus: 1,
          resistLabel: "HOLOCRON.Sheet.Attribute.guile",
          chance: 0.5,
          result: { rounds: [{ actor: 7, resister: 9 }], winner: "resister" },
        },
      ],
    };
    actAs(GM);
    const message = (await postCard(card, { actor: ace as never })) as unknown as StandInMessage;
    const shown = fakeDice3d(glue.env.game);
    scriptedDice.push(6, 5);
    const { opposedReroll } = await import("../../src/cards/opposed/reroll.js");
    await opposedReroll.carryOut({ messageId: message.id, index: 0, side: "actor" }, SENDERS.p1);
    expectShown(shown, message, [11], false);
  },
  async "power: its checks and an NPC's resistance"() {
    const glue = await powerWorld();
    actAs(GM);
    const knightActor = await knight(glue, ["push"]);
    const droid = await battleDroid(glue, "A");
    const { powerUse } = await import("../../src/applications/powers/power-requests.js");
    scriptedDice.push(15, 5);
    await powerUse.carryOut(
      {
        actorUuid: knightActor.uuid,
        itemId: knightActor.items.contents[0]!.id!,
        targetUuids: [droid.uuid],
        modifier: 0,
        dc: 15,
      },
      SENDERS.p1,
    );
    const card = messages
      .filter((m) => (m.flags.holocron as Record<string, unknown>)?.power)
      .at(-1);
    // The power's check against the droid, then the droid's own resistance (d20 5 + 1).
    expect(card?.rolls).toHaveLength(2);
    expect(totals(card)[1]).toBe(5 + 1);
  },
  async "power: a player's resistance"() {
    const glue = await powerWorld();
    actAs(GM);
    const droid = await battleDroid(glue, "A");
    const row = pendingRow({ targetUuid: droid.uuid, name: "A", droid: true, resistBonus: 3 });
    const card = await ChatMessage.create({
      flags: { holocron: { power: pushCardState({ rows: [row] }) } },
    });
    const { powerResist } = await import("../../src/applications/powers/power-requests.js");
    scriptedDice.push(4);
    await powerResist.carryOut({ messageId: card!.id!, row: 0 }, SENDERS.gm);
    expect(totals(lastMessage())).toEqual([4 + 3]);
  },
  async "dying check"() {
    const glue = await chatWorld("spaceOpera");
    const vex = await glue.createActor({
      name: "Vex",
      type: "operaCharacter",
      system: { stats: { str: 12 }, level: 3, health: { value: -2 } },
    });
    const { foundryDyingRoll } = await import("../../src/documents/combat.js");
    scriptedDice.push(16);
    expect(await foundryDyingRoll({ bonus: 4, actor: vex })).toBe(20);
    expect(totals(lastMessage())).toEqual([20]);
  },
  async "hit dice"() {
    const glue = await chatWorld();
    const actor = await kara(glue);
    const { rollHitDice } = await import("../../src/documents/state-follow.js");
    scriptedDice.push(4, 2);
    expect(await rollHitDice(actor, [6, 6, 6], 2)).toEqual([6, 6, 6, 4, 2]);
    expect(totals(lastMessage())).toEqual([6]);
  },
  async "hazard checks"() {
    const glue = await chatWorld();
    (await import("../../src/cards/kinds.js")).registerCardKinds();
    const actor = await kara(glue);
    const { runHazard } = await import("../../src/applications/gm/hazard-flow.js");
    actAs(GM);
    scriptedDice.push(4, 4, 4, 4, 10);
    await runHazard({
      request: { kind: "falling", feet: 40, intoHazard: false, surge: "half", surgeDc: 12 },
      damageType: "kinetic",
      creatures: [{ actor: actor as never, choice: "roll" }],
    });
    // The fall's damage and the creature's check, both on the hazard card.
    expect(lastMessage().rolls).toHaveLength(2);
    expect(totals(lastMessage())[0]).toBe(16);
  },
};

/**
 * The fake DSN saw each roll once, with `expected` totals, shown to every client (synchronize)
 * with the card message's whisper, blind, id and speaker, secret when the message hides it.
 */
function expectShown(shown: Mock, message: StandInMessage, expected: number[], secret: boolean) {
  expect(shown.mock.calls.map((call) => (call[0] as { total: number }).total)).toEqual(expected);
  for (const call of shown.mock.calls) {
    expect(call.slice(1)).toEqual([
      expect.objectContaining({ id: GM }),
      true,
      message.whisper.length ? message.whisper : null,
      message.blind,
      message.id,
      message.speaker,
      { ghost: false, secret },
    ]);
  }
}

describe("the chat cards' deciding rolls reach Dice So Nice", () => {
  it("drives every chat site of the list", () => {
    expect(Object.keys(drive).sort()).toEqual([...CHAT_SITES].sort());
  });

  it.each(CHAT_SITES.map((site) => ({ site, route: DICE_SITES[site] })))(
    "$site: $route",
    async ({ site }) => {
      await drive[site]!();
    },
  );
});
