// The power rulings the seeds leave to rulings.md (Robots, Mooks, The Force), exercised through what
// a power's Use button and the GM's hazard tool run: the plan the dialog shows, the request the GM
// carries out, and the card it posts.
import { beforeEach, describe, expect, it } from "vitest";
import { actorData } from "../../src/data/typed-system.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type { PowerId } from "../../src/rules/powers/types.js";
import { sys, type Glue } from "../data/setup.js";
import {
  knight,
  powerCards,
  powerWorld,
  scriptedDice,
  startCombat,
  target,
} from "../applications/powers/world.js";

let glue: Glue;
beforeEach(async () => {
  glue = await powerWorld();
  (await import("../../src/dice/register.js")).registerRolls();
});

const hp = (a: { system: unknown }) => (sys(a).health as { value: number }).value;
const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

/** The Use button, without the dialog; the card's state, or null when nothing was posted. */
async function use(actor: HolocronActor) {
  const before = powerCards().length;
  const { usePower } = await import("../../src/applications/powers/use-power.js");
  await usePower(actor, actor.items.contents[0]?.id ?? "", { fast: true });
  const cards = powerCards();
  if (cards.length === before) return null;
  return (cards.at(-1)?.flags.holocron as { power: Record<string, unknown> }).power;
}

/** What the Use button's dialog shows for `actor` (its plan, then the dialog's context). */
async function dialogFor(actor: HolocronActor, power: PowerId, targets: HolocronActor[] = []) {
  const { planPower } = await import("../../src/rulesets/power-plan.js");
  const { kitOfActor, powerTargetOf, powerUserOf } =
    await import("../../src/rulesets/power-actors.js");
  const { isInCombat } = await import("../../src/applications/powers/in-combat.js");
  const { powerDialogContext } =
    await import("../../src/applications/dialogs/power-dialog-context.js");
  const kit = kitOfActor(actor)!;
  const inCombat = isInCombat(actor);
  const plan = planPower({
    kit,
    powerId: power,
    user: powerUserOf(actorData(actor), kit),
    targets: targets.map((t) => powerTargetOf(actorData(t), t, kit)),
    inCombat,
    modifier: 0,
    dc: 15,
  });
  if (!plan.ok) throw new Error(plan.reason);
  const context = powerDialogContext(plan, {
    powerName: power,
    skill: kit.skill,
    inCombat,
    modifier: 0,
    dc: 15,
    dcLocked: false,
  });
  return { plan, context };
}

/** A 7th-level Space Opera psion (Psionics 7, MND 14) at 30 HP of 36, who knows `power`. */
function psion(power: PowerId) {
  return glue.createActor({
    name: "Vex",
    type: "operaCharacter",
    ownership: { default: 0, player1000000000: 3 },
    system: {
      stats: { str: 14, dex: 12, mnd: 14 },
      level: 7,
      health: { value: 30 },
      class: { name: "Psion", knight: true },
      skills: { physical: 2, psionics: 7 },
    },
    items: [{ name: "Machine Stun", type: "psionicPower", system: { power, stat: "mnd" } }],
  });
}

function operaNpc(name: string, system: Record<string, unknown>) {
  return glue.createActor({
    name,
    type: "operaNpc",
    system: { stats: { str: 10, dex: 12, mnd: 8 }, ...system },
  });
}

describe("rulings: Robots (Space Opera)", () => {
  it("a Space Opera actor has a Robot flag; a robot has no Psionics rank", async () => {
    const bot = await operaNpc("Battle Droid", {
      class: { name: "Droid", robot: true },
      skills: { psionics: 5 },
    });
    expect(sys(bot)).toMatchObject({ class: { robot: true }, skills: { psionics: 5 } });
    expect(sys(bot).ranks).toMatchObject({ psionics: 0 });
  });

  it("Machine Stun shuts off a robot that fails to resist; anything else is unaffected, and the dialog says so before", async () => {
    const vex = await psion("stunDroid");
    const bot = await operaNpc("Battle Droid", { mook: true, class: { robot: true } });
    const guard = await operaNpc("Guard", {});
    const { plan, context } = await dialogFor(vex, "stunDroid", [bot, guard]);
    expect(plan.rows.map((r) => r.kind)).toEqual(["opposed", "immune"]);
    expect(context.rows.map((r) => r.immune)).toEqual([false, true]);
    expect(context.immuneKey).toBe("HOLOCRON.Power.Dialog.ImmuneRobot");
    startCombat(glue, [vex]);
    target(glue, [bot]);
    // the psion's check 15 + 9 = 24; the robot resists with 1 + 1 = 2
    scriptedDice.push(15, 1);
    const state = await use(vex);
    expect(state?.rows).toMatchObject([{ outcome: "success", droid: true }]);
    expect(bot.statuses.has("shutDown")).toBe(true);
    expect(hp(vex)).toBe(26);
  });
});

