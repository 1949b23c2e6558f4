import { beforeEach, describe, expect, it } from "vitest";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/migrate-source.js";
import { addCombat, setupGlue, standIn, sys, type Glue } from "../data/setup.js";
import { itemBatches } from "../foundry/parts/sheet-play.js";
import { actAs } from "../foundry/parts/users.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

const kara = () =>
  glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: {
      stats: { str: 10, dex: 10, mnd: 10 },
      hitDice: [6, 6],
      level: 2,
      health: { value: 12 },
    },
  });

describe("applyDamage: rules → ONE update → statuses → combatant", () => {
  it("HP 12 → 4: one update, a row for the chat card, no status", async () => {
    const a = await kara();
    const change = await a.applyDamage(8, { type: "kinetic" });
    expect(standIn(a).updates).toEqual([{ system: { health: { value: 4 } } }]);
    expect(change?.rows).toEqual([
      { field: "health.value", label: "HOLOCRON.Health.HP", before: 12, after: 4 },
    ]);
    expect(change?.before.fields["health.value"]).toBe(12);
    expect(change?.after.fields["health.value"]).toBe(4);
    expect(change?.statuses).toEqual({ added: [], removed: [] });
  });

  it("past 0 HP: STR damage and unconscious; writing the state before undoes it exactly", async () => {
    const a = await kara();
    const change = await a.applyDamage(15);
    expect(sys(a)).toMatchObject({ health: { value: 0 }, strDamage: { value: 3 } });
    expect(standIn(a).updates).toHaveLength(1);
    expect([...standIn(a).statuses]).toEqual(["unconscious"]);
    expect(change?.statuses.added).toEqual(["unconscious"]);
    await a.carryOutHealthState(change!.before);
    expect(sys(a)).toMatchObject({ health: { value: 12 }, strDamage: { value: 0 } });
    expect([...standIn(a).statuses]).toEqual([]);
  });

  it("dead: the dead status as an overlay and the combatant marked defeated; undo revives", async () => {
    const a = await kara();
    const combat = await addCombat(glue.env, [a]);
    const change = await a.applyDamage(30);
    expect([...standIn(a).statuses]).toEqual(["dead"]);
    const dead = standIn(a).effects.find((e) => e.statuses.has("dead"));
    expect(dead?.flags).toEqual({ core: { overlay: true } });
    expect(combat.combatants[0]!.defeated).toBe(true);
    await a.carryOutHealthState(change!.before);
    expect(combat.combatants[0]!.defeated).toBe(false);
    expect([...standIn(a).statuses]).toEqual([]);
  });

  it("a mook has no HP: any damage > 0 defeats it, 0 damage changes nothing", async () => {
    const mook = await glue.createActor({ name: "Droid", type: "m20Npc", system: { mook: true } });
    const combat = await addCombat(glue.env, [mook]);
    await mook.applyDamage(0);
    expect(standIn(mook).statuses.size).toBe(0);
    const change = await mook.applyDamage(1);
    expect(change?.statuses.added).toEqual(["defeated"]);
    expect(standIn(mook).updates).toEqual([]);
    expect(combat.combatants[0]!.defeated).toBe(true);
  });

  it("Star Worlds: Wounded then Dying, stored flags and statuses together", async () => {
    const a = await glue.createActor({ name: "Ace", type: "worldsCharacter" });
    await a.applyDamage(20);
    expect(sys(a)).toMatchObject({ health: { value: 0 }, wounded: true, dying: false });
    expect([...standIn(a).statuses]).toEqual(["wounded"]);
    await a.applyDamage(1);
    expect(sys(a)).toMatchObject({ wounded: true, dying: true });
    expect([...standIn(a).statuses].sort()).toEqual(["dying", "wounded"]);
    await a.recover("week");
    expect(sys(a)).toMatchObject({ health: { value: 12 }, wounded: false, dying: false });
    expect(standIn(a).statuses.size).toBe(0);
  });

  it("heal, recover and a refused second wind (a warning, nothing written)", async () => {
    const a = await kara();
    await a.applyDamage(10);
    await a.heal(3);
    expect(sys(a)).toMatchObject({ health: { value: 5 } });
    await a.recover("secondWind");
    // max HP 22 (STR 10 + 6 + 6): second wind heals 11
    expect(sys(a)).toMatchObject({ health: { value: 16 }, secondWindUsed: true });
    const writes = standIn(a).updates.length;
    expect(await a.recover("secondWind")).toBeNull();
    expect(standIn(a).updates).toHaveLength(writes);
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.at(-1)?.message).toBe("HOLOCRON.Health.SecondWindUsed");
  });

  it("a negative or non-finite amount is refused before anything happens", async () => {
    const a = await kara();
    await expect(a.applyDamage(-3)).rejects.toThrow(/HOLOCRON.Health.BadAmount/);
    await expect(a.heal(Number.NaN)).rejects.toThrow(/HOLOCRON.Health.BadAmount/);
    expect(standIn(a).updates).toEqual([]);
  });

  it("setCondition: a plain status toggles; Star Worlds' Wounded also sets its stored flag", async () => {
    const a = await kara();
    await a.setCondition("prone", true);
    expect(standIn(a).statuses.has("prone")).toBe(true);
    const w = await glue.createActor({ name: "Ace", type: "worldsCharacter" });
    await w.setCondition("wounded", true);
    expect(sys(w)).toMatchObject({ wounded: true });
    expect(standIn(w).statuses.has("wounded")).toBe(true);
  });

  it("getRollData adds the ruleset's short names", async () => {
    const a = await glue.createActor({
      name: "K",
      type: "m20Character",
      system: { stats: { str: 16, dex: 8, mnd: 12 }, level: 4 },
    });
    expect(a.getRollData()).toMatchObject({ str: 3, dex: -1, mnd: 1, level: 4, lvl: 4 });
    const w = await glue.createActor({
      name: "W",
      type: "worldsCharacter",
      system: { attributes: { daring: 2 } },
    });
    expect(w.getRollData()).toMatchObject({ dar: 2, men: 0, level: 1 });
  });

  it("new documents are stamped with the data version and their ruleset's token bars", async () => {
    const a = await glue.createActor({ name: "O", type: "operaCharacter" });
    expect(standIn(a)._source).toMatchObject({
      system: { schemaVersion: CURRENT_SCHEMA_VERSION },
      prototypeToken: { bar1: { attribute: "health" }, bar2: { attribute: "heroism" } },
    });
  });
});

