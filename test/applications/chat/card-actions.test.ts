import { beforeEach, describe, expect, it } from "vitest";
import { standIn, sys, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { Notice } from "../../foundry/parts/ui.js";
import type { DamageCard } from "../../../src/cards/data.js";
import { postDamageCard, vouch } from "./fixtures.js";
import { cardOf, chatWorld, click, viaGm } from "./click.js";

type Obj = Record<string, unknown>;
let glue: Glue;

beforeEach(async () => {
  glue = await chatWorld();
});

const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;

async function postDamage(card: Partial<DamageCard>): Promise<StandInMessage> {
  return postDamageCard({
    actor: { uuid: "Actor.none", name: "Someone", img: "" },
    ruleset: "m20",
    ...card,
  });
}

const m20Kara = () =>
  glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: { stats: { str: 10 }, hitDice: [6, 6], level: 2, health: { value: 12 } },
  });

describe("damage card: Apply / Apply half / Heal through the actor methods", () => {
  it("m20: Apply to the stored targets posts 'HP 12 → 4'; Undo (GM) restores exactly", async () => {
    const kara = await m20Kara();
    const message = await postDamage({ targets: [{ uuid: kara.uuid, name: "Kara", ac: 10 }] });
    await click(message, "applyDamage", { mode: "damage" });
    expect(sys(kara)).toMatchObject({ health: { value: 4 } });
    const applied = messages.at(-1)!;
    expect(cardOf(applied)).toMatchObject({
      type: "applied",
      rows: [{ name: "Kara", mode: "damage", amount: 8, changes: [{ from: 12, to: 4 }] }],
    });
    expect(applied.content).toContain("12 → 4");
    await click(applied, "undoDamage", { index: "0" });
    expect(sys(kara)).toMatchObject({ health: { value: 12 } });
    expect(cardOf(applied)).toMatchObject({ rows: [{ undone: true }] });
    // A second Undo of the same row changes nothing.
    await kara.applyDamage(1);
    await click(applied, "undoDamage", { index: "0" });
    expect(sys(kara)).toMatchObject({ health: { value: 11 } });
  });

  it("per-target rows: ×½ and ×2 are the GM's own arithmetic on the stored total; unchecked rows get nothing", async () => {
    const kara = await m20Kara();
    const bo = await glue.createActor({
      name: "Bo",
      type: "m20Character",
      system: { stats: { str: 10 }, hitDice: [6, 6], level: 2, health: { value: 12 } },
    });
    const message = await postDamage({
      total: 5,
      targets: [
        { uuid: kara.uuid, name: "Kara", ac: 10 },
        { uuid: bo.uuid, name: "Bo", ac: 10 },
      ],
    });
    await click(message, "applyDamage", { mode: "damage" }, "targets", {
      [kara.uuid]: "half",
      [bo.uuid]: "double",
    });
    // 5 × ½ rounds up to 3; 5 × 2 = 10
    expect(sys(kara)).toMatchObject({ health: { value: 9 } });
    expect(sys(bo)).toMatchObject({ health: { value: 2 } });
    expect(cardOf(messages.at(-1))).toMatchObject({
      rows: [
        { name: "Kara", mode: "half", amount: 3 },
        { name: "Bo", mode: "double", amount: 10 },
      ],
    });
    const again = await postDamage({ targets: [{ uuid: kara.uuid, name: "Kara", ac: 10 }] });
    const before = messages.length;
    await click(again, "applyDamage", { mode: "damage" }, "none");
    expect(messages.length).toBe(before);
    expect(notices().at(-1)).toMatchObject({ message: "HOLOCRON.Chat.Error.NoneChecked" });
    expect(sys(kara)).toMatchObject({ health: { value: 9 } });
  });

  it("m20: overflow to STR, unconscious shown; Undo clears the status too", async () => {
    const kara = await m20Kara();
    const message = await postDamage({
      total: 15,
      targets: [{ uuid: kara.uuid, name: "Kara", ac: 10 }],
    });
    await click(message, "applyDamage", { mode: "damage" });
    const applied = messages.at(-1)!;
    expect(cardOf(applied)).toMatchObject({
      rows: [{ statuses: ["HOLOCRON.Status.unconscious"] }],
    });
    await click(applied, "undoDamage", { index: "0" });
    expect(sys(kara)).toMatchObject({ health: { value: 12 }, strDamage: { value: 0 } });
    expect(standIn(kara).statuses.size).toBe(0);
  });

  it("Apply half rounds up; Heal heals", async () => {
    const kara = await m20Kara();
    const message = await postDamage({
      total: 7,
      targets: [{ uuid: kara.uuid, name: "Kara", ac: 10 }],
    });
    await click(message, "applyDamage", { mode: "half" });
    expect(sys(kara)).toMatchObject({ health: { value: 8 } });
    // One application per actor per card: a second click on the same card is refused.
    await click(message, "applyDamage", { mode: "heal" });
    expect(sys(kara)).toMatchObject({ health: { value: 8 } });
    const healing = await postDamage({
      total: 7,
      targets: [{ uuid: kara.uuid, name: "Kara", ac: 10 }],
    });
    await click(healing, "applyDamage", { mode: "heal" });
    // max HP 22 (STR 10 + hit dice 6 + 6): 8 + 7 = 15
    expect(sys(kara)).toMatchObject({ health: { value: 15 } });
  });

  it("Space Opera: damage into negative HP: unconscious and dying", async () => {
    const vex = await glue.createActor({
      name: "Vex",
      type: "operaCharacter",
      system: { stats: { str: 10 }, level: 1, health: { value: 5 } },
    });
    const message = await postDamage({
      ruleset: "spaceOpera",
      total: 8,
      targets: [{ uuid: vex.uuid, name: "Vex", ac: 10 }],
    });
    await click(message, "applyDamage", { mode: "damage" });
    expect(sys(vex)).toMatchObject({ health: { value: -3 } });
    expect(cardOf(messages.at(-1))).toMatchObject({
      rows: [{ statuses: ["HOLOCRON.Status.unconscious", "HOLOCRON.Status.dying"] }],
    });
  });

  it("Star Worlds: Armor is taken off by the ruleset, Vitality stops at 0 and Wounded", async () => {
    const ace = await glue.createActor({ name: "Ace", type: "worldsCharacter" });
    const message = await postDamage({
      ruleset: "starWorlds",
      total: 20,
      targets: [{ uuid: ace.uuid, name: "Ace", ac: null }],
    });
    await click(message, "applyDamage", { mode: "damage" });
    expect(sys(ace)).toMatchObject({ health: { value: 0 }, wounded: true });
    expect(cardOf(messages.at(-1))).toMatchObject({
      rows: [{ statuses: ["HOLOCRON.Status.wounded"] }],
    });
  });

  it("a mook is defeated by any damage: the row says so", async () => {
    const mook = await glue.createActor({ name: "Droid", type: "m20Npc", system: { mook: true } });
    const message = await postDamage({
      total: 1,
      targets: [{ uuid: mook.uuid, name: "Droid", ac: 10 }],
    });
    await click(message, "applyDamage", { mode: "damage" });
    expect(cardOf(messages.at(-1))).toMatchObject({
      rows: [{ changes: [], statuses: ["HOLOCRON.Status.defeated"] }],
    });
  });
});

