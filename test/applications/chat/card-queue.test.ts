// Review N3: two resisters answering an opposed card at once. The author's own write and the GM's
// write of another player's mark both run in the card's queue and re-read the card there, so neither
// row is lost (a lost row would bring its Resist button back: a second roll).
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import { chatWorld } from "./click.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import type { StandInMessage } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { CardData, OpposedCard } from "../../../src/cards/data.js";

const GM = "gm00000000000000";
const P1 = "player1000000000";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld();
});

const cardOf = (m: StandInMessage) => m.getFlag("holocron", "card") as OpposedCard;

/** The Resist button, clicked on the card as this client last saw it (`seen`). */
async function resistOn(message: StandInMessage, seen: CardData, uuid: string) {
  const { cardActionHandler } = await import("../../../src/cards/card.js");
  return cardActionHandler("resistCheck")!({
    message: message as never,
    card: seen,
    control: { dataset: { uuid } } as never,
    element: {} as never,
    event: {} as never,
  });
}

describe("an opposed card answered by two resisters at once", () => {
  it("a player's mark (through the GM) and the author's own write both stay", async () => {
    actAs(GM);
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const jax = await glue.createActor({
      name: "Jax",
      type: "m20Character",
      ownership: { default: 0, [P1]: 3 },
    });
    const droid = await glue.createActor({ name: "Droid", type: "m20Character" });
    const { D20Check } = await import("../../../src/dice/rolls.js");
    const { requestOpposedCheck } = await import("../../../src/cards/opposed/check.js");
    scriptedDice.push(10);
    const resisters = [jax, droid].map((a) => ({
      uuid: a.uuid,
      name: a.name ?? "",
      bonus: 0,
      resistLabel: "HOLOCRON.Sheet.Skill.physical",
    }));
    const message = (await requestOpposedCheck({
      actor: kara,
      ruleset: "m20",
      roll: D20Check.build(2, { ruleset: "m20", kind: "power", target: null }),
      bonus: 2,
      title: "HOLOCRON.Roll.Title.Stat",
      titleData: { name: "HOLOCRON.Sheet.Stat.mnd" },
      resisters,
    })) as unknown as StandInMessage;
    const seen = structuredClone(cardOf(message));

    // Player One resists Jax: the mark waits on the socket for the GM.
    actAs(P1);
    scriptedDice.push(15, 3);
    const jaxDone = resistOn(message, seen, jax.uuid);
    for (let i = 0; i < 50 && glue.socket.queue.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // The GM writes Jax's row, and (as the author, from the card as it saw it before) the droid's.
    actAs(GM);
    await glue.socket.deliver();
    await resistOn(message, seen, droid.uuid);
    actAs(P1);
    await glue.socket.deliver();
    await jaxDone;

    const rows = cardOf(message).resisters;
    expect(rows[0]?.result).toMatchObject({ winner: "resister", rounds: [{ resister: 15 }] });
    expect(rows[1]?.result).toMatchObject({ winner: "actor", rounds: [{ resister: 3 }] });
    expect(message.content).not.toContain('data-action="resistCheck"');
  });
});