describe("player characters' tokens", () => {
  it("a new character's prototype token is linked to it; an NPC's and a pack copy's are not", async () => {
    const link = (a: Awaited<ReturnType<Glue["createActor"]>>) =>
      (standIn(a)._source.prototypeToken as { actorLink?: boolean }).actorLink === true;
    for (const type of ["m20Character", "operaCharacter", "worldsCharacter"]) {
      expect(link(await glue.createActor({ name: type, type })), type).toBe(true);
    }
    for (const type of ["m20Npc", "operaNpc", "worldsNpc"]) {
      expect(link(await glue.createActor({ name: type, type })), type).toBe(false);
    }
    const copy = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      _stats: { compendiumSource: "Compendium.holocron.m20-heroes.Actor.kara000000000000" },
    });
    expect(link(copy)).toBe(false);
  });
});

type DialogClass = { createDialog(...a: unknown[]): unknown; lastCreateDialog: unknown[] };
const dialogClass = (doc: "Actor" | "Item") =>
  (glue.env.CONFIG[doc] as { documentClass: DialogClass }).documentClass;

describe("the world's ruleset", () => {
  it("decides which types the create dialogs offer (and the party, of any ruleset)", async () => {
    await dialogClass("Actor").createDialog({}, {}, {});
    expect(dialogClass("Actor").lastCreateDialog[2]).toEqual({
      types: ["m20Character", "m20Npc", "party"],
    });
    await dialogClass("Item").createDialog({}, {});
    expect(dialogClass("Item").lastCreateDialog[2]).toEqual({
      types: ["weapon", "armor", "gear", "forcePower"],
    });
  });

  it("switching it changes the dialog, never stored actors; they still play by their own rules", async () => {
    const a = await kara();
    const before = structuredClone(standIn(a)._source);
    const settings = glue.env.game.settings as {
      set(n: string, k: string, v: unknown): Promise<unknown>;
    };
    await settings.set("holocron", "ruleset", "starWorlds");
    await dialogClass("Actor").createDialog();
    expect(dialogClass("Actor").lastCreateDialog[2]).toEqual({
      types: ["worldsCharacter", "worldsNpc", "party"],
    });
    expect(standIn(a)._source).toEqual(before);
    expect(sys(a)).toMatchObject({ health: { max: 22 } });
    await a.applyDamage(15);
    expect(sys(a)).toMatchObject({ health: { value: 0 }, strDamage: { value: 3 } });
    expect(a.ruleset.id).toBe("m20");
  });
});

