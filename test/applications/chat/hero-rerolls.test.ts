// Seed 002 line 43: "Reroll on any Attribute roll and take the result you like best" — on every 2d6
// roll of a Star Worlds actor, and again for another Hero Point: a check card, and either side of an
// opposed roll (the GM spends the point and rolls; a tie rolls both again, line 6).
import { beforeEach, describe, expect, it } from "vitest";
import { sys, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { Notice } from "../../foundry/parts/ui.js";
import type { OpposedCard } from "../../../src/cards/data.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { cardOf, chatWorld, click, lastMessage, viaGm } from "./click.js";

const [GM, P1] = ["gm00000000000000", "player1000000000"] as const;
let glue: Glue;
let ace: HolocronActor;
let rival: HolocronActor;

const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;

beforeEach(async () => {
  glue = await chatWorld("starWorlds");
  messages.length = 0;
  ace = await glue.createActor({
    name: "Ace",
    type: "worldsCharacter",
    system: { heroPoints: { value: 3, spent: 4 } },
    ownership: { default: 0, [P1]: 3 },
  });
  rival = await glue.createActor({ name: "Rival", type: "worldsNpc" });
});

/** An opposed card whose one row the GM resolved: Ace 7 against Rival 9 (the GM's card). */
async function opposed() {
  const { postCard } = await import("../../../src/cards/card.js");
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
  await postCard(card, { actor: ace as never });
  actAs(P1);
  return lastMessage();
}

describe("the reroll on a check card, paid again and again", () => {
  it("each reroll costs a point (counted toward levelling) and keeps the best total", async () => {
    const { rollStat } = await import("../../../src/cards/roll/actions.js");
    actAs(P1);
    scriptedDice.push(2, 2);
    await rollStat(ace, "daring", { fast: true });
    const check = lastMessage();
    scriptedDice.push(3, 3);
    await click(check, "heroReroll");
    expect(cardOf(check)).toMatchObject({ total: 6, previous: { total: 4 }, rerolls: 1 });
    expect(check.content).toContain('data-action="heroReroll"');
    scriptedDice.push(1, 2);
    await click(check, "heroReroll");
    expect(cardOf(check)).toMatchObject({ total: 6, previous: { total: 3 }, rerolls: 2 });
    expect(check.content).toContain("×2");
    expect(sys(ace).heroPoints).toMatchObject({ value: 1, spent: 6 });
  });
});

describe("the reroll on an opposed roll", () => {
  it("the roller's owner pays; the GM rolls, keeps the better and the winner follows", async () => {
    const message = await opposed();
    expect(message.content).toContain('data-action="opposedReroll" data-side="actor"');
    scriptedDice.push(6, 5);
    await viaGm(glue.socket, P1, () =>
      click(message, "opposedReroll", { side: "actor", index: "0" }),
    );
    const row = (cardOf(message) as OpposedCard).resisters[0]!;
    expect(row.result).toEqual({
      rounds: [
        { actor: 7, resister: 9 },
        { actor: 11, resister: 9 },
      ],
      winner: "actor",
      heroRerolls: [{ side: "actor", total: 11, round: 1 }],
    });
    expect(sys(ace).heroPoints).toMatchObject({ value: 2, spent: 5 });
    expect(message.content).toContain("HOLOCRON.Chat.Opposed.HeroReroll");
  });

  it("line 6: a reroll that ties rolls both sides again until one wins", async () => {
    const message = await opposed();
    // Ace rerolls 9 (ties Rival's 9), then Ace 12 against Rival 1 + 1 + 1.
    scriptedDice.push(4, 5, 6, 6, 1, 1);
    await viaGm(glue.socket, P1, () =>
      click(message, "opposedReroll", { side: "actor", index: "0" }),
    );
    const row = (cardOf(message) as OpposedCard).resisters[0]!;
    expect(row.result?.rounds).toEqual([
      { actor: 7, resister: 9 },
      { actor: 9, resister: 9 },
      { actor: 12, resister: 3 },
    ]);
    expect(row.result?.winner).toBe("actor");
  });

  it("a worse reroll keeps the old total; the resister's side is the GM's to pay", async () => {
    const message = await opposed();
    scriptedDice.push(1, 1);
    await viaGm(glue.socket, P1, () =>
      click(message, "opposedReroll", { side: "actor", index: "0" }),
    );
    const row = (cardOf(message) as OpposedCard).resisters[0]!;
    expect(row.result?.rounds.at(-1)).toEqual({ actor: 7, resister: 9 });
    expect(row.result?.winner).toBe("resister");
    // The player does not own Rival: refused before anything is asked.
    const count = glue.socket.sent.length;
    actAs(P1);
    await click(message, "opposedReroll", { side: "resister", index: "0" });
    expect(notices().map((n) => n.message)).toContain("HOLOCRON.Chat.Error.NotOwner");
    expect(glue.socket.sent).toHaveLength(count);
  });

  it("no Hero Point left: a warning, nothing asked, nothing changed", async () => {
    await ace.update({ "system.heroPoints.value": 0 } as never);
    const message = await opposed();
    actAs(P1);
    await click(message, "opposedReroll", { side: "actor", index: "0" });
    expect(notices().some((n) => n.message.startsWith("HOLOCRON.Chat.Error.NoHeroPoints"))).toBe(
      true,
    );
    expect((cardOf(message) as OpposedCard).resisters[0]!.result?.rounds).toHaveLength(1);
  });

  it("a forged request for a side the sender does not own is refused by the GM", async () => {
    const message = await opposed();
    const { opposedReroll } = await import("../../../src/cards/opposed/reroll.js");
    const { requestKind } = await import("../../../src/authority/index.js");
    expect(requestKind(opposedReroll.name)).toBeDefined();
    actAs(GM);
    const refused = await opposedReroll.authorize(
      { messageId: message.id, index: 0, side: "resister" },
      { id: P1 } as never,
    );
    expect(refused).toBe("HOLOCRON.Authority.Refused.NotOwner");
  });
});
