// F7: "Ask targets to resist" on check cards posts an opposed check for the user's current targets;
// a resister who is not the card's author rolls, and the GM marks the original row resolved.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { dialogAnswers, dialogCalls, messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { Notice } from "../../foundry/parts/ui.js";
import type { OpposedCard } from "../../../src/cards/data.js";
import { chatWorld, cardOf, click, lastMessage, viaGm } from "./click.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld();
});

const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;
const actions = () => import("../../../src/cards/roll/actions.js");
const P1 = "player1000000000";
const P2 = "player2000000000";

function target(...actors: { name: string }[]) {
  const user = (glue.env.game as { user: { targets: Set<unknown> } }).user;
  user.targets = new Set(actors.map((actor) => ({ actor, name: actor.name })));
}

async function d20Scene() {
  const kara = await glue.createActor({
    name: "Kara",
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: { stats: { str: 14, dex: 12, mnd: 16 }, level: 3, skills: { communication: 3 } },
  });
  const droid = await glue.createActor({
    name: "Droid",
    type: "m20Npc",
    system: { stats: { str: 14, dex: 10, mnd: 8 }, skills: { physical: 2 } },
  });
  const jax = await glue.createActor({
    name: "Jax",
    type: "m20Character",
    ownership: { default: 0, [P2]: 3 },
    system: { stats: { str: 10, dex: 16, mnd: 10 }, skills: { physical: 1, subterfuge: 4 } },
  });
  return { kara, droid, jax };
}

describe("Ask targets to resist: d20 check card", () => {
  it("the roller's owner picks skill + stat; an opposed card asks each target", async () => {
    const { kara, droid, jax } = await d20Scene();
    actAs(P1);
    scriptedDice.push(12);
    await (await actions()).rollSkill(kara, "communication", { fast: true });
    const check = lastMessage();
    expect(check.content).toContain('data-action="askResist"');
    target(droid, jax);
    dialogAnswers.push({ button: "ask", fill: { skill: "physical", stat: "str" } });
    await click(check, "askResist");
    expect(String(dialogCalls.at(-1)!.content)).toMatch(
      /value="physical"[\s\S]*value="subterfuge"/,
    );
    const card = cardOf(lastMessage()) as OpposedCard;
    // communication 3 + MND +3 = +6; 12 + 6 = 18
    expect(card).toMatchObject({ type: "opposed", ruleset: "m20", total: 18, bonus: 6 });
    expect(card.resisters).toMatchObject([
      { uuid: droid.uuid, bonus: 4, resistLabel: "HOLOCRON.Chat.Resist.SkillStat", result: null },
      { uuid: jax.uuid, bonus: 1, result: null },
    ]);
    expect(card.resisters[0]!.resistData).toEqual({
      skill: "HOLOCRON.Sheet.Skill.physical",
      stat: "HOLOCRON.Sheet.Stat.str",
    });
  });

  it("a resister who is not the author rolls; the GM marks the original row resolved", async () => {
    const { kara, jax } = await d20Scene();
    actAs(P1);
    scriptedDice.push(10);
    await (await actions()).rollSkill(kara, "communication", { fast: true });
    target(jax);
    dialogAnswers.push({ button: "ask", fill: { skill: "", stat: "dex" } });
    await click(lastMessage(), "askResist");
    const request = lastMessage();
    expect(request.content).toContain(`data-action="resistCheck" data-uuid="${jax.uuid}"`);
    scriptedDice.push(14);
    // The request goes to the GM, who rolls the resistance, writes the row and replies.
    await viaGm(glue.socket, P2, () => click(request, "resistCheck", { uuid: jax.uuid }));
    // The GM rolled and wrote the row on the card itself: 10 + 6 = 16 against 14 + DEX +3 = 17.
    expect(cardOf(request)).toMatchObject({
      resisters: [{ result: { winner: "resister", rounds: [{ actor: 16, resister: 17 }] } }],
    });
    expect(glue.socket.sent.at(-2)?.data).toMatchObject({
      authority: "request",
      kind: "card.resist",
      payload: { index: 0 },
    });
    expect(request.content).not.toContain('data-action="resistCheck"');
    // Clicking the old card again rolls nothing.
    actAs(P2);
    const count = messages.length;
    await click(request, "resistCheck", { uuid: jax.uuid });
    expect(messages).toHaveLength(count);
  });

  it.each([
    ["no targets", () => target(), "HOLOCRON.Chat.Error.NoResisters"],
    [
      "a token without an actor",
      () => {
        const user = (glue.env.game as { user: { targets: Set<unknown> } }).user;
        user.targets = new Set([{ actor: null, name: "Ghost" }]);
      },
      "HOLOCRON.Chat.Error.NoResisters",
    ],
  ])("%s: a warning, no dialog, no card", async (_what, setTargets, key) => {
    const { kara } = await d20Scene();
    scriptedDice.push(10);
    await (await actions()).rollSkill(kara, "communication", { fast: true });
    const count = messages.length;
    setTargets();
    await click(lastMessage(), "askResist");
    expect(notices().at(-1)?.message).toBe(key);
    expect(dialogCalls).toHaveLength(0);
    expect(messages).toHaveLength(count);
  });

  it("Cancel posts nothing; a user who does not own the roller is refused", async () => {
    const { kara, droid } = await d20Scene();
    scriptedDice.push(10);
    await (await actions()).rollSkill(kara, "communication", { fast: true });
    const check = lastMessage();
    target(droid);
    dialogAnswers.push({ button: "cancel" });
    await click(check, "askResist");
    expect(messages).toHaveLength(1);
    actAs(P2);
    target(droid);
    await click(check, "askResist");
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Chat.Error.NotOwner");
    expect(messages).toHaveLength(1);
  });
});

