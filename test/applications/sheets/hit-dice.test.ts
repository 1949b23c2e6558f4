// m20 hit dice from the sheet (rulings: m20 hit dice): typed per level, the missing ones rolled and
// stored, and a level gained rolls its die. Max HP = STR + the dice recorded.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { rollMessages } from "../../foundry/parts/sheet-play.js";
import { withHitDie } from "../../../src/applications/sheets/hit-dice.js";
import { buildActorContext } from "../../../src/applications/sheets/context/actor-context.js";
import { sheetActor } from "../../../src/applications/sheets/context/sheet-source.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
  (await import("../../../src/dice/register.js")).registerRolls();
});

const flow = () => import("../../../src/applications/sheets/hit-dice.js");
const maxHp = (actor: unknown) => (sys(actor as never) as { health: { max: number } }).health.max;
const dice = (actor: unknown) => (sys(actor as never) as { hitDice: number[] }).hitDice;

async function fresh(level: number, hitDice: number[] = []) {
  return glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: { stats: { str: 12, dex: 10, mnd: 10 }, level, hitDice },
  });
}

describe("withHitDie: a die typed for one level", () => {
  it.each([
    [[4, 2], 1, "6", [4, 6]],
    [[4, 2], 2, "3", [4, 2, 3]],
    [[4, 2, 5], 1, "", [4]],
    [[4, 2], 0, " 1 ", [1, 2]],
  ])("%j, level %d ← %j → %j", (stored, index, typed, next) => {
    expect(withHitDie(stored, index, typed)).toEqual(next);
  });
  it.each([
    [[4], 0, "7"],
    [[4], 0, "0"],
    [[4], 0, "2.5"],
    [[4], 0, "six"],
    [[4], 3, "2"],
  ])("%j, level %d ← %j is refused", (stored, index, typed) => {
    expect(withHitDie(stored, index, typed)).toBe("bad");
  });
});

describe("rulings m20 hit dice: a fresh level-3 character", () => {
  it("shows one input per level and the roll button; rolling fills them and max HP = STR + the dice", async () => {
    const kara = await fresh(3);
    expect(maxHp(kara)).toBe(12);
    const view = { editable: true, editMode: true, enriched: "", activeTab: "main", gm: false };
    const before = buildActorContext(sheetActor(kara as never), view);
    expect(before.hitDice).toMatchObject({ missing: 3, total: 0 });
    expect(before.hitDice?.dice.map((d) => d.value)).toEqual([null, null, null]);
    scriptedDice.push(5, 2, 6);
    const rolled = await (await flow()).rollMissingHitDice(kara as never);
    expect(rolled).toEqual([5, 2, 6]);
    expect(dice(kara)).toEqual([5, 2, 6]);
    expect(maxHp(kara)).toBe(12 + 13);
    expect(rollMessages.at(-1)).toMatchObject({
      flavor: 'HOLOCRON.Sheet.HitDice.Flavor {"name":"Kara","levels":"1–3"}',
      total: 13,
    });
    const after = buildActorContext(sheetActor(kara as never), view);
    expect(after.hitDice).toMatchObject({ missing: 0, total: 13 });
    expect(after.notices).not.toContain("HOLOCRON.Sheet.Notice.HitDiceMissing");
  });

  it("nothing missing: says so and rolls nothing", async () => {
    const kara = await fresh(2, [3, 4]);
    const count = rollMessages.length + messages.length;
    expect(await (await flow()).rollMissingHitDice(kara as never)).toBeNull();
    expect(rollMessages.length + messages.length).toBe(count);
  });

  it("a player who does not own the character cannot roll its dice", async () => {
    const kara = await fresh(2);
    actAs("player1000000000");
    expect(await (await flow()).rollMissingHitDice(kara as never)).toBeNull();
    expect(dice(kara)).toEqual([]);
  });

  it("a retyped die is stored; a bad one is refused and nothing changes", async () => {
    const kara = await fresh(2, [3, 4]);
    const { setHitDie } = await flow();
    expect(await setHitDie(kara as never, 1, "6")).toBe(true);
    expect(dice(kara)).toEqual([3, 6]);
    expect(await setHitDie(kara as never, 0, "9")).toBe(false);
    expect(dice(kara)).toEqual([3, 6]);
    expect(maxHp(kara)).toBe(12 + 9);
  });

  it("a level gained rolls its die, on the client of the user who raised it", async () => {
    const kara = await fresh(2, [3, 4]);
    const hooks = glue.env.Hooks as unknown as { callAll(hook: string, ...args: unknown[]): void };
    // Another user's change reaches this client too: it is not this client's to roll.
    hooks.callAll("updateActor", kara, { system: { level: 3 } }, {}, "someoneElse00000");
    await new Promise((r) => setTimeout(r, 0));
    expect(dice(kara)).toEqual([3, 4]);
    scriptedDice.push(5);
    await kara.update({ "system.level": 3 } as never);
    await new Promise((r) => setTimeout(r, 10));
    expect(dice(kara)).toEqual([3, 4, 5]);
    expect(maxHp(kara)).toBe(12 + 12);
  });

  it("Space Opera has no hit dice on its sheet", async () => {
    const tal = await glue.createActor({
      name: "Tal",
      type: "operaCharacter",
      system: { level: 3 },
    });
    const context = buildActorContext(sheetActor(tal as never), {
      editable: true,
      editMode: true,
      enriched: "",
      activeTab: "main",
      gm: false,
    });
    expect(context.hitDice).toBeNull();
    expect(context.attackBonus?.fields.map((f) => [f.id, f.placeholder])).toEqual([
      ["melee", 3],
      ["ranged", 3],
    ]);
  });
});