describe("damage card: bad input changes nothing and tells the user", () => {
  it("a target deleted since the roll", async () => {
    const message = await postDamage({
      targets: [{ uuid: "Actor.gone000000000", name: "Ghost", ac: 10 }],
    });
    await click(message, "applyDamage", { mode: "damage" });
    expect(notices().at(-1)?.message).toBe('HOLOCRON.Chat.Error.TargetGone {"name":"Ghost"}');
    expect(messages).toHaveLength(1);
  });

  it("'selected tokens' with nothing selected", async () => {
    const message = await postDamage({});
    await click(message, "applyDamage", { mode: "damage" }, "selected");
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Chat.Error.NothingSelected");
  });

  it("a selected token with no actor is skipped; the others get the damage", async () => {
    const kara = await m20Kara();
    (glue.env.extra.canvas as { tokens: { controlled: Obj[] } }).tokens.controlled.push(
      { actor: null },
      { actor: kara },
    );
    const message = await postDamage({});
    await click(message, "applyDamage", { mode: "damage" }, "selected");
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Chat.Error.TokenNoActor");
    expect(sys(kara)).toMatchObject({ health: { value: 4 } });
  });
});

describe("permissions: a player's click on an actor they do not own goes through the GM", () => {
  it("the request is relayed over the socket and applied by the GM", async () => {
    const droid = await glue.createActor({
      name: "Droid",
      type: "m20Npc",
      system: { stats: { str: 10 }, hitDice: [6], health: { value: 16 } },
    });
    // Player One's own card, as the GM checked it (card-verify.test.ts): a player applies to a
    // target they do not own only from a card they authored (apply-requests.ts).
    actAs("player1000000000");
    const message = await postDamage({
      total: 5,
      targets: [{ uuid: droid.uuid, name: "Droid", ac: 10 }],
    });
    actAs("gm00000000000000");
    await vouch(message);
    actAs("player1000000000");
    const pending = click(message, "applyDamage", { mode: "damage" });
    await new Promise((r) => setTimeout(r, 0));
    expect(glue.socket.sent.at(-1)?.data).toMatchObject({
      authority: "request",
      kind: "card.apply",
      payload: { messageId: message.id, mode: "damage", to: "targets", actorUuids: [droid.uuid] },
    });
    actAs("gm00000000000000");
    await glue.socket.deliver();
    actAs("player1000000000");
    await glue.socket.deliver();
    await pending;
    expect(sys(droid)).toMatchObject({ health: { value: 11 } });
    expect(cardOf(messages.at(-1))).toMatchObject({
      type: "applied",
      rows: [{ changes: [{ from: 16, to: 11 }] }],
    });
  });

  it("Undo does nothing for a player (the control is GM-only)", async () => {
    const kara = await m20Kara();
    const message = await postDamage({ targets: [{ uuid: kara.uuid, name: "Kara", ac: 10 }] });
    await click(message, "applyDamage", { mode: "damage" });
    actAs("player1000000000");
    await click(messages.at(-1)!, "undoDamage", { index: "0" });
    expect(sys(kara)).toMatchObject({ health: { value: 4 } });
  });

  it.each([
    { isGM: true, visibility: "gm", owns: false, seen: true },
    { isGM: false, visibility: "gm", owns: true, seen: false },
    { isGM: false, visibility: "owner", owns: true, seen: true },
    { isGM: false, visibility: "owner", owns: false, seen: false },
    { isGM: false, visibility: "resister", owns: true, seen: true },
    { isGM: false, visibility: "resister", owns: false, seen: false },
    { isGM: false, visibility: "applier", owns: true, seen: false },
    { isGM: false, visibility: undefined, owns: false, seen: true },
  ])("visibility $visibility for GM=$isGM owner=$owns → $seen", async (c) => {
    const { isVisible } = await import("../../../src/cards/render.js");
    const viewer = { isGM: c.isGM, owns: () => c.owns };
    expect(isVisible(c.visibility, viewer, { actor: "Actor.a", control: "Actor.b" })).toBe(c.seen);
  });
});

