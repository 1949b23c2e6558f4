// Time that heals (rulings.md, "Time and healing"), on the stand-in: the active GM's client heals
// each character once for the world time that passed, posts one recovery card, and nothing else
// does, however many clients see the clock move.
import { beforeEach, describe, expect, it } from "vitest";
import { standIn, sys, type Glue } from "../../data/setup.js";
import { actAs } from "../../foundry/parts/users.js";
import { viaGm } from "../chat/click.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { GM, GM2, P1, P2, advance, clock, hp, recoveryCards, timeWorld } from "./world.js";

let glue: Glue;
beforeEach(async () => {
  glue = await timeWorld("m20");
});

/** An m20 level-4 character: max HP STR 10 + four 6s = 34, at 10 HP. */
const hurtKnight = (over: Record<string, unknown> = {}) =>
  glue.createActor({
    name: "Kara",
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: { stats: { str: 10 }, level: 4, hitDice: [6, 6, 6, 6], health: { value: 10 }, ...over },
  });

describe("world time heals, once, on the active GM", () => {
  it("3 hours heal an m20 level-4 character 12 HP, however many clients are connected", async () => {
    const kara = await hurtKnight();
    const seen: string[] = [];
    Hooks.on("updateWorldTime", () => void seen.push(game.user.id ?? ""));
    await advance(glue, 3 * 3600);
    // Four clients saw the clock move (two GMs, two players); the active GM's alone healed.
    expect(seen.sort()).toEqual([GM, GM2, P1, P2].sort());
    expect(hp(kara)).toBe(22);
    expect(recoveryCards()).toHaveLength(1);
    expect(recoveryCards()[0]).toMatchObject({
      seconds: 3 * 3600,
      rows: [{ name: "Kara", changes: [{ label: "HOLOCRON.Health.HP", from: 10, to: 22 }] }],
    });
  });

  it("24 HP under the medical care the GM set", async () => {
    const kara = await hurtKnight();
    const { setRestMarks } = await import("../../../src/documents/rest-record.js");
    await setRestMarks({ [kara.id ?? ""]: { medical: true, bacta: false } });
    await advance(glue, 3 * 3600);
    expect(hp(kara)).toBe(34);
  });

  it("the seconds short of an hour are carried to the next span", async () => {
    const kara = await hurtKnight();
    await advance(glue, 1800);
    expect(hp(kara)).toBe(10);
    expect(recoveryCards()).toHaveLength(0);
    await advance(glue, 1800);
    expect(hp(kara)).toBe(14);
  });

  it("m20 restores STR damage first, then HP", async () => {
    const kara = await hurtKnight({ health: { value: 0 }, strDamage: { value: 3 } });
    await advance(glue, 3600);
    expect(sys(kara)).toMatchObject({ strDamage: { value: 0 }, health: { value: 1 } });
  });

  it("time in a started combat heals nobody", async () => {
    const kara = await hurtKnight();
    const { createCombat } = await import("../../foundry/parts/combat.js");
    const combat = createCombat();
    combat.addCombatant({ actor: standIn(kara) });
    await combat.startCombat();
    await advance(glue, 3600);
    expect(hp(kara)).toBe(10);
    // Once the combat is over, time heals again (the hour in combat was not carried).
    await combat.delete();
    await advance(glue, 3600);
    expect(hp(kara)).toBe(14);
  });

  it("a player cannot move the clock, nor set the marks", async () => {
    const kara = await hurtKnight();
    actAs(P1);
    await expect(clock(glue).advance(3600)).rejects.toThrow(/permission/);
    const { setRestMarks } = await import("../../../src/documents/rest-record.js");
    await expect(
      setRestMarks({ [kara.id ?? ""]: { medical: true, bacta: false } }),
    ).rejects.toThrow(/permission/);
    actAs(GM);
    expect(hp(kara)).toBe(10);
  });

  it("Undo on the recovery card (GM) takes the healing back", async () => {
    const kara = await hurtKnight();
    await advance(glue, 3 * 3600);
    const { messages } = await import("../../foundry/parts/chat.js");
    const message = messages.at(-1);
    const { undoApplied } = await import("../../../src/cards/applied/undo.js");
    const { ask } = await import("../../../src/authority/index.js");
    await ask(undoApplied, { messageId: message?.id ?? "", row: 0, confirmed: false });
    expect(hp(kara)).toBe(10);
    expect(recoveryCards().at(-1)?.rows[0]?.undone).toBe(true);
  });
});

describe("heat and cold: checks come due every 10 minutes of world time", () => {
  it("the GM is told which exposed creatures are due, and the DC of each", async () => {
    const kara = await hurtKnight({ health: { value: 34 } });
    await game.settings.set("holocron", "exposureCounts", { [kara.id ?? ""]: 2 });
    await advance(glue, 9 * 60);
    expect(recoveryCards()).toHaveLength(0);
    await advance(glue, 60);
    expect(recoveryCards()).toEqual([
      { type: "recovery", seconds: 60, rows: [], due: [{ uuid: kara.uuid, name: "Kara", dc: 17 }] },
    ]);
    const { messages } = await import("../../foundry/parts/chat.js");
    // Only checks came due: the card is the GMs' alone.
    expect(messages.at(-1)?.whisper).toEqual([GM, GM2]);
  });
});

describe("a rest advances the clock once, on the GM", () => {
  it("a player's rest from the sheet is one advance, and the healing comes from the time", async () => {
    const kara = await hurtKnight();
    const { recoverFromSheet } = await import("../../../src/applications/sheets/recovery.js");
    const seconds = await viaGm(glue.socket, P1, () => recoverFromSheet(kara, "hour"));
    actAs(GM);
    expect(seconds).toBe(3600);
    expect(clock(glue).advances).toBe(1);
    expect(clock(glue).worldTime).toBe(3600);
    expect(hp(kara)).toBe(14);
    expect(recoveryCards()).toHaveLength(1);
  });
});

describe("Star Worlds: the rest time carried makes a night, a week or a bacta tank", () => {
  const dyingAce = () =>
    glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { health: { value: 0 }, wounded: true, dying: true },
    });

  it("a night does not help the Dying; a week clears Dying and fills Vitality", async () => {
    const ace: HolocronActor = await dyingAce();
    await ace.carryOutCondition("dying", true);
    await advance(glue, 8 * 3600);
    expect(sys(ace)).toMatchObject({ dying: true, wounded: true });
    await advance(glue, 7 * 24 * 3600 - 8 * 3600);
    expect(sys(ace)).toMatchObject({ dying: false, wounded: false });
    expect(hp(ace)).toBe((sys(ace).health as { max: number }).max);
  });
});
