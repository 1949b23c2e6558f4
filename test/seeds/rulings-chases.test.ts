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