describe("Star Worlds Hero Points from cards", () => {
  const ace = (heroPoints: number) =>
    glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { heroPoints: { value: heroPoints, spent: 11 } },
    });

  it("+1d6 damage: spends one point (counted toward levelling) and adds the die", async () => {
    const a = await ace(2);
    const message = await postDamage({
      ruleset: "starWorlds",
      actor: { uuid: a.uuid, name: "Ace", img: "" },
    });
    scriptedDice.push(4);
    await click(message, "heroDie");
    expect(sys(a)).toMatchObject({ heroPoints: { value: 1, spent: 12 } });
    expect(cardOf(message)).toMatchObject({
      total: 12,
      heroDie: true,
      heroDieResult: 4,
      formula: "2d6+1d6",
    });
  });

  it("no point left: a notice and nothing changes", async () => {
    const a = await ace(0);
    const message = await postDamage({
      ruleset: "starWorlds",
      actor: { uuid: a.uuid, name: "Ace", img: "" },
    });
    await click(message, "heroDie");
    expect(notices().at(-1)?.message).toContain("HOLOCRON.Authority.Refused.NoHeroPoints");
    expect(cardOf(message)).toMatchObject({ total: 8, heroDie: false });
  });

  it("evade 1d6 when the damage is applied to yourself", async () => {
    const a = await ace(1);
    const message = await postDamage({
      ruleset: "starWorlds",
      total: 8,
      targets: [{ uuid: a.uuid, name: "Ace", ac: null }],
    });
    scriptedDice.push(5);
    await click(message, "evadeDamage");
    expect(sys(a)).toMatchObject({ heroPoints: { value: 0 }, health: { value: 9 } });
    expect(cardOf(messages.at(-1))).toMatchObject({ rows: [{ mode: "evade", amount: 3 }] });
  });

  it("reroll keeps the better total", async () => {
    const a = await ace(1);
    const { rollSkill } = await import("../../../src/cards/roll/actions.js");
    scriptedDice.push(2, 2);
    await rollSkill(a, "Piloting", { fast: true });
    const message = messages.at(-1)!;
    scriptedDice.push(6, 5);
    await click(message, "heroReroll");
    expect(cardOf(message)).toMatchObject({
      total: 11,
      band: "success",
      previous: { total: 4, band: "closeCall" },
    });
    expect(sys(a)).toMatchObject({ heroPoints: { value: 0 } });
  });
});

