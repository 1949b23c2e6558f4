import { viaGm } from "../chat/click.js";
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import { actAs } from "../../foundry/parts/users.js";
import type { PowerCardState } from "../../../src/applications/chat/power-card-state.js";
import type * as UsePowerModule from "../../../src/applications/powers/use-power.js";
import type * as NegateModule from "../../../src/applications/powers/negate-energy.js";
import type * as EffectsModule from "../../../src/documents/power-effects.js";
import type * as CardActionsModule from "../../../src/cards/card.js";
import { powerKit } from "../../../src/rulesets/index.js";
import type { PowerKit } from "../../../src/rulesets/power-kit.js";
import {
  battleDroid,
  cardsOfType,
  energyDamage,
  knight,
  messages,
  powerCards,
  powerWorld,
  scriptedDice,
  startCombat,
  target,
} from "./world.js";
import { pushCardState } from "./card-fixtures.js";

let glue: Glue;
let mod: {
  usePower: typeof UsePowerModule.usePower;
  negateEnergy: typeof NegateModule.negateEnergy;
  isNegated: typeof NegateModule.isNegated;
  applyBattlemind: typeof EffectsModule.applyBattlemind;
  cardActionHandler: typeof CardActionsModule.cardActionHandler;
};

beforeEach(async () => {
  glue = await powerWorld();
  const { usePower } = await import("../../../src/applications/powers/use-power.js");
  const { negateEnergy, isNegated } =
    await import("../../../src/applications/powers/negate-energy.js");
  const { applyBattlemind } = await import("../../../src/documents/power-effects.js");
  const { cardActionHandler } = await import("../../../src/cards/card.js");
  const { registerPowers } = await import("../../../src/applications/powers/register.js");
  const { listenForRequests: registerPowerRelay } = await import("../../../src/authority/index.js");
  registerPowers();
  registerPowerRelay();
  mod = { usePower, negateEnergy, isNegated, applyBattlemind, cardActionHandler };
});

const hp = (a: { system: unknown }) => (a.system as { health: { value: number } }).health.value;
const stateOf = (i = 0) => (powerCards()[i]?.flags.holocron as { power: PowerCardState }).power;
const firstItem = (a: { items: { contents: { id: string | null }[] } }) =>
  a.items.contents[0]?.id ?? "";

describe("Negate Energy as a reaction (DC = the energy damage)", () => {
  it.each([
    { natural: 5, total: 14, negated: true, why: "14 ≥ 14: success" },
    { natural: 4, total: 13, negated: false, why: "13 < 14: failure" },
  ])("$why; the 4 HP are paid either way", async ({ natural, total, negated }) => {
    const kara = await knight(glue, ["negateEnergy"]);
    startCombat(glue, [kara]);
    scriptedDice.push(natural);
    const dmg1 = (await energyDamage(kara, 14)).id;
    const result = await mod.negateEnergy(kara, { damageMessageId: dmg1 });
    expect(result).toBe(negated);
    expect(hp(kara)).toBe(36);
    expect(stateOf()).toMatchObject({ dc: 14, check: { total, success: negated } });
    expect(mod.isNegated(dmg1, kara.uuid)).toBe(negated);
    expect(mod.isNegated("other", kara.uuid)).toBe(false);
  });

  it("off-turn it spends the Knight's next action; on its own turn this turn's", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const droid = await battleDroid(glue, "A");
    const [mine] = startCombat(glue, [kara, droid], 1);
    scriptedDice.push(10);
    const d = (await energyDamage(kara, 5)).id;
    await mod.negateEnergy(kara, { damageMessageId: d });
    expect(mine?.updates).toEqual([{ "flags.holocron.actionRound": 2 }]);

    const onTurn = await knight(glue, ["negateEnergy"]);
    // The first combat ends (game.combat is the active one).
    (glue.env.game.combats as { active: boolean }[]).forEach((c) => (c.active = false));
    const [own] = startCombat(glue, [onTurn], 0);
    scriptedDice.push(10);
    const e = (await energyDamage(onTurn, 5)).id;
    await mod.negateEnergy(onTurn, { damageMessageId: e });
    expect(own?.updates).toEqual([{ "flags.holocron.actionRound": 1 }]);
  });

  it("one attempt per damage card, and only for a Knight who knows the power", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    scriptedDice.push(20);
    const d = (await energyDamage(kara, 5)).id;
    await mod.negateEnergy(kara, { damageMessageId: d });
    expect(await mod.negateEnergy(kara, { damageMessageId: d })).toBe(false);
    const plain = await knight(glue, ["push"]);
    expect(await mod.negateEnergy(plain, { damageMessageId: d })).toBe(false);
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.map((n) => n.message.split(" ")[0])).toEqual([
      "HOLOCRON.Power.Negate.Success",
      "HOLOCRON.Power.Negate.Done",
      "HOLOCRON.Power.Negate.NoPower",
    ]);
  });

  it("the damage card records the negated Knight, so its Apply skips the Knight", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    scriptedDice.push(20);
    const damage = await energyDamage(kara, 5);
    await mod.negateEnergy(kara, { damageMessageId: damage.id });
    expect(damage.getFlag("holocron", "card")).toMatchObject({ negated: [kara.uuid] });
  });
});

