// Chases in every ruleset (rulings: Chases, a project ruling; seed 003 lines 22–26 give Space
// Opera's), through what the chase tracker runs: each runner's check and movement read off its
// actor, and the round the GM resolves.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../data/setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("m20");
});

const participants = () => import("../../src/applications/chase/participants.js");

/** A chase participant for `actor`, on foot or in a vehicle. */
function runnerOf(
  actor: { uuid: string; name: string },
  vehicle: { name: string; speed: number } | null = null,
) {
  return {
    id: `p-${actor.name}`,
    actorUuid: actor.uuid,
    tokenUuid: null,
    name: actor.name,
    img: "",
    side: "quarry",
    vehicle,
    out: false,
  } as const;
}

describe("rulings: Chases — m20 uses the Space Opera procedure with the shared core's Agility and a movement", () => {
  it("an m20 character has Agility (rank 0) and a movement of 30 ft by default", async () => {
    const pilot = await glue.createActor({ name: "Pilot", type: "m20Character" });
    expect(sys(pilot)).toMatchObject({ skills: { agility: 0 }, movement: 30 });
    const thug = await glue.createActor({ name: "Thug", type: "m20Npc" });
    expect(sys(thug)).toMatchObject({ skills: { agility: 0 }, movement: 30 });
  });

  it("an m20 pilot rolls Agility + DEX in a vehicle, and a fast m20 runner gets +1 per full 10 ft over 30", async () => {
    const { profileOf } = await participants();
    const ace = await glue.createActor({
      name: "Ace",
      type: "m20Character",
      system: {
        stats: { str: 10, dex: 14, mnd: 10 },
        skills: { physical: 1, agility: 4 },
        movement: 50,
      },
    });
    // on foot: Physical 1 + DEX 2 + 2 for 50 ft
    expect(profileOf(runnerOf(ace) as never)).toMatchObject({ formula: "1d20+5", movement: 50 });
    // a speeder at 60 ft: Agility 4 + DEX 2 + 3
    expect(profileOf(runnerOf(ace, { name: "Speeder", speed: 60 }) as never)).toMatchObject({
      formula: "1d20+9",
      movement: 60,
    });
  });
});

describe("rulings: Chases — the GM's situational modifier and automatic loss (seed 003: knocked down, crates)", () => {
  it("set on the tracker for one round, they decide the pair, show on the tracker and the round card, then clear", async () => {
    const { chaseWorld, click, loadChaseModules, runner } =
      await import("../applications/chase/world.js");
    const { placeToken } = await import("../foundry/parts/scenes.js");
    const { scriptedDice } = await import("../foundry/parts/dice.js");
    const { messages } = await import("../foundry/parts/chat.js");
    const world = await chaseWorld();
    const kara = await world.glue.createActor(runner("Kara", "player1000000000"));
    const thief = await world.glue.createActor(runner("Thief", null));
    for (const a of [kara, thief]) placeToken(world.scene, a as never, { select: true });
    const { tracker, actions, store } = await loadChaseModules();
    const { applyTrackerForm } = await import("../../src/applications/chase/chase-actions.js");
    const app = tracker.chaseTracker();
    await click(actions, app, "startFromSelected");
    await click(actions, app, "begin");
    const [K, T] = app.chase!.participants.map((p) => p.id) as [string, string];
    // the GM's form: Kara +2 (a clear run), the Thief thrown off by crates
    const submit = (object: Record<string, unknown>) =>
      Reflect.apply(applyTrackerForm, app, [new Event("submit"), null, { object }]);
    await submit({ [`call.${K}.modifier`]: "2", [`call.${T}.autoLoss`]: true });
    await app.render();
    const view = (app as unknown as { lastContext: { chase: Record<string, unknown> } }).lastContext
      .chase as {
      sides: { runners: { id: string; call: unknown }[] }[];
      pairs: { odds: { label: string; bd: { shown: string } }[] | null }[];
    };
    const runners = view.sides.flatMap((s) => s.runners);
    expect(runners.find((r) => r.id === K)?.call).toMatchObject({ modifier: 2, autoLoss: false });
    expect(runners.find((r) => r.id === T)?.call).toMatchObject({ modifier: 0, autoLoss: true });
    // the odds before the roll follow the calls: the Thief's automatic loss decides the pair
    expect(view.pairs[0]?.odds?.map((o) => [o.label, o.bd.shown])).toEqual([
      ["HOLOCRON.Chase.OddsSide.pursuer", "100%"],
      ["HOLOCRON.Chase.OddsSide.quarry", "0%"],
    ]);
    // Kara rolls 2 (+4 → 6, +2 → 8), the Thief 20 (+3 → 23): the Thief still loses this round
    scriptedDice.push(2, 20);
    await click(actions, app, "rollAll");
    expect(store.findChase(app.chase!.id)!.rolls[K]).toMatchObject({ total: 6 });
    await click(actions, app, "resolve");
    const c = store.findChase(app.chase!.id)!;
    expect(c.log[0]?.results[0]).toMatchObject({ winner: "pursuer", pursuerTotals: [8] });
    expect(c.log[0]?.calls).toEqual({
      [K]: { modifier: 2, autoLoss: false },
      [T]: { modifier: 0, autoLoss: true },
    });
    expect(c.calls).toBeUndefined();
    const card = messages.at(-1)?.content ?? "";
    expect(card).toContain("HOLOCRON.Chase.AutoLoss");
    expect(card).toContain("HOLOCRON.Chase.CallModifierTag");
  });
});

