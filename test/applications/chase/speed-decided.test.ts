// A Star Worlds chase at a table where Speed decides (ruling "Chases in every ruleset", revised; seed
// 002: Speed first, then a Daring roll on a tie): the GM's "roll all" rolls no runner whose pairs
// Speed decides, the round still resolves, and a Hero Point reroll where Speed decides is refused by
// name and spends nothing (seed 002 line 43 rerolls a roll; Speed is none).
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { StandInScene } from "../../foundry/parts/scenes.js";
import { chase } from "../../../src/rules/index.js";
import { viaGm } from "../chat/click.js";
import { GM, P1, begunChase, chaseWorld, click, forge, heroPoints, noticesOf } from "./world.js";

type Obj = Record<string, unknown>;

let glue: Glue;
let scene: StandInScene;
beforeEach(async () => {
  ({ glue, scene } = await chaseWorld("starWorlds", "Canyon"));
});

/** Kara, P1's unarmored character (Speed 4, two Hero Points), after a thief NPC of `speed`. */
async function chaseOf(thiefSpeed: number) {
  const kara = await glue.createActor({
    name: "Kara",
    type: "worldsCharacter",
    system: { attributes: { daring: 1 }, heroPoints: { value: 2, spent: 3 } },
    ownership: { default: 0, [P1]: 3 },
  });
  const thief = await glue.createActor({
    name: "Thief",
    type: "worldsNpc",
    system: { attributes: { daring: 1 }, speed: thiefSpeed },
    ownership: { default: 0 },
  });
  const begun = await begunChase(scene, [kara, thief]);
  const [K, T] = begun.ids as [string, string];
  return { ...begun, kara, K, T };
}

async function runnersOf(app: unknown) {
  const context = (await (app as { _prepareContext(o: object): Promise<Obj> })._prepareContext(
    {},
  )) as {
    chase: {
      canResolve: boolean;
      sides: { runners: { id: string; canRoll: boolean; decidedLabel: string | null }[] }[];
    };
  };
  return context.chase;
}

describe("a Star Worlds chase round Speed decides", () => {
  it("roll all rolls no one, the tracker says decided by Speed, and the round resolves", async () => {
    const { actions, app, store, K, T, chaseId } = await chaseOf(1);
    const view = await runnersOf(app);
    expect(view.sides.flatMap((s) => s.runners).map((r) => [r.id, r.decidedLabel])).toEqual([
      [K, "HOLOCRON.Chase.Decided.speed"],
      [T, "HOLOCRON.Chase.Decided.speed"],
    ]);
    expect(view.canResolve).toBe(true);
    const posted = messages.length;
    await click(actions, app, "rollAll");
    expect(store.findChase(chaseId)!.rolls).toEqual({});
    // No check rolled, so no roll message posted.
    expect(messages).toHaveLength(posted);
    await click(actions, app, "resolve");
    const entry = store.findChase(chaseId)!.log.at(-1)!;
    expect(entry.results[0]).toMatchObject({
      winner: "pursuer",
      before: 30,
      after: 0,
      caught: true,
      pursuerTotals: [],
      quarryTotals: [],
      speeds: { pursuer: 4, quarry: 1 },
    });
  });

  it("a check asked where Speed decides is refused by name; nothing is rolled", async () => {
    const { store, K, chaseId } = await chaseOf(1);
    const reason = await forge(glue, P1, "chase.roll", { chaseId, participantId: K, round: 1 });
    expect(reason).toBe('HOLOCRON.Chase.Error.NoRollNeeded {"name":"Kara"}');
    expect(store.findChase(chaseId)!.rolls).toEqual({});
  });

  it("a Hero Point asked once the GM's modifier lets Speed decide is refused; no point is spent", async () => {
    const { actions, app, store, kara, K, T, chaseId } = await chaseOf(4);
    scriptedDice.push(2, 2, 5, 5);
    await click(actions, app, "rollAll");
    await store.changeChase(chaseId, (c) =>
      chase.setRoundCall(c, T, { modifier: 1, autoLoss: false }),
    );
    actAs(P1);
    const view = await runnersOf(app);
    const kRow = view.sides.flatMap((s) => s.runners).find((r) => r.id === K) as Obj;
    expect(kRow.canHeroReroll).toBe(false);
    // The player asks anyway (the button of a stale window): told why by name, nothing spent.
    scriptedDice.push(6, 6);
    await viaGm(glue.socket, P1, () => click(actions, app, "heroReroll", { id: K }));
    expect(noticesOf(glue).at(-1)).toEqual({
      level: "warn",
      message: 'HOLOCRON.Chase.Error.RerollChangesNothing {"name":"Kara"}',
    });
    actAs(GM);
    expect(store.findChase(chaseId)!.rolls[K]).toMatchObject({ total: 5 });
    expect(store.findChase(chaseId)!.rolls[K]?.rerolls).toBeUndefined();
    expect(heroPoints(kara)).toMatchObject({ value: 2, spent: 3 });
    expect(scriptedDice).toEqual([6, 6]);
    const reason = await forge(glue, P1, "chase.heroReroll", {
      chaseId,
      participantId: K,
      round: 1,
    });
    expect(reason).toBe('HOLOCRON.Chase.Error.RerollChangesNothing {"name":"Kara"}');
    expect(heroPoints(kara)).toMatchObject({ value: 2, spent: 3 });
  });
});