/** A 20 ft fall the GM's hazard tool offers a Force Surge against (DC 12, negating it). */
const fall = {
  kind: "falling",
  feet: 20,
  intoHazard: false,
  surge: "negate",
  surgeDc: 12,
} as const;

describe("rulings: Mooks (revised: a mook has no hit points, so it cannot pay for a power)", () => {
  /** A mook Knight (Force 3) who knows Battlemind; `mook: false` makes it a named NPC. */
  const acolyte = (mook = true) =>
    glue.createActor({
      name: "Dark Acolyte",
      type: "m20Npc",
      system: {
        stats: { str: 12, dex: 10, mnd: 14 },
        level: 3,
        mook,
        class: { name: "Knight", knight: true },
        skills: { force: 3 },
      },
      items: [{ name: "Battlemind", type: "forcePower", system: { power: "battlemind" } }],
    });

  it("a mook Knight's power is refused with the reason and the fix; nothing is rolled or posted", async () => {
    const brute = await acolyte();
    startCombat(glue, [brute]);
    await expect(dialogFor(brute, "battlemind")).rejects.toThrow("mook");
    scriptedDice.push(10);
    expect(await use(brute)).toBeNull();
    expect(notices().at(-1)).toBe(
      'HOLOCRON.Power.Notify.mook {"name":"Dark Acolyte","power":"Battlemind"}',
    );
    expect(scriptedDice).toEqual([10]);
    scriptedDice.length = 0;
    expect(brute.statuses.has("defeated")).toBe(false);
    // out of combat too: it has no HP at all, so no power at all
    expect(sys(brute).force).toMatchObject({ blocked: "mook" });
  });

  it("made a named NPC, the same Knight uses its power and pays its HP", async () => {
    const named = await acolyte(false);
    startCombat(glue, [named]);
    const { context } = await dialogFor(named, "battlemind");
    expect(context).toMatchObject({ refused: null });
    expect(sys(named).force).toMatchObject({ blocked: null });
  });

  it("the sheets say why and how to fix it: Force powers (m20) and psionic powers (Space Opera)", async () => {
    const { M20_PROFILE, OPERA_PROFILE } =
      await import("../../src/applications/sheets/context/d20-actor.js");
    const brute = await acolyte();
    const psion = await operaNpc("Mind Thug", { mook: true, class: { knight: true } });
    expect(sys(psion).psionics).toMatchObject({ blocked: "mook" });
    expect(M20_PROFILE.powerBlocked(sys(brute) as never)).toBe("HOLOCRON.Sheet.PowerBlocked.mook");
    expect(OPERA_PROFILE.powerBlocked(sys(psion) as never)).toBe(
      "HOLOCRON.Sheet.PowerBlocked.mookPsion",
    );
  });

  it("the GM's hazard tool offers a mook Knight no Force Surge, in combat or out", async () => {
    const { hazardCreatureOf } = await import("../../src/applications/gm/hazard-flow.js");
    const { checkChoices } = await import("../../src/applications/gm/hazard-plan.js");
    const brute = await acolyte();
    expect(checkChoices(fall, hazardCreatureOf(brute))).not.toContain("surge");
    startCombat(glue, [brute]);
    expect(checkChoices(fall, hazardCreatureOf(brute))).not.toContain("surge");
    expect(checkChoices(fall, hazardCreatureOf(await acolyte(false)))).toContain("surge");
  });

  it("a mook still resists powers with its ranks", async () => {
    const kara = await knight(glue, ["push"]);
    const guard = await glue.createActor({
      name: "Guard",
      type: "m20Npc",
      system: { stats: { str: 14, dex: 10, mnd: 8 }, mook: true, skills: { physical: 3 } },
    });
    startCombat(glue, [kara]);
    const { plan } = await dialogFor(kara, "push", [guard]);
    // Push is resisted with Physical + STR bonus: 3 + 2
    expect(plan.rows).toMatchObject([{ kind: "opposed", resistBonus: 5 }]);
  });
});

