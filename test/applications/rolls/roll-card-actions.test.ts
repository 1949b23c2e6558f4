// F2: damage rolled from an attack card's hit defeats a mook even when it comes to 0 (rulings:
// "any successful attack defeats them"); the same 0 damage not from a hit leaves it standing.
import { beforeEach, describe, expect, it } from "vitest";
import { standIn, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { cardOf, chatWorld, click, lastMessage } from "../chat/click.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld();
});

const KNIFE = "knife00000000000";
const RULESETS = [
  { ruleset: "m20", attacker: "m20Character", mook: "m20Npc" },
  { ruleset: "spaceOpera", attacker: "operaCharacter", mook: "operaNpc" },
] as const;

async function scene(types: (typeof RULESETS)[number], owner?: string) {
  const attacker = await glue.createActor({
    name: "Kara",
    type: types.attacker,
    ownership: owner ? { default: 0, [owner]: 3 } : undefined,
    system: { stats: { str: 10, dex: 10, mnd: 10 }, level: 1, hitDice: [6] },
    items: [
      {
        _id: KNIFE,
        name: "Stun knife",
        type: "weapon",
        system: { damage: "1d4-2", kind: "melee", damageType: "kinetic" },
      },
    ],
  });
  const mook = await glue.createActor({
    name: "Droid",
    type: types.mook,
    system: { stats: { dex: 10 }, mook: true },
  });
  targetMook(mook);
  return { attacker, mook };
}

/** The current user targets the mook's token. */
function targetMook(mook: unknown) {
  (glue.env.game as { user: { targets: Set<unknown> } }).user.targets.add({
    actor: mook,
    name: "Droid",
  });
}

const actions = () => import("../../../src/cards/roll/actions.js");

describe.each(RULESETS)("$ruleset: a 0-damage hit on a mook", (types) => {
  it("Roll Damage from a hit marks the card; Apply defeats the mook at 0 damage", async () => {
    const { attacker, mook } = await scene(types);
    scriptedDice.push(20);
    await (await actions()).rollAttack(attacker, KNIFE, { fast: true });
    expect(cardOf(lastMessage())).toMatchObject({
      type: "attack",
      rows: [{ outcome: "critical" }],
    });
    scriptedDice.push(1, 1);
    await click(lastMessage(), "rollDamage");
    const damage = lastMessage();
    expect(cardOf(damage)).toMatchObject({ type: "damage", fromHit: true });
    expect(cardOf(damage).type === "damage" && cardOf(damage)).toMatchObject({ total: -2 });
    await click(damage, "applyDamage", { mode: "damage" });
    expect(standIn(mook).statuses.has("defeated")).toBe(true);
    expect(cardOf(lastMessage())).toMatchObject({
      type: "applied",
      rows: [{ amount: 0, statuses: ["HOLOCRON.Status.defeated"] }],
    });
  });

  it("the same 0 damage rolled from the sheet (no hit) leaves the mook standing", async () => {
    const { attacker, mook } = await scene(types);
    scriptedDice.push(1);
    await (await actions()).rollDamage(attacker, KNIFE, { fast: true });
    expect(cardOf(lastMessage())).toMatchObject({ type: "damage", fromHit: false });
    await click(lastMessage(), "applyDamage", { mode: "damage" });
    expect(standIn(mook).statuses.has("defeated")).toBe(false);
  });
});

describe("a player's hit on a GM's mook goes through the GM relay with the hit option", () => {
  it("the GM accepts `hit: true` and defeats the mook", async () => {
    const { attacker, mook } = await scene(RULESETS[0], "player1000000000");
    actAs("player1000000000");
    targetMook(mook);
    scriptedDice.push(15);
    await (await actions()).rollAttack(attacker, KNIFE, { fast: true });
    scriptedDice.push(2);
    await click(lastMessage(), "rollDamage");
    const pending = click(lastMessage(), "applyDamage", { mode: "damage" });
    await new Promise((r) => setTimeout(r, 0));
    // The player sends the card and the mode; the GM reads the hit and the amount from the card.
    expect(glue.socket.sent.at(-1)?.data).toMatchObject({
      authority: "request",
      kind: "card.apply",
      payload: { mode: "damage", to: "targets", actorUuids: [mook.uuid] },
    });
    actAs("gm00000000000000");
    await glue.socket.deliver();
    actAs("player1000000000");
    await glue.socket.deliver();
    await pending;
    expect(standIn(mook).statuses.has("defeated")).toBe(true);
    expect(messages.at(-1)?.getFlag("holocron", "card")).toMatchObject({ type: "applied" });
  });
});

describe("the hit option reaches only the actors the attack hit (review N5)", () => {
  it("Apply to selected tokens: a selected mook the attack did not hit stays standing", async () => {
    const { attacker, mook } = await scene(RULESETS[0]);
    const other = await glue.createActor({
      name: "Other droid",
      type: "m20Npc",
      system: { stats: { dex: 10 }, mook: true },
    });
    scriptedDice.push(20);
    await (await actions()).rollAttack(attacker, KNIFE, { fast: true });
    scriptedDice.push(1, 1);
    await click(lastMessage(), "rollDamage");
    const damage = lastMessage();
    const controlled = (glue.env.extra.canvas as { tokens: { controlled: unknown[] } }).tokens
      .controlled;
    controlled.push({ actor: other, name: "Other droid" }, { actor: mook, name: "Droid" });
    await click(damage, "applyDamage", { mode: "damage" }, "selected");
    expect(standIn(other).statuses.has("defeated")).toBe(false);
    expect(standIn(mook).statuses.has("defeated")).toBe(true);
  });
});