describe("Ask targets to resist: Star Worlds check card", () => {
  it("targets resist with an attribute; weapon attacks do not offer it", async () => {
    const ace = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { attributes: { presence: 2 } },
      items: [
        {
          _id: "blaster000000000",
          name: "Blaster",
          type: "weapon",
          system: { damage: "1d6", kind: "ranged", damageType: "energy" },
        },
      ],
    });
    const rival = await glue.createActor({
      name: "Rival",
      type: "worldsNpc",
      system: { attributes: { guile: 1 } },
    });
    scriptedDice.push(4, 3);
    await (await actions()).rollStat(ace, "presence", { fast: true });
    const check = lastMessage();
    expect(check.content).toContain('data-action="askResist"');
    target(rival);
    dialogAnswers.push({ button: "ask", fill: { attribute: "guile" } });
    await click(check, "askResist");
    expect(cardOf(lastMessage())).toMatchObject({
      type: "opposed",
      ruleset: "starWorlds",
      total: 9,
      bonus: 2,
      resisters: [{ uuid: rival.uuid, bonus: 1, resistLabel: "HOLOCRON.Sheet.Attribute.guile" }],
    });
    scriptedDice.push(4, 3);
    await (await actions()).rollAttack(ace, "blaster000000000", { fast: true });
    const attack = lastMessage();
    expect(attack.content).not.toContain('data-action="askResist"');
    const count = messages.length;
    await click(attack, "askResist");
    expect(messages).toHaveLength(count);
  });
});

describe("Ask targets to resist after a Hero Point reroll", () => {
  it("the opposed total is the card's kept total, not the first roll's", async () => {
    const ace = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { attributes: { presence: 2 }, heroPoints: { value: 1, spent: 0 } },
    });
    const rival = await glue.createActor({ name: "Rival", type: "worldsNpc" });
    scriptedDice.push(2, 2);
    await (await actions()).rollStat(ace, "presence", { fast: true });
    const check = lastMessage();
    scriptedDice.push(5, 5);
    await click(check, "heroReroll");
    expect(cardOf(check)).toMatchObject({ total: 12, previous: { total: 6 } });
    target(rival);
    dialogAnswers.push({ button: "ask", fill: { attribute: "menace" } });
    await click(check, "askResist");
    expect(cardOf(lastMessage())).toMatchObject({ type: "opposed", total: 12, bonus: 2 });
  });
});

describe("the public API", () => {
  it("game.holocron.actions.requestOpposedCheck is the card request", async () => {
    const { createApi } = await import("../../../src/api.js");
    const { requestOpposedCheck } = await import("../../../src/cards/opposed/check.js");
    expect(createApi().actions.requestOpposedCheck).toBe(requestOpposedCheck);
  });
});