describe("rulings: Chases — Star Worlds, Speed first (revised; seed 002: who runs the fastest is Speed, then Daring on a tie)", () => {
  /** A Star Worlds world with Kara (Speed 4, unarmored) after a thief NPC of Speed `thiefSpeed`. */
  async function worldsChase(thiefSpeed: number) {
    glue = await setupGlue("starWorlds");
    const { click, loadChaseModules } = await import("../applications/chase/world.js");
    const { placeToken, StandInScene } = await import("../foundry/parts/scenes.js");
    const scene = new StandInScene("Canyon");
    (glue.env.game.scenes as { add(s: unknown): void }).add(scene);
    const kara = await glue.createActor({
      name: "Kara",
      type: "worldsCharacter",
      system: { attributes: { daring: 1 } },
      ownership: { default: 0, player1000000000: 3 },
    });
    const thief = await glue.createActor({
      name: "Thief",
      type: "worldsNpc",
      system: { attributes: { daring: 1 }, speed: thiefSpeed },
    });
    for (const a of [kara, thief]) placeToken(scene, a as never, { select: true });
    const modules = await loadChaseModules();
    const { applyTrackerForm } = await import("../../src/applications/chase/chase-actions.js");
    const app = modules.tracker.chaseTracker();
    await click(modules.actions, app, "startFromSelected");
    await click(modules.actions, app, "begin");
    const [K, T] = app.chase!.participants.map((p) => p.id) as [string, string];
    const submit = (object: Record<string, unknown>) =>
      Reflect.apply(applyTrackerForm, app, [new Event("submit"), null, { object }]);
    const odds = async () => {
      await app.render();
      const view = (app as unknown as { lastContext: { chase: Record<string, unknown> } })
        .lastContext.chase as { pairs: { odds: { label: string; bd: { shown: string } }[] }[] };
      return view.pairs[0]?.odds?.map((o) => [o.label, o.bd.shown]);
    };
    const press = (name: string) => click(modules.actions, app, name);
    return { ...modules, app, K, T, submit, odds, press };
  }

  it("a runner in heavy armor never outruns an unarmored one: the faster wins whatever the dice, at 100%", async () => {
    const { scriptedDice } = await import("../foundry/parts/dice.js");
    const { app, store, K, odds, press } = await worldsChase(1);
    expect(await odds()).toEqual([
      ["HOLOCRON.Chase.OddsSide.pursuer", "100%"],
      ["HOLOCRON.Chase.OddsSide.quarry", "0%"],
    ]);
    // Kara rolls 1 + 1 (+1 → 3), the thief 6 + 6 (+1 → 13): Speed 4 against 1 still wins.
    scriptedDice.push(1, 1, 6, 6);
    await press("rollAll");
    await press("resolve");
    const c = store.findChase(app.chase!.id)!;
    expect(c.log[0]?.results[0]).toMatchObject({
      winner: "pursuer",
      before: 30,
      after: 0,
      speeds: { pursuer: 4, quarry: 1 },
    });
    expect(c.rolls[K]).toBeUndefined();
  });

  it("the GM's modifier adds to Speed and to every Daring roll of the round, tie-breaks included", async () => {
    const { scriptedDice } = await import("../foundry/parts/dice.js");
    const { app, store, K, T, submit, odds, press } = await worldsChase(3);
    // +1 brings the thief's Speed 3 to Kara's 4: the Daring rolls decide, the thief's with +1.
    await submit({ [`call.${T}.modifier`]: "1" });
    const shown = await odds();
    expect(shown?.map(([label]) => label)).toEqual([
      "HOLOCRON.Chase.OddsSide.pursuer",
      "HOLOCRON.Chase.OddsSide.quarry",
    ]);
    expect(shown?.[0]?.[1]).not.toBe("0%");
    // Kara 3 + 4 (+1 → 8); the thief 3 + 3 (+1, +1 → 8): a tie. The tie-break: Kara 2 + 2 (+1 → 5),
    // the thief 2 + 1 (+1, +1 → 5), tied again only because the modifier counts; then Kara 6 + 6
    // (→ 13) against the thief 1 + 1 (→ 4).
    scriptedDice.push(3, 4, 3, 3);
    await press("rollAll");
    expect(store.findChase(app.chase!.id)!.rolls[K]).toMatchObject({ total: 8 });
    scriptedDice.push(2, 2, 2, 1, 6, 6, 1, 1);
    await press("resolve");
    const c = store.findChase(app.chase!.id)!;
    expect(c.log[0]?.results[0]).toMatchObject({
      winner: "pursuer",
      pursuerTotals: [8, 5, 13],
      quarryTotals: [8, 5, 4],
    });
    expect(c.log[0]?.results[0]?.speeds).toBeUndefined();
  });
});
