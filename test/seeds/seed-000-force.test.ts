// Seed 000 (Star Wars m20), lines 22–45: healing and the Force, exercised through what the sheet's
// recovery buttons and a power's Use button run (the plan the dialog shows and the GM carries out).
import { beforeEach, describe, expect, it } from "vitest";
import { m20 } from "../../src/rules/index.js";
import { actorData } from "../../src/data/typed-system.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type { PowerId } from "../../src/rules/powers/types.js";
import type { PowerKit } from "../../src/rulesets/power-kit.js";
import { sys, type Glue } from "../data/setup.js";
import {
  battleDroid,
  knight,
  powerCards,
  powerWorld,
  scriptedDice,
  startCombat,
  target,
} from "../applications/powers/world.js";

let glue: Glue;
let kit: PowerKit;
beforeEach(async () => {
  glue = await powerWorld();
  const { powerKit } = await import("../../src/rulesets/index.js");
  kit = powerKit("m20")!;
});

const hp = (a: { system: unknown }) => (sys(a).health as { value: number }).value;
const firstItem = (a: HolocronActor) => a.items.contents[0]?.id ?? "";

/** What the Use button's dialog shows and the GM carries out for `actor` against `targets`. */
async function plan(
  actor: HolocronActor,
  power: PowerId,
  targets: HolocronActor[],
  o: { inCombat?: boolean; dc?: number; modifier?: number } = {},
) {
  const { planPower } = await import("../../src/rulesets/power-plan.js");
  const { powerTargetOf, powerUserOf } = await import("../../src/rulesets/power-actors.js");
  const result = planPower({
    kit,
    powerId: power,
    user: powerUserOf(actorData(actor), kit),
    targets: targets.map((t) => powerTargetOf(actorData(t), t, kit)),
    inCombat: o.inCombat ?? true,
    modifier: o.modifier ?? 0,
    dc: o.dc ?? 15,
  });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

function person(name: string, system: Record<string, unknown>) {
  return glue.createActor({
    name,
    type: "m20Npc",
    system: { stats: { str: 10, dex: 10, mnd: 10 }, ...system },
  });
}

const use = async (actor: HolocronActor) => {
  const { usePower } = await import("../../src/applications/powers/use-power.js");
  await usePower(actor, firstItem(actor), { fast: true });
  const last = powerCards().at(-1)?.flags.holocron as
    { power: Record<string, unknown> } | undefined;
  return last?.power ?? null;
};

describe("seed 000, Healing", () => {
  it("seed 000 line 22: level in HP per hour, twice with medical care; second wind once a session for half max HP", async () => {
    // A rest advances the world clock on the GM; the time handler heals (rulings.md, "Time and healing").
    (await import("../../src/hooks/time.js")).registerTimeHooks();
    const { recoverFromSheet } = await import("../../src/applications/sheets/recovery.js");
    const a = await knight(glue, [], { health: { value: 10 } });
    await recoverFromSheet(a, "hour");
    expect(hp(a)).toBe(17);
    await recoverFromSheet(a, "hourMedical");
    expect(hp(a)).toBe(31);
    await a.update({ "system.health.value": 5 } as never);
    await recoverFromSheet(a, "secondWind");
    // max HP 12 + 7 × 6 = 54 → +27
    expect(hp(a)).toBe(32);
    expect(sys(a).secondWindUsed).toBe(true);
    expect(await recoverFromSheet(a, "secondWind")).toBeNull();
  });
});

describe("seed 000, The Force", () => {
  it("seed 000 line 25: only Knights use powers, at 4 HP in combat; d20 + Force + MND; everyone else resists with Force", async () => {
    const plain = await knight(glue, ["push"], { class: { knight: false } });
    await use(plain);
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.at(-1)?.message).toMatch(/^HOLOCRON.Power.Notify.notKnight/);
    const kara = await knight(glue, ["farseeing"]);
    startCombat(glue, [kara]);
    scriptedDice.push(6);
    const state = await use(kara);
    // 6 + Force 7 + MND 2 = 15 vs the default DC 15
    expect(state).toMatchObject({ cost: 4, check: { total: 15, success: true } });
    expect(hp(kara)).toBe(36);
    const guard = await person("Guard", {
      skills: { force: 2 },
      stats: { str: 10, dex: 10, mnd: 14 },
    });
    expect((await plan(kara, "mindTrick", [guard])).rows[0]).toMatchObject({ resistBonus: 4 });
  });

  it("seed 000 line 27: ten listed powers", () => {
    expect(m20.FORCE_POWER_IDS).toHaveLength(10);
  });

  it("seed 000 line 29: the cost is paid on a lost check; −2 and +1 HP per extra target (five droids: −8, 8 HP)", async () => {
    const droids = await Promise.all(["A", "B", "C", "D", "E"].map((n) => battleDroid(glue, n)));
    const five = await plan(await knight(glue, []), "push", droids);
    expect(five).toMatchObject({ penalty: -8, cost: 8, checkBonus: 9 - 8 });
    const kara = await knight(glue, ["grip"]);
    const guard = await person("Guard", {
      skills: { physical: 10 },
      stats: { str: 18, dex: 10, mnd: 10 },
    });
    startCombat(glue, [kara]);
    target(glue, [guard]);
    scriptedDice.push(1, 20);
    const state = await use(kara);
    expect(state?.rows).toMatchObject([{ outcome: "failure" }]);
    expect(hp(kara)).toBe(36);
  });

  it("seed 000 line 31: Force Push vs Physical + better of STR/DEX; 1d4 per level; prone", async () => {
    const t = await person("T", { skills: { physical: 1 }, stats: { str: 10, dex: 16, mnd: 10 } });
    const p = await plan(await knight(glue, []), "push", [t]);
    expect(p.rows[0]).toMatchObject({ resistBonus: 4 });
    expect(kit.damageFormula(p.power, 7)).toBe("7d4");
    expect(p.power.effect).toBe("prone");
  });

  it("seed 000 line 32: Force Surge is a check against the GM's DC", async () => {
    const p = await plan(await knight(glue, []), "surge", [], { dc: 20 });
    // d20 + 9 ≥ 20: naturals 11–20
    expect(p.dcChance).toBe(10 / 20);
  });

  it("seed 000 line 33: Battlemind gives +1 per 10 points of the check (19 → +1, 20 → +2)", async () => {
    expect(m20.battlemindBonus(19)).toBe(1);
    expect(m20.battlemindBonus(20)).toBe(2);
    const kara = await knight(glue, ["battlemind"]);
    scriptedDice.push(11);
    expect(await use(kara)).toMatchObject({ battlemindBonus: 2 });
  });

  it("seed 000 line 34: Negate Energy against DC = the damage; no multi-target penalty", async () => {
    const p = await plan(await knight(glue, []), "negateEnergy", [], { dc: 14 });
    expect(p).toMatchObject({ penalty: 0, cost: 4 });
    expect(p.dcChance).toBe(16 / 20);
  });

  it("seed 000 line 35: Force Grip vs Physical + STR; 1d6 per Knight level", async () => {
    const t = await person("T", { skills: { physical: 2 }, stats: { str: 14, dex: 18, mnd: 10 } });
    const p = await plan(await knight(glue, []), "grip", [t]);
    expect(p.rows[0]).toMatchObject({ resistBonus: 4 });
    expect(kit.damageFormula(p.power, 7)).toBe("7d6");
  });

  it("seed 000 line 36: Force Lightning vs the better of DEX + Physical or Force + MND; 1d6 per level, energy", async () => {
    const t = await person("T", {
      skills: { physical: 1, force: 4 },
      stats: { str: 10, dex: 12, mnd: 16 },
    });
    const p = await plan(await knight(glue, []), "lightning", [t]);
    expect(p.rows[0]).toMatchObject({ resistBonus: 7 });
    expect(kit.damageFormula(p.power, 7)).toBe("7d6");
    expect(p.power.damage?.type).toBe("energy");
  });

  it("seed 000 line 37: Stun Droid shuts a droid off (ion); anyone else is unaffected", async () => {
    const droid = await battleDroid(glue, "R");
    const t = await person("T", {});
    const p = await plan(await knight(glue, []), "stunDroid", [droid, t]);
    expect(p.rows.map((r) => r.kind)).toEqual(["opposed", "immune"]);
    expect(p.power.effect).toBe("shutDownDroid");
  });

  it("seed 000 line 38: Mind Trick vs Force + MND, with the GM's situational modifier", async () => {
    const t = await person("T", { skills: { force: 1 }, stats: { str: 10, dex: 10, mnd: 12 } });
    const p = await plan(await knight(glue, []), "mindTrick", [t], { modifier: -4 });
    expect(p).toMatchObject({ checkBonus: 5, rows: [{ resistBonus: 2 }] });
  });

  it("seed 000 lines 39–40: Farseeing and Telepathy against a GM-set DC, with a circumstance modifier", async () => {
    const kara = await knight(glue, []);
    // d20 + 9 ≥ 25: naturals 16–20
    expect((await plan(kara, "farseeing", [], { dc: 25 })).dcChance).toBe(5 / 20);
    expect((await plan(kara, "telepathy", [], { dc: 15, modifier: 2 })).dcChance).toBe(17 / 20);
  });

  it("seed 000 line 42: out of combat a power costs nothing; DC 15 is the dialog's default", async () => {
    const { DEFAULT_DC } = await import("../../src/applications/powers/use-power.js");
    expect(DEFAULT_DC).toBe(15);
    const kara = await knight(glue, ["surge"]);
    scriptedDice.push(10);
    expect(await use(kara)).toMatchObject({ cost: 0, inCombat: false });
    expect(hp(kara)).toBe(40);
  });

  it("seed 000 line 45: the Affinity trait halves the cost to 2", async () => {
    const p = await plan(
      await knight(glue, [], { class: { knight: true, affinity: true } }),
      "surge",
      [],
    );
    expect(p.cost).toBe(2);
  });
});