describe("Battlemind", () => {
  it("in combat: an Active Effect of +N flagged to end with the combat, replacing an older one", async () => {
    const kara = await knight(glue, ["battlemind"]);
    startCombat(glue, [kara]);
    scriptedDice.push(11); // 11 + 7 + 2 = 20 → +2
    await mod.usePower(kara, firstItem(kara), { fast: true });
    expect(stateOf().battlemindBonus).toBe(2);
    const first = [...kara.effects];
    expect(first.map((e) => e.flags)).toEqual([
      { holocron: { untilCombatEnd: true, battlemind: 2 } },
    ]);
    expect(first[0]?.changes).toHaveLength(3);
    expect(kara.statuses.has("battlemind")).toBe(true);
    scriptedDice.push(10); // total 19 → +1, replaces the +2
    await mod.usePower(kara, firstItem(kara), { fast: true });
    const second = [...kara.effects];
    expect(second.map((e) => e.flags)).toEqual([
      { holocron: { untilCombatEnd: true, battlemind: 1 } },
    ]);
    expect(second[0]?.id).not.toBe(first[0]?.id);
  });

  it("the combat tracker's cleanup removes it when the combat ends", async () => {
    const { effectsEndingWithCombat } = await import("../../../src/documents/combat-cleanup.js");
    const { battlemindEffectData } = await import("../../../src/documents/power-effects.js");
    const data = battlemindEffectData({ name: "B", img: "", origin: "", bonus: 1 });
    expect(
      effectsEndingWithCombat([{ id: "x", flags: data.flags, statuses: new Set<string>() }]),
    ).toEqual(["x"]);
  });

  it("out of combat nothing lasts: no effect is created", async () => {
    const kara = await knight(glue, ["battlemind"]);
    scriptedDice.push(20);
    await mod.usePower(kara, firstItem(kara), { fast: true });
    expect(kara.effects.size).toBe(0);
    expect(stateOf()).toMatchObject({ battlemindBonus: 2, inCombat: false, cost: 0 });
  });
});

