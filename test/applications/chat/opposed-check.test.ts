import { beforeEach, describe, expect, it } from "vitest";
import { d20 } from "../../../src/rules/index.js";
import type { Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { OpposedCard } from "../../../src/cards/data.js";
import { chatWorld, viaGm } from "./click.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld();
});

const opposed = () => import("../../../src/cards/opposed/check.js");
const cardOf = (m: StandInMessage | undefined) => m?.getFlag("holocron", "card") as OpposedCard;

async function clickResist(message: StandInMessage, uuid: string) {
  const { cardActionHandler } = await import("../../../src/cards/card.js");
  return cardActionHandler("resistCheck")!({
    message: message as never,
    card: cardOf(message),
    control: { dataset: { uuid } } as never,
    element: {} as never,
    event: {} as never,
  });
}

describe("opposedOutcome (pure)", () => {
  it.each([
    { ruleset: "m20", rounds: [{ actor: 15, resister: 15 }], winner: "resister" },
    { ruleset: "spaceOpera", rounds: [{ actor: 16, resister: 15 }], winner: "actor" },
    {
      ruleset: "starWorlds",
      rounds: [
        { actor: 8, resister: 8 },
        { actor: 7, resister: 9 },
      ],
      winner: "resister",
    },
  ] as const)("$ruleset: $rounds → $winner", ({ ruleset, rounds, winner }) => {
    return opposed().then(({ opposedOutcome }) => {
      expect(opposedOutcome(ruleset, [...rounds]).winner).toBe(winner);
    });
  });

  it("a Star Worlds series cannot end on a tie", async () => {
    const { opposedOutcome } = await opposed();
    expect(() => opposedOutcome("starWorlds", [{ actor: 8, resister: 8 }])).toThrow(Error);
  });
});

async function setup(ruleset: "m20" | "starWorlds") {
  const actorType = ruleset === "m20" ? "m20Character" : "worldsCharacter";
  const actor = await glue.createActor({ name: "Kara", type: actorType });
  const resister = await glue.createActor({
    name: "Jax",
    type: actorType,
    ownership: { default: 0, player1000000000: 3 },
  });
  const { D20Check } = await import("../../../src/dice/rolls.js");
  const { WorldsCheck } = await import("../../../src/dice/rolls.js");
  const roll =
    ruleset === "m20"
      ? D20Check.build(2, { ruleset: "m20", kind: "power", target: null })
      : WorldsCheck.build(1, { skilled: false });
  return { actor, resister, roll };
}

describe("requestOpposedCheck and the Resist button", () => {
  it("d20: the resister's owner rolls from the card; a tie goes to the resister", async () => {
    const { actor, resister, roll } = await setup("m20");
    scriptedDice.push(10);
    const { requestOpposedCheck, onOpposedResolved } = await opposed();
    const seen: number[] = [];
    const off = onOpposedResolved((_m, _card, index) => void seen.push(index));
    await requestOpposedCheck({
      actor,
      ruleset: "m20",
      roll,
      bonus: 2,
      title: "HOLOCRON.Roll.Title.Stat",
      titleData: { name: "HOLOCRON.Sheet.Stat.mnd" },
      resisters: [
        {
          uuid: resister.uuid,
          name: "Jax",
          bonus: 0,
          resistLabel: "HOLOCRON.Sheet.Skill.physical",
        },
      ],
    });
    const message = messages.at(-1)!;
    expect(cardOf(message)).toMatchObject({
      total: 12,
      resisters: [
        { result: null, chance: d20.opposedCheckChance({ actorBonus: 2, resisterBonus: 0 }) },
      ],
    });
    // Player Two does not own Jax: nothing is rolled.
    actAs("player2000000000");
    await clickResist(message, resister.uuid);
    expect(cardOf(message).resisters[0]!.result).toBeNull();
    // Player One owns Jax but not the card: the GM rolls and writes the row on the card.
    scriptedDice.push(12);
    await viaGm(glue.socket, "player1000000000", () => clickResist(message, resister.uuid));
    expect(cardOf(message).resisters).toEqual([
      expect.objectContaining({
        result: { rounds: [{ actor: 12, resister: 12 }], winner: "resister" },
      }),
    ]);
    expect(seen).toEqual([0]);
    off();
  });

  it("Star Worlds: ties reroll both sides until broken; the GM updates the card in place", async () => {
    const { actor, resister, roll } = await setup("starWorlds");
    scriptedDice.push(3, 4);
    const { requestOpposedCheck } = await opposed();
    await requestOpposedCheck({
      actor,
      ruleset: "starWorlds",
      roll,
      bonus: 1,
      title: "HOLOCRON.Roll.Title.Stat",
      titleData: { name: "HOLOCRON.Sheet.Stat.mnd" },
      resisters: [
        {
          uuid: resister.uuid,
          name: "Jax",
          bonus: 1,
          resistLabel: "HOLOCRON.Sheet.Attribute.guile",
        },
      ],
    });
    const message = messages.at(-1)!;
    // resister 3+4+1 = 8 ties 8; actor rerolls 2+2+1 = 5; resister 1+1+1 = 3 → actor wins
    scriptedDice.push(3, 4, 2, 2, 1, 1);
    await clickResist(message, resister.uuid);
    expect(cardOf(message).resisters[0]!.result).toEqual({
      rounds: [
        { actor: 8, resister: 8 },
        { actor: 5, resister: 3 },
      ],
      winner: "actor",
    });
    expect(messages).toHaveLength(1);
  });

  it("NPC resisters (no player owner) can roll at once", async () => {
    const { actor, roll } = await setup("m20");
    const npc = await glue.createActor({ name: "Droid", type: "m20Npc" });
    Object.defineProperty(npc, "hasPlayerOwner", { value: false });
    scriptedDice.push(15, 3);
    const { requestOpposedCheck } = await opposed();
    await requestOpposedCheck({
      actor,
      ruleset: "m20",
      roll,
      bonus: 2,
      title: "HOLOCRON.Roll.Title.Stat",
      titleData: { name: "HOLOCRON.Sheet.Stat.mnd" },
      resisters: [
        { uuid: npc.uuid, name: "Droid", bonus: 1, resistLabel: "HOLOCRON.Sheet.Skill.physical" },
      ],
      autoResistNpcs: true,
    });
    expect(cardOf(messages.at(-1)).resisters[0]!.result).toEqual({
      rounds: [{ actor: 17, resister: 4 }],
      winner: "actor",
    });
  });
});