describe("token bars: Hero Points are the GM's to set (seed 002 line 41)", () => {
  const P1 = "player1000000000";
  const heroes = async () => {
    const worlds = await setupGlue("starWorlds");
    const actor = await worlds.createActor({
      name: "Vex",
      type: "worldsCharacter",
      system: { heroPoints: { value: 2, spent: 5 }, health: { value: 10 } },
      ownership: { default: 0, [P1]: 3 },
    });
    const { actAs } = await import("../foundry/parts/users.js");
    const notices = () =>
      (worlds.env.ui.notifications as { notices: { message: string }[] }).notices;
    return { actor, actAs, notices };
  };

  it("a player's edit of their own Hero Point bar is refused with a message; Vitality is not", async () => {
    const { actor, actAs, notices } = await heroes();
    actAs(P1);
    await actor.modifyTokenAttribute("heroPoints", 5, true, true);
    expect(sys(actor)).toMatchObject({ heroPoints: { value: 2, spent: 5 } });
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Award.Error.TokenBar");
    await actor.modifyTokenAttribute("health", -3, true, true);
    expect(sys(actor)).toMatchObject({ health: { value: 7 } });
  });

  it("the GM sets the bar; a player still spends from a card", async () => {
    const { actor, actAs } = await heroes();
    actAs("gm00000000000000");
    await actor.modifyTokenAttribute("heroPoints", 6, false, true);
    expect(sys(actor)).toMatchObject({ heroPoints: { value: 6, spent: 5 } });
    actAs(P1);
    const { spendHeroPoint } = await import("../../src/cards/hero-points.js");
    expect(await spendHeroPoint(actor as never)).toBe(true);
    expect(sys(actor)).toMatchObject({ heroPoints: { value: 5, spent: 6 } });
  });
});

describe("a new session and a Star Worlds rest", () => {
  it("a new session readies a used second wind (m20): one write, then nothing to do", async () => {
    const a = await kara();
    await a.update({ system: { secondWindUsed: true } } as never);
    const writes = standIn(a).updates.length;
    expect(await a.newSession()).toBe(true);
    expect(sys(a)).toMatchObject({ secondWindUsed: false });
    expect(standIn(a).updates).toHaveLength(writes + 1);
    expect(await a.newSession()).toBe(false);
    expect(standIn(a).updates).toHaveLength(writes + 1);
  });

  it("a ruleset without a second wind has nothing to ready", async () => {
    const w = await glue.createActor({ name: "Ace", type: "worldsCharacter" });
    expect(await w.newSession()).toBe(false);
    expect(standIn(w).updates).toEqual([]);
  });

  it("a night's rest readies used abilities and the level earned before it (seed 002 line 51)", async () => {
    const w = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { heroPoints: { spent: 12, spentAtRest: 0 } },
      items: [
        { name: "Ambush", type: "ability", system: { used: 1 } },
        { name: "Lucky", type: "ability", system: { used: 0 } },
      ],
    });
    await w.recover("night");
    expect(sys(w)).toMatchObject({ heroPoints: { spent: 12, spentAtRest: 12 } });
    expect(w.items.contents.map((i) => sys(i).used)).toEqual([0, 0]);
    // at full Vitality the rest itself writes nothing: the one write is the level's mark
    expect(standIn(w).updates).toEqual([{ system: { heroPoints: { spentAtRest: 12 } } }]);
    await w.recover("night");
    expect(standIn(w).updates).toHaveLength(1);
    expect(sys(w)).toMatchObject({ heroPoints: { spentAtRest: 12 } });
  });
});