describe("a player-owned target resists from the card", () => {
  it("the card waits; the owner rolls; the GM updates the card and carries out the effects", async () => {
    const kara = await knight(glue, ["grip"]);
    const jex = await glue.createActor({
      name: "Jex",
      type: "m20Character",
      ownership: { default: 0, player2000000000: 3 },
      system: { stats: { str: 10 }, skills: { physical: 1 } },
    });
    Object.defineProperty(jex, "hasPlayerOwner", { value: true });
    actAs("player1000000000");
    target(glue, [jex]);
    scriptedDice.push(12); // Kara: 12 + 9 = 21, rolled by the GM
    await viaGm(glue.socket, "player1000000000", () =>
      mod.usePower(kara, firstItem(kara), { fast: true }),
    );
    expect(stateOf().rows[0]).toMatchObject({ outcome: "pending", resistBonus: 1, checkTotal: 21 });
    expect(cardsOfType("damage")).toHaveLength(0);

    const message = powerCards()[0]!;
    const control = { dataset: { row: "0" } };
    scriptedDice.push(3); // Jex: 3 + 1 = 4, rolled by the GM
    const handler = mod.cardActionHandler("powerResist");
    await viaGm(glue.socket, "player2000000000", async () =>
      handler?.({ message, card: null, control, element: control, event: {} } as never),
    );
    expect(stateOf().rows[0]).toMatchObject({ outcome: "success", resistTotal: 4, applied: true });
    expect(cardsOfType("damage")).toHaveLength(1);
    expect(messages.some((m) => String(m.rolls.length) === "1" && m.speaker.alias === "Jex")).toBe(
      true,
    );
  });

  it("two resisters answering at once (review N3): both rows kept, each carried out once", async () => {
    const kara = await knight(glue, ["grip"]);
    const owned = (name: string, user: string) =>
      glue.createActor({
        name,
        type: "m20Character",
        ownership: { default: 0, [user]: 3 },
        system: { stats: { str: 10 }, skills: { physical: 1 } },
      });
    const jex = await owned("Jex", "player2000000000");
    const lex = await owned("Lex", "player1000000000");
    for (const a of [jex, lex]) Object.defineProperty(a, "hasPlayerOwner", { value: true });
    target(glue, [jex, lex]);
    scriptedDice.push(12);
    await mod.usePower(kara, firstItem(kara), { fast: true });
    const message = powerCards()[0]!;
    const resist = (user: string, row: string) => {
      actAs(user);
      const control = { dataset: { row } };
      const handler = mod.cardActionHandler("powerResist");
      return handler?.({ message, card: null, control, element: control, event: {} } as never);
    };
    scriptedDice.push(3); // the GM rolls Jex's first (then the damage, then Lex's)
    // Each client sends its request (one process plays both: wait for each before switching).
    const sent = async (n: number) => {
      while (glue.socket.queue.length < n) await new Promise((r) => setTimeout(r, 0));
    };
    const clicks = [resist("player2000000000", "0")];
    await sent(1);
    clicks.push(resist("player1000000000", "1"));
    await sent(2);
    actAs("gm00000000000000");
    expect(await glue.socket.deliver()).toBe(2); // both requests handled together
    const replies = [...glue.socket.queue];
    actAs("player2000000000");
    await glue.socket.deliver();
    glue.socket.queue.push(...replies);
    actAs("player1000000000");
    await glue.socket.deliver();
    await Promise.all(clicks);
    expect(stateOf().rows).toMatchObject([
      { outcome: "success", resistTotal: 4, applied: true },
      { outcome: "success", resistTotal: expect.any(Number), applied: true },
    ]);
    expect(cardsOfType("damage")).toHaveLength(2);
  });

  it("someone else's target: the Resist click is refused", async () => {
    const kara = await knight(glue, ["grip"]);
    const jex = await glue.createActor({ name: "Jex", type: "m20Character", system: {} });
    Object.defineProperty(jex, "hasPlayerOwner", { value: true });
    target(glue, [jex]);
    scriptedDice.push(12);
    await mod.usePower(kara, firstItem(kara), { fast: true });
    actAs("player1000000000");
    const control = { dataset: { row: "0" } };
    await mod.cardActionHandler("powerResist")?.({
      message: powerCards()[0]!,
      card: null,
      control,
      element: control,
      event: {},
    } as never);
    expect(stateOf().rows[0]?.outcome).toBe("pending");
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.at(-1)?.message).toMatch(/^HOLOCRON.Power.Notify.ResistNotYours/);
  });
});

describe("Negate Energy bookkeeping", () => {
  const kit = powerKit("m20") as PowerKit;
  const card = (success: boolean, messageId = "dmg1", actorUuid = "Actor.k") => ({
    holocron: {
      power: pushCardState({
        powerId: "negateEnergy",
        rows: [],
        check: { total: 14, natural: 9, success },
        negates: { messageId, actorUuid },
      }),
    },
  });
  it.each([
    { flags: card(true), negated: true, why: "a successful check for that card and Knight" },
    { flags: card(false), negated: false, why: "a failed check" },
    { flags: card(true, "other"), negated: false, why: "another damage card" },
    { flags: card(true, "dmg1", "Actor.x"), negated: false, why: "another Knight" },
    { flags: {}, negated: false, why: "not a power card" },
  ])("negatesDamage: $why → $negated", async ({ flags, negated }) => {
    const { negatesDamage } = await import("../../../src/applications/powers/negate-energy.js");
    expect(negatesDamage(flags, "dmg1", "Actor.k")).toBe(negated);
  });

  it("finds the Knight's Negate Energy item among its powers", async () => {
    const { negatePowerItemId } = await import("../../../src/applications/powers/negate-energy.js");
    const items = [
      { id: "w", type: "weapon", system: {} },
      { id: "p", type: "forcePower", system: { power: "push" } },
      { id: "n", type: "forcePower", system: { power: "negateEnergy" } },
    ];
    expect(negatePowerItemId(items, kit)).toBe("n");
    expect(negatePowerItemId(items.slice(0, 2), kit)).toBeNull();
    expect(
      negatePowerItemId(
        [{ id: "x", type: "psionicPower", system: { power: "negateEnergy" } }],
        kit,
      ),
    ).toBeNull();
  });
});