describe("attack card → Roll Damage", () => {
  it("a natural 20 rolls critical damage against the targets it hit", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 14 }, level: 1, hitDice: [6] },
      items: [
        {
          _id: "saber00000000000",
          name: "Saber",
          type: "weapon",
          system: { damage: "1d8", kind: "melee" },
        },
      ],
    });
    const droid = await glue.createActor({ name: "Droid", type: "m20Npc" });
    (glue.env.game as { user: { targets: Set<Obj> } }).user.targets.add({
      actor: droid,
      name: "Droid",
    });
    const { rollAttack } = await import("../../../src/cards/roll/actions.js");
    scriptedDice.push(20);
    await rollAttack(kara, "saber00000000000", { fast: true });
    scriptedDice.push(3, 5);
    await click(messages.at(-1)!, "rollDamage");
    expect(cardOf(messages.at(-1))).toMatchObject({
      type: "damage",
      formula: "1d8+2+1d8+2",
      total: 12,
      critical: true,
      targets: [{ uuid: droid.uuid, name: "Droid" }],
    });
  });
});

describe("cards only their author or a GM may change", () => {
  it("a player who owns the hero but not the card spends through the GM", async () => {
    const a = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      ownership: { default: 0, player1000000000: 3 },
      system: { heroPoints: { value: 2, spent: 0 } },
    });
    const message = await postDamage({
      ruleset: "starWorlds",
      actor: { uuid: a.uuid, name: "Ace", img: "" },
    });
    scriptedDice.push(4);
    await viaGm(glue.socket, "player1000000000", () => click(message, "heroDie"));
    expect(sys(a)).toMatchObject({ heroPoints: { value: 1, spent: 1 } });
    expect(cardOf(message)).toMatchObject({ heroDie: true, heroDieResult: 4 });
  });
});