describe("what each write touches", () => {
  const warnings = () =>
    (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

  it("a rest readies only the abilities used, in one item update; a second rest writes none", async () => {
    const w = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      items: [
        { name: "Ambush", type: "ability", system: { used: 1 } },
        { name: "Lucky", type: "ability", system: { used: 0 } },
      ],
    });
    const ambush = w.items.contents.find((i) => i.name === "Ambush")!;
    await w.recover("night");
    expect(itemBatches).toEqual([[{ _id: ambush.id, "system.used": 0 }]]);
    await w.recover("night");
    expect(itemBatches).toHaveLength(1);
  });

  it("an m20 rest readies no daily ability and marks no Star Worlds level", async () => {
    const a = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 10 }, hitDice: [6, 6], level: 2, health: { value: 3 } },
      items: [{ name: "Odd", type: "ability", system: { used: 1 } }],
    });
    await a.recover("hour");
    expect(itemBatches).toEqual([]);
    expect(standIn(a).updates.every((u) => !JSON.stringify(u).includes("heroPoints"))).toBe(true);
  });

  it("a player who does not own the actor asks nothing: a warning, no request", async () => {
    const a = await glue.createActor({
      name: "Theirs",
      type: "m20Character",
      ownership: { default: 0 },
    });
    actAs("player1000000000");
    expect(await a.recover("hour")).toBeNull();
    expect(await a.setCondition("prone", true)).toBeNull();
    expect(await a.applyDamage(2)).toBeNull();
    expect(warnings()).toEqual([
      "HOLOCRON.Chat.Error.NotOwner",
      "HOLOCRON.Chat.Error.NotOwner",
      "HOLOCRON.Chat.Error.NotOwner",
    ]);
    expect(glue.socket.sent).toEqual([]);
    expect(standIn(a).statuses.size).toBe(0);
  });

  it("the snapshot lists the ruleset's health statuses that are on, nothing else", async () => {
    const a = await kara();
    await a.setCondition("prone", true);
    await a.setCondition("unconscious", true);
    expect(a.healthSnapshot().statuses).toEqual(["unconscious"]);
  });

  it("a status set twice makes one effect; dead is drawn over the token", async () => {
    const a = await kara();
    await a.setCondition("prone", true);
    await a.setCondition("prone", true);
    expect([...standIn(a).effects].filter((e) => e.statuses.has("prone"))).toHaveLength(1);
    await a.setCondition("dead", true);
    const dead = [...standIn(a).effects].find((e) => e.statuses.has("dead"));
    expect(dead?.flags).toEqual({ core: { overlay: true } });
  });

  it("more damage to an actor that is out leaves the tracker's defeated mark on", async () => {
    const a = await kara();
    await a.applyDamage(40);
    // The GM marks the dead combatant defeated in the tracker (the status as Foundry sets it).
    await standIn(a).toggleStatusEffect("defeated", { active: true });
    await a.applyDamage(1);
    expect([...standIn(a).statuses].sort()).toEqual(["dead", "defeated"]);
  });

  it("a bad amount names itself in the error", async () => {
    const a = await kara();
    await expect(a.applyDamage(-3)).rejects.toThrow('HOLOCRON.Health.BadAmount {"amount":"-3"}');
  });
});