describe("rulings: The Force (a Knight spends only HP it has)", () => {
  it("seed 000 line 34: in combat a power costing more than current HP is refused; nothing is paid or rolled", async () => {
    const kara = await knight(glue, ["push"], { health: { value: 2 } });
    const droid = await operaNpc("Target", {});
    startCombat(glue, [kara]);
    target(glue, [droid]);
    const { context } = await dialogFor(kara, "push", [droid]);
    expect(context).toMatchObject({ refused: { hp: 2, cost: 4 }, hpAfter: null });
    scriptedDice.push(20, 1);
    expect(await use(kara)).toBeNull();
    expect(sys(kara)).toMatchObject({ health: { value: 2 }, strDamage: { value: 0 } });
    expect(notices().at(-1)).toMatch(/^HOLOCRON.Power.Notify.notEnoughHp/);
  });

  it("the dialog shows the HP left after paying; paying exactly down to 0 is allowed (unconscious, no STR lost)", async () => {
    const kara = await knight(glue, ["surge"], { health: { value: 4 } });
    startCombat(glue, [kara]);
    expect((await dialogFor(kara, "surge")).context).toMatchObject({ hpAfter: 0, refused: null });
    scriptedDice.push(10);
    expect(await use(kara)).toMatchObject({ cost: 4 });
    expect(sys(kara)).toMatchObject({ health: { value: 0 }, strDamage: { value: 0 } });
    expect(kara.statuses.has("unconscious")).toBe(true);
  });

  it("out of combat a power costs nothing, whatever the HP", async () => {
    const kara = await knight(glue, ["surge"], { health: { value: 0 } });
    scriptedDice.push(10);
    expect(await use(kara)).toMatchObject({ cost: 0 });
  });
});

describe("seed 000 line 25: a Force Surge against a fall is a power (the GM's hazard tool)", () => {
  it("in combat the surge costs 4 HP, paid whatever it does, and the card says so", async () => {
    const { runHazard } = await import("../../src/applications/gm/hazard-flow.js");
    const kara = await knight(glue, []);
    startCombat(glue, [kara]);
    // 2d6 = 5 + 5; d20 10 + Force 7 + MND 2 = 19 ≥ DC 12: negated
    scriptedDice.push(5, 5, 10);
    const message = await runHazard({
      request: fall,
      damageType: "kinetic",
      creatures: [{ actor: kara as never, choice: "surge" }],
    });
    const card = (message as unknown as { flags: { holocron: { card: unknown } } }).flags.holocron
      .card;
    expect(card).toMatchObject({ rows: [{ surge: true, resisted: true, amount: 0, paid: 4 }] });
    expect(hp(kara)).toBe(36);
  });

  it("a Knight without the HP to pay is not offered the surge in combat; out of combat it costs nothing", async () => {
    const { hazardCreatureOf, runHazard } =
      await import("../../src/applications/gm/hazard-flow.js");
    const { checkChoices } = await import("../../src/applications/gm/hazard-plan.js");
    const low = await knight(glue, [], { health: { value: 3 } });
    expect(checkChoices(fall, hazardCreatureOf(low))).toContain("surge");
    scriptedDice.push(5, 5, 10);
    await runHazard({
      request: fall,
      damageType: "kinetic",
      creatures: [{ actor: low as never, choice: "surge" }],
    });
    expect(hp(low)).toBe(3);
    startCombat(glue, [low]);
    expect(checkChoices(fall, hazardCreatureOf(low))).not.toContain("surge");
  });
});

describe("seed 000 line 34: Negate Energy against the GM's hazard card (walking through fire)", () => {
  it("the card offers the Knight's Negate Energy at DC = its row's damage; a success leaves nothing to apply", async () => {
    const { runHazard, applyHazard } = await import("../../src/applications/gm/hazard-flow.js");
    const { negateCandidates } = await import("../../src/applications/powers/register.js");
    const { negateEnergy } = await import("../../src/applications/powers/negate-energy.js");
    const kara = await knight(glue, ["negateEnergy"]);
    const message = await runHazard({
      request: { kind: "damage", formula: "9", half: false },
      damageType: "energy",
      creatures: [{ actor: kara as never, choice: "none" }],
    });
    expect(negateCandidates(message as never)).toMatchObject({
      knights: [{ uuid: kara.uuid, dc: 9 }],
      damage: null,
    });
    // d20 3 + Force 7 + MND 2 = 12 ≥ DC 9
    scriptedDice.push(3);
    expect(await negateEnergy(kara, { damageMessageId: message!.id ?? "" })).toBe(true);
    const card = (message as unknown as { flags: { holocron: { card: never } } }).flags.holocron
      .card;
    expect(card).toMatchObject({ rows: [{ amount: 0, negated: true }] });
    expect(negateCandidates(message as never)).toMatchObject({ knights: [] });
    await applyHazard(message!, card);
    expect(hp(kara)).toBe(40);
  });
});
