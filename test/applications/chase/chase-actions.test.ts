// Chases through the stand-in, as a table plays them: the GM starts a chase from selected tokens,
// players roll their own checks from the tracker (a request the GM authority rolls and records), the GM
// rolls the NPC and resolves; a catch becomes a combat of exactly those tokens; another chase ends
// in an escape; and both read back the same after a reload (a fresh world with the stored setting).
import { formatPercent } from "../../../src/applications/format.js";
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { placeToken, type StandInScene } from "../../foundry/parts/scenes.js";
import type { StandInCombatDoc } from "../../foundry/parts/combat.js";
import { chase, dice, spaceOpera } from "../../../src/rules/index.js";
import { viaGm } from "../chat/click.js";
import { GM, P1, P2, chaseWorld, click, loadChaseModules, noticesOf, runner } from "./world.js";

type Obj = Record<string, unknown>;
let glue: Glue;
let scene: StandInScene;
beforeEach(async () => {
  ({ glue, scene } = await chaseWorld());
});
const notices = () => noticesOf(glue);

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
      odds: [
        { bd: { shown: formatPercent(karaOdds) } },
        { bd: { shown: formatPercent(dice.opposedChance("1d20+3", "1d20+5", "defender")) } },
        {},
      ],
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
