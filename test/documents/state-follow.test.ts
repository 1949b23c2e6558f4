// A status means the same however it is set, through the stand-in's real toggleStatusEffect (it
// creates and deletes ActiveEffect documents, calling the actor's descendant-document lifecycle, as
// the token HUD does) and real typed updates (as the sheet's inputs write them): the actor's own
// lifecycle follows each hand edit (src/documents/state-follow.ts); no hook is registered.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, sys, type Glue } from "../data/setup.js";
import { flush } from "../combat/world.js";
import { actAs } from "../foundry/parts/users.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("starWorlds");
});

/** What the token HUD does: the status toggled on the actor, then the hooks' writes settled. */
async function hud(actor: unknown, id: string, active: boolean): Promise<void> {
  await standIn(actor).toggleStatusEffect(id, { active });
  await flush();
}

const ace = () =>
  glue.createActor({
    name: "Ace",
    type: "worldsCharacter",
    system: { attributes: { menace: 0 }, health: { value: 12 } },
  });

describe("Star Worlds: Wounded and Dying set from the token HUD", () => {
  it("seed 002 line 28: a HUD-set Wounded character who takes damage becomes Dying", async () => {
    const a = await ace();
    await hud(a, "wounded", true);
    expect([...a.effects].map((e) => [...e.statuses])).toEqual([["wounded"]]);
    expect(sys(a)).toMatchObject({ health: { value: 12 }, wounded: true, dying: false });
    const change = await a.applyDamage(3);
    expect(change?.statuses.added).toEqual(["dying"]);
    expect(sys(a)).toMatchObject({ health: { value: 9 }, wounded: true, dying: true });
    expect([...a.statuses].sort()).toEqual(["dying", "wounded"]);
  });

  it("seed 002 line 36: a HUD-set Dying character does not recover in one night; a week does", async () => {
    const a = await ace();
    await a.applyDamage(5);
    await hud(a, "dying", true);
    expect(sys(a)).toMatchObject({ dying: true });
    await a.recover("night");
    expect(sys(a)).toMatchObject({ health: { value: 7 }, dying: true });
    expect(a.statuses.has("dying")).toBe(true);
    await a.recover("week");
    expect(sys(a)).toMatchObject({ health: { value: 12 }, wounded: false, dying: false });
    expect(a.statuses.size).toBe(0);
  });

  it("the GM clearing Wounded from the HUD clears the stored flag too", async () => {
    const a = await ace();
    await a.applyDamage(20);
    expect(sys(a)).toMatchObject({ health: { value: 0 }, wounded: true });
    await hud(a, "wounded", false);
    expect(sys(a)).toMatchObject({ health: { value: 0 }, wounded: false });
    expect(a.statuses.has("wounded")).toBe(false);
  });

  it("rulings.md: healing restores Vitality but leaves Wounded", async () => {
    const a = await ace();
    await a.applyDamage(20);
    await a.heal(6);
    expect(sys(a)).toMatchObject({ health: { value: 6 }, wounded: true });
    expect(a.statuses.has("wounded")).toBe(true);
  });

  it("seed 002 line 38: a night's rest clears Exhausted and Out-Cold, not Sick or Lost Limb", async () => {
    const a = await ace();
    for (const id of ["exhausted", "outCold", "sick", "lostLimb"]) await hud(a, id, true);
    const change = await a.recover("night");
    expect(change?.statuses.removed.sort()).toEqual(["exhausted", "outCold"]);
    expect([...a.statuses].sort()).toEqual(["lostLimb", "sick"]);
  });
});

describe("the sheet's chips and typed values", () => {
  it("a chip toggles the status as the HUD does: one ActiveEffect, and off again", async () => {
    const a = await ace();
    await a.setCondition("exhausted", true);
    expect([...a.effects].map((e) => e.id)).toEqual(["holocronExhauste"]);
    await a.setCondition("wounded", true);
    expect(sys(a)).toMatchObject({ wounded: true });
    await a.setCondition("exhausted", false);
    expect([...a.statuses]).toEqual(["wounded"]);
  });

  it("a player cannot toggle the statuses of an actor they do not own", async () => {
    const a = await ace();
    actAs("player2000000000");
    expect(await a.setCondition("sick", true)).toBeNull();
    expect(a.statuses.size).toBe(0);
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.at(-1)?.message).toBe("HOLOCRON.Chat.Error.NotOwner");
  });

  it("seed 000 line 5: typing HP 0 on an m20 sheet makes the actor unconscious; typing 5 wakes it", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 10 }, hitDice: [6], health: { value: 12 } },
    });
    await kara.update({ "system.health.value": 0 } as never);
    await flush();
    expect([...kara.statuses]).toEqual(["unconscious"]);
    await kara.update({ "system.health.value": 5 } as never);
    await flush();
    expect(kara.statuses.size).toBe(0);
  });

  it("seed 003 line 3: typing HP −2 in Space Opera makes the actor dying (and unconscious)", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type: "operaCharacter",
      system: { stats: { str: 10 }, health: { value: 12 } },
    });
    await kara.update({ "system.health.value": -2 } as never);
    await flush();
    expect([...kara.statuses].sort()).toEqual(["dying", "unconscious"]);
    expect(kara.healthView.dyingCheck).toBe(true);
  });

  it("a damage write keeps its own statuses: the typed-value hook adds no second toggle", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 10 }, hitDice: [6], health: { value: 12 } },
    });
    let created = 0;
    Hooks.on("createActiveEffect", () => void (created += 1));
    await kara.applyDamage(12);
    await flush();
    expect(created).toBe(1);
    expect([...kara.statuses]).toEqual(["unconscious"]);
  });
});

