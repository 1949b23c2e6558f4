// Chases through the stand-in, as a table plays them: the GM starts a chase from selected tokens,
// players roll their own checks from the tracker (a request the GM authority rolls and records), the GM
// rolls the NPC and resolves; a catch becomes a combat of exactly those tokens; another chase ends
// in an escape; and both read back the same after a reload (a fresh world with the stored setting).
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { placeToken, StandInScene } from "../../foundry/parts/scenes.js";
import type { StandInCollection } from "../../foundry/parts/documents.js";
import type { StandInCombatDoc } from "../../foundry/parts/combat.js";
import type { Notice } from "../../foundry/parts/ui.js";
import { chase, dice, spaceOpera } from "../../../src/rules/index.js";
import { formatPercent } from "../../../src/dice/odds.js";
import { viaGm } from "../chat/click.js";

type Obj = Record<string, unknown>;
const GM = "gm00000000000000";
const P1 = "player1000000000";
const P2 = "player2000000000";

let glue: Glue;
let scene: StandInScene;

async function loadChaseModules() {
  (await import("../../../src/dice/register.js")).registerRolls();
  (await import("../../../src/authority/index.js")).listenForRequests();
  const hooks = await import("../../../src/hooks/chase.js");
  hooks.registerChaseHooks();
  hooks.startChases();
  return {
    tracker: await import("../../../src/applications/chase/chase-tracker.js"),
    actions: (await import("../../../src/applications/chase/chase-actions.js")).CHASE_ACTIONS,
    store: await import("../../../src/documents/chase-store.js"),
  };
}

const runner = (name: string, owner: string | null, movement = 30, dex = 14) => ({
  name,
  type: owner ? "operaCharacter" : "operaNpc",
  system: { stats: { str: 10, dex, mnd: 10 }, skills: { physical: 2 }, movement },
  ownership: owner ? { default: 0, [owner]: 3 } : { default: 0 },
});

beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
  scene = new StandInScene("Market");
  (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
});

const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;
/** Clicks a tracker button as the current user (target carries data-id like the row's button). */
async function click(
  actions: Record<string, (...args: never[]) => Promise<void>>,
  app: unknown,
  name: string,
  data: Obj = {},
) {
  // The button element as the handler reads it: its dataset, and its row's (closest [data-id]).
  const target = { dataset: data, closest: () => ({ dataset: data }) };
  await Reflect.apply(actions[name]!, app, [{}, target]);
}

describe("a chase run to a catch, then a combat of exactly those tokens", () => {
  it("2 pursuers and 1 quarry: start, roll, resolve, caught, combat, reload", async () => {
    const kara = await glue.createActor(runner("Kara", P1, 40));
    const jax = await glue.createActor(runner("Jax", P2));
    const thief = await glue.createActor(runner("Thief", null, 30, 12));
    const tokens = [kara, jax, thief].map((a) => placeToken(scene, a as never, { select: true }));
    const { tracker, actions, store } = await loadChaseModules();
    const app = tracker.chaseTracker();

    // Start from the selected tokens: the players' characters chase, the NPC flees.
    await click(actions, app, "startFromSelected");
    let c = app.chase!;
    expect(c.participants.map((p) => [p.name, p.side])).toEqual([
      ["Kara", "pursuer"],
      ["Jax", "pursuer"],
      ["Thief", "quarry"],
    ]);
    const [K, J, T] = c.participants.map((p) => p.id) as [string, string, string];
    await store.changeChase(c.id, (x) => chase.setGap(x, J, T, 50));
    await click(actions, app, "begin");

    // Odds shown before the round equal dice.opposedChance for those bonuses.
    await app.render();
    // The stand-in's ApplicationV2 keeps the last prepared context.
    const view = (app as unknown as { lastContext: { chase: { pairs: Obj[] } } }).lastContext.chase;
    // Kara: Physical 2 + DEX +2 + speed +1 (40 ft); Thief: 2 + 1 + 0.
    const karaOdds = dice.opposedChance("1d20+5", "1d20+3", "defender");
    expect(view.pairs[0]).toMatchObject({
      gap: 30,
      odds: {
        pursuer: formatPercent(karaOdds),
        quarry: formatPercent(dice.opposedChance("1d20+3", "1d20+5", "defender")),
      },
    });

    // Player One rolls Kara's check: a request to the GM, who rolls it and records it.
    scriptedDice.push(18);
    await viaGm(glue.socket, P1, () => click(actions, app, "roll", { id: K }));
    actAs(GM);
    expect(store.findChase(c.id)!.rolls[K]).toMatchObject({ total: 23, movement: 40 });

    // A player cannot roll someone else's character.
    actAs(P1);
    await click(actions, app, "roll", { id: J });
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Chase.Error.NotOwner");
    actAs(GM);

    // The GM rolls the rest (Jax and the NPC) and resolves: Kara closes 30 → 0, Jax loses ground.
    scriptedDice.push(2, 10);
    await click(actions, app, "rollAll");
    await click(actions, app, "resolve");
    c = store.findChase(c.id)!;
    const expected = spaceOpera.chaseRound({
      gap: 30,
      pursuer: { total: 23, movement: 40 },
      quarry: { total: 13, movement: 30 },
    });
    expect(c.pairs.map((p) => [p.gap, p.caught])).toEqual([
      [expected.gap, true],
      [80, false],
    ]);
    const card = messages.at(-1)!;
    expect(card.flags).toEqual({ holocron: { chaseRound: { chaseId: c.id, round: 1 } } });
    expect(card.content).toContain("Kara 23");
    expect(card.content).toContain("GapChange {&quot;after&quot;:0,&quot;before&quot;:30}");

    // Caught: the button starts a combat with exactly those three tokens.
    await click(actions, app, "startCombat");
    const combats = glue.env.game.combats as StandInCombatDoc[];
    const combat = combats.at(-1)!;
    expect(combat.active).toBe(true);
    expect(combat.scene).toBe(scene.id);
    expect(combat.combatants.contents.map((x) => x.tokenId).sort()).toEqual(
      tokens.map((t) => t.id).sort(),
    );
    c = store.findChase(c.id)!;
    expect(c.status).toBe("caught");
    expect(c.combatIds).toEqual([combat.id]);

    // Reload: a fresh world with the same stored setting reads the same chase.
    const saved = (glue.env.game.settings as { saved(): string }).saved();
    const before = JSON.parse(JSON.stringify(c));
    glue = await setupGlue("spaceOpera");
    (glue.env.game.settings as { load(json: string): void }).load(saved);
    const reloaded = await loadChaseModules();
    expect(reloaded.store.findChase(c.id)).toEqual(before);
    expect(reloaded.store.readChases().errors).toEqual([]);
  });
});

