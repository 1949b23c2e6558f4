// A Hero Point on a Star Worlds chase check (seed 002 line 43: "Reroll on any Attribute roll and
// take the result you like best"): the runner's owner asks from the tracker, the GM rolls again,
// the better roll stands and the point is spent and counted; forgeries are refused and cost nothing.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { actAs } from "../../foundry/parts/users.js";
import type { StandInScene } from "../../foundry/parts/scenes.js";
import { viaGm } from "../chat/click.js";
import {
  GM,
  P1,
  P2,
  begunChase,
  chaseWorld,
  click,
  forge,
  heroPoints,
  noticesOf,
} from "./world.js";

type Obj = Record<string, unknown>;

let glue: Glue;
let scene: StandInScene;
beforeEach(async () => {
  ({ glue, scene } = await chaseWorld("starWorlds", "Canyon"));
});

/**
 * A Star Worlds runner (Daring +1): a player's character holding `points`, or an NPC. The NPC runs at
 * Speed 4, as fast as the unarmored character, so their Daring rolls decide the round (ruling
 * "Chases in every ruleset", revised: Speed first, then Daring on equal Speeds).
 */
const runner = (name: string, owner: string | null, points = 2) => ({
  name,
  type: owner ? "worldsCharacter" : "worldsNpc",
  system: owner
    ? { attributes: { daring: 1 }, heroPoints: { value: points, spent: 3 } }
    : { attributes: { daring: 1 }, speed: 4 },
  ownership: owner ? { default: 0, [owner]: 3 } : { default: 0 },
});

/** A running chase of Kara (P1's, holding `points`) after the thief; both checks rolled: 2+2+1 vs 5+5+1. */
async function rolledChase(points = 2) {
  const kara = await glue.createActor(runner("Kara", P1, points));
  const thief = await glue.createActor(runner("Thief", null));
  const begun = await begunChase(scene, [kara, thief]);
  const [K, T] = begun.ids as [string, string];
  scriptedDice.push(2, 2, 5, 5);
  await click(begun.actions, begun.app, "rollAll");
  return { ...begun, kara, K, T };
}

describe("the Hero Point reroll on a Star Worlds chase check", () => {
  it("the owner pays from the tracker; the better roll stands; paid again, the best of all", async () => {
    const { actions, app, store, kara, K, chaseId } = await rolledChase();
    expect(store.findChase(chaseId)!.rolls[K]).toMatchObject({ total: 5 });
    const pay = () => viaGm(glue.socket, P1, () => click(actions, app, "heroReroll", { id: K }));
    scriptedDice.push(6, 4);
    await pay();
    actAs(GM);
    expect(store.findChase(chaseId)!.rolls[K]).toMatchObject({
      total: 11,
      dice: [6, 4],
      rerolls: [11],
    });
    expect(heroPoints(kara)).toMatchObject({ value: 1, spent: 4 });
    // Paid again, a worse roll: the 11 stands, the point is spent all the same.
    scriptedDice.push(1, 1);
    await pay();
    actAs(GM);
    expect(store.findChase(chaseId)!.rolls[K]).toMatchObject({ total: 11, rerolls: [11, 3] });
    expect(heroPoints(kara)).toMatchObject({ value: 0, spent: 5 });
    // No point left: the player is told, nothing is asked.
    actAs(P1);
    await click(actions, app, "heroReroll", { id: K });
    expect(noticesOf(glue).at(-1)?.message).toContain("Kara");
    actAs(GM);
    await glue.socket.deliver();
    expect(store.findChase(chaseId)!.rolls[K]).toMatchObject({ rerolls: [11, 3] });
    // The round resolves on the best roll: 11 against the thief's 11 ties and is rolled again
    // (Star Worlds ruling), so the entry lists the tie-break after the 11s.
    scriptedDice.push(6, 6, 1, 1);
    await click(actions, app, "resolve");
    const entry = store.findChase(chaseId)!.log.at(-1)!;
    expect(entry.results[0]).toMatchObject({ pursuerTotals: [11, 13], winner: "pursuer" });
  });

  it("the tracker offers the button to the owner with a point, after the check, not to others", async () => {
    const { app, K, T } = await rolledChase();
    const runners = async () => {
      const context = (await (
        app as unknown as { _prepareContext(o: object): Promise<Obj> }
      )._prepareContext({})) as {
        chase: { sides: { runners: { id: string; canHeroReroll: boolean }[] }[] };
      };
      return new Map(
        context.chase.sides.flatMap((s) => s.runners).map((r) => [r.id, r.canHeroReroll]),
      );
    };
    actAs(P1);
    expect(await runners()).toEqual(
      new Map([
        [K, true],
        [T, false],
      ]),
    );
    actAs(P2);
    expect((await runners()).get(K)).toBe(false);
    actAs(GM);
    expect((await runners()).get(K)).toBe(true);
  });

  it("a forged reroll (someone else's runner, an NPC, a stale round, no check yet, no point) is refused", async () => {
    const { store, kara, K, T, chaseId } = await rolledChase();
    const send = (from: string, payload: unknown) => forge(glue, from, "chase.heroReroll", payload);
    const at = { chaseId, round: 1 };
    expect(await send(P2, { ...at, participantId: K })).toBe("HOLOCRON.Chase.Error.NotOwner");
    expect(await send(P1, { ...at, participantId: T })).toBe("HOLOCRON.Chase.Error.NotOwner");
    expect(await send(GM, { ...at, participantId: T })).toMatch(
      /^HOLOCRON.Chat.Error.NoHeroPoints/,
    );
    expect(await send(P1, { ...at, participantId: K, round: 2 })).toBe(
      "HOLOCRON.Chase.Error.StaleRound",
    );
    expect(await send(P1, { ...at, participantId: K, total: 12 })).toBe(
      "HOLOCRON.Authority.Refused.Malformed",
    );
    expect(store.findChase(chaseId)!.rolls[K]).toMatchObject({ total: 5 });
    expect(store.findChase(chaseId)!.rolls[K]?.rerolls).toBeUndefined();
    expect(heroPoints(kara)).toMatchObject({ value: 2, spent: 3 });
  });
});