describe("the follow-up's pieces", () => {
  const mod = () => import("../../src/documents/state-follow.js");
  const me = () => (glue.env.game as { user: { id: string } }).user.id;

  it("touches: only an update whose system data holds one of the paths", async () => {
    const { touches } = await mod();
    expect(touches({}, ["health.value"])).toBe(false);
    expect(touches({ system: { health: { value: 0 } } }, ["health.value"])).toBe(true);
    expect(touches({ system: { health: { max: 9 } } }, ["health.value"])).toBe(false);
    expect(touches({ system: { wounded: false } }, ["health.value", "wounded"])).toBe(true);
  });

  it("a disabled effect does not hold its status: the mirrored flag is cleared", async () => {
    const a = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { health: { value: 12 }, wounded: true },
    });
    await standIn(a).createEmbeddedDocuments("ActiveEffect", [
      { name: "Wounded", statuses: ["wounded"], disabled: true },
    ]);
    await flush();
    expect(sys(a)).toMatchObject({ wounded: false });
  });

  it("followEffects writes only for the user who toggled, only a Holocron actor's flags", async () => {
    const { followEffects, mirroredFlags } = await mod();
    const a = await ace();
    const wounded = [{ statuses: new Set(["wounded"]) }];
    await standIn(a).createEmbeddedDocuments("ActiveEffect", [
      { name: "Wounded", statuses: ["wounded"] },
    ]);
    await flush();
    // Holocron's own write (STATE_WRITE) is whole: its author's client does not follow it up.
    const { STATE_WRITE } = await import("../../src/documents/state-writer.js");
    await a.update({ "system.wounded": false } as never, STATE_WRITE);
    await flush();
    expect(sys(a)).toMatchObject({ wounded: false });
    expect(mirroredFlags(a as never, wounded)).toEqual({ wounded: true });
    await followEffects(a as never, wounded, {}, "someoneElse00000");
    expect(sys(a)).toMatchObject({ wounded: false });
    const item = { type: "weapon", uuid: "Item.x" } as never;
    await followEffects(item, wounded, {}, me());
    await followEffects(a as never, wounded, STATE_WRITE, me());
    expect(sys(a)).toMatchObject({ wounded: false });
    await followEffects(a as never, wounded, {}, me());
    expect(sys(a)).toMatchObject({ wounded: true });
    expect(mirroredFlags(a as never, wounded)).toEqual({});
  });

  it("followUpdate: the typing user only, health fields only, never after Holocron's own write", async () => {
    const { followUpdate } = await mod();
    const { STATE_WRITE } = await import("../../src/documents/state-writer.js");
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 10 }, hitDice: [6], health: { value: 0 } },
    });
    // Created at 0 HP without the status it implies (no hand edit has happened yet).
    const hp = { system: { health: { value: 0 } } };
    const statuses = () => [...kara.statuses];
    await followUpdate(kara as never, hp, {}, "someoneElse00000");
    await followUpdate(kara as never, { system: { level: 2 } }, {}, me());
    await followUpdate({ type: "weapon", uuid: "Item.x" } as never, hp, {}, me());
    await followUpdate(kara as never, hp, STATE_WRITE, me());
    expect(statuses()).toEqual([]);
    await followUpdate(kara as never, hp, {}, me());
    expect(statuses()).toEqual(["unconscious"]);
    await followUpdate(kara as never, hp, {}, me());
    expect(statuses()).toEqual(["unconscious"]);
  });

  it("a follow-up that fails lets go of the actor's queue", async () => {
    const { followUpdate } = await mod();
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 10 }, hitDice: [6], health: { value: 0 } },
    });
    const hp = { system: { health: { value: 0 } } };
    const real = kara.createEmbeddedDocuments.bind(kara);
    (kara as { createEmbeddedDocuments: unknown }).createEmbeddedDocuments = () =>
      Promise.reject(new Error("write refused"));
    await expect(followUpdate(kara as never, hp, {}, me())).rejects.toThrow("write refused");
    (kara as { createEmbeddedDocuments: unknown }).createEmbeddedDocuments = real;
    await followUpdate(kara as never, hp, {}, me());
    expect([...kara.statuses]).toEqual(["unconscious"]);
  });
});
