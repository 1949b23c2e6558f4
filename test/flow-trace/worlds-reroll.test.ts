// @vitest-environment node
// (The comment above gives this file a worker of its own: trace.ts switches V8's call counts on for
// the whole worker, which must not touch another file's coverage.)
//
// How far a Star Worlds check reaches: the src files that run from the sheet's attribute button
// to a Hero Point reroll kept on the card (CONTRIBUTING, "How far a flow reaches").
import { describe, expect, it } from "vitest";
import { FLOW_CEILING, report, srcFilesRunBy } from "./trace.js";
import { messages } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { cardOf, chatWorld, click } from "../applications/chat/click.js";
import { P1 } from "../authority/world.js";

describe("src files one flow runs through", () => {
  it("a Star Worlds check from the sheet's button, then a Hero Point reroll", async () => {
    const glue = await chatWorld("starWorlds");
    const ace = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { heroPoints: { value: 3, spent: 4 } },
      ownership: { default: 0, [P1]: 3 },
    });
    const { ACTOR_ACTION_HANDLERS } =
      await import("../../src/applications/sheets/actor-actions.js");
    const button = { closest: () => ({ dataset: { stat: "daring" } }) } as unknown as HTMLElement;
    let check: (typeof messages)[number] | undefined;
    const files = await srcFilesRunBy(async () => {
      actAs(P1);
      scriptedDice.push(2, 2);
      await ACTOR_ACTION_HANDLERS.rollStat.call(
        { actor: ace, document: ace } as never,
        { shiftKey: true } as PointerEvent,
        button,
      );
      check = messages.at(-1)!;
      scriptedDice.push(3, 3);
      await click(check, "heroReroll");
    });
    expect(cardOf(check)).toMatchObject({ total: 6, previous: { total: 4 } });
    expect(sys(ace).heroPoints).toMatchObject({ value: 2, spent: 5 });
    expect(report("Star Worlds reroll", files), files.join("\n")).toBeLessThanOrEqual(
      FLOW_CEILING.worldsReroll,
    );
  });
});