describe("a chase that ends in an escape", () => {
  it("runs two rounds, the GM declares the escape, and it survives a reload", async () => {
    const kara = await glue.createActor(runner("Kara", P1));
    const thief = await glue.createActor(runner("Thief", null, 60));
    placeToken(scene, kara as never, { select: true });
    placeToken(scene, thief as never, { select: true });
    const { tracker, actions, store } = await loadChaseModules();
    const app = tracker.chaseTracker();
    await click(actions, app, "startFromSelected");
    await click(actions, app, "begin");
    const id = app.chase!.id;
    expect(notices()).toEqual([]);
    for (const [k, t] of [
      [5, 15],
      [12, 12],
    ]) {
      scriptedDice.push(k!, t!);
      await click(actions, app, "rollAll");
      await click(actions, app, "resolve");
      expect(notices()).toEqual([]);
    }
    let c = store.findChase(id)!;
    // The thief (60 ft: +3 speed, +6 in all) beats Kara (+4) both rounds and pulls away 60 ft each.
    expect(c.log.map((e) => e.results.map((r) => [r.before, r.after, r.winner]))).toEqual([
      [[30, 90, "quarry"]],
      [[90, 150, "quarry"]],
    ]);
    await click(actions, app, "escape");
    c = store.findChase(id)!;
    expect(c.status).toBe("escaped");
    // A player cannot end or change a chase.
    actAs(P1);
    await click(actions, app, "endChase");
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Chase.Error.GmOnly");
    actAs(GM);
    const saved = (glue.env.game.settings as { saved(): string }).saved();
    glue = await setupGlue("spaceOpera");
    (glue.env.game.settings as { load(json: string): void }).load(saved);
    const reloaded = await loadChaseModules();
    expect(reloaded.store.findChase(id)).toEqual(JSON.parse(JSON.stringify(c)));
  });
});

describe("a chase check asked from the browser console", () => {
  it("is refused unless the sender owns the runner, for this round, once", async () => {
    const kara = await glue.createActor(runner("Kara", P1));
    const jax = await glue.createActor(runner("Jax", P2));
    const thief = await glue.createActor(runner("Thief", null));
    for (const a of [kara, jax, thief]) placeToken(scene, a as never, { select: true });
    const { tracker, actions, store } = await loadChaseModules();
    const app = tracker.chaseTracker();
    await click(actions, app, "startFromSelected");
    await click(actions, app, "begin");
    const c = app.chase!;
    const [K, J, T] = c.participants.map((p) => p.id) as [string, string, string];
    const authority = await import("../../../src/authority/index.js");
    const send = async (payload: unknown) => {
      actAs(P1);
      glue.socket.emit("system.holocron", {
        authority: "request",
        id: foundry.utils.randomID(16),
        kind: "chase.roll",
        payload,
      });
      actAs(GM);
      await glue.socket.deliver();
      return authority.recentRefusals().at(-1)?.reason;
    };
    const at = { chaseId: c.id, round: 1 };
    expect(await send({ ...at, participantId: J })).toBe("HOLOCRON.Chase.Error.NotOwner");
    expect(await send({ ...at, participantId: T })).toBe("HOLOCRON.Chase.Error.NotOwner");
    expect(await send({ ...at, participantId: K, round: 2 })).toBe(
      "HOLOCRON.Chase.Error.StaleRound",
    );
    expect(await send({ ...at, participantId: K, total: 40 })).toBe(
      "HOLOCRON.Authority.Refused.Malformed",
    );
    expect(store.findChase(c.id)!.rolls).toEqual({});
    // Honest, then the same check asked again: the GM rolled it once.
    scriptedDice.push(7);
    const logged = authority.recentRefusals().length;
    await send({ ...at, participantId: K });
    expect(authority.recentRefusals().length).toBe(logged);
    expect(store.findChase(c.id)!.rolls[K]).toMatchObject({ dice: [7] });
    expect(await send({ ...at, participantId: K })).toBe("HOLOCRON.Chase.Error.AlreadyRolled");
    expect(store.findChase(c.id)!.rolls[K]).toMatchObject({ dice: [7] });
  });
});
