// Negate Energy, then "Apply half": the Negate row states its DC (the damage as rolled) before
// anyone applies; a negation still skips the Knight on Apply half, and a roll that missed the damage
// as rolled but reaches the halved damage negates it then (seed 000 line 34 and rulings: DC = the
// energy damage taken; the control is offered before Apply). The GM's ×½ pressed on the Knight's row
// before the roll makes the DC the halved damage at once.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import type { StandInMessage } from "../../foundry/parts/chat.js";
import { cardElement } from "../chat/click.js";
import type { PowerCardState } from "../../../src/applications/chat/power-card-state.js";
import {
  energyDamage,
  knight,
  messages,
  powerCards,
  powerWorld,
  scriptedDice,
  startCombat,
} from "./world.js";

type Obj = Record<string, unknown>;
let glue: Glue;

beforeEach(async () => {
  glue = await powerWorld();
  (await import("../../../src/dice/register.js")).registerRolls();
  (await import("../../../src/hooks/chat.js")).registerChatHooks();
  const { registerPowers } = await import("../../../src/applications/powers/register.js");
  const { listenForRequests: registerPowerRelay } = await import("../../../src/authority/index.js");
  registerPowers();
  registerPowerRelay();
});

const hp = (a: { system: unknown }) => (a.system as { health: { value: number } }).health.value;

/** Renders the message as the chat log does; returns what the card renderers inserted. */
async function renderedExtensions(message: StandInMessage): Promise<string> {
  const { onRenderChatMessage } = await import("../../../src/cards/render.js");
  let inserted = "";
  const slot = { insertAdjacentHTML: (_where: string, markup: string) => (inserted += markup) };
  const html = {
    querySelector: (selector: string) => (selector === "[data-card-extensions]" ? slot : null),
    querySelectorAll: () => [],
    addEventListener: () => undefined,
  };
  await onRenderChatMessage(message as never, html as never);
  return inserted.replaceAll("&quot;", '"');
}

async function click(message: StandInMessage, action: string, dataset: Obj, scales?: Obj) {
  const { cardActionHandler } = await import("../../../src/cards/card.js");
  const { cardOf } = await import("../../../src/cards/card.js");
  const control = { dataset, remove: () => undefined };
  const element = cardElement(cardOf(message as never) ?? undefined, undefined, scales);
  return cardActionHandler(action)!({
    message: message as never,
    card: cardOf(message as never),
    control: control as never,
    element: element as never,
    event: {} as never,
  });
}

describe("Negate Energy, then Apply half", () => {
  it("the row states DC = the damage as rolled; negated, Apply half still skips the Knight", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const damage = await energyDamage(kara, 14);
    const row = await renderedExtensions(damage);
    expect(row).toContain('data-action="powerNegateEnergy"');
    expect(row).toMatch(
      /HOLOCRON.Power.Negate.DcLabel <span class="holocron-breakdown"><button [^>]*>14<\/button>/,
    );

    scriptedDice.push(5); // 5 + 9 = 14 vs DC 14: negated
    await click(damage, "powerNegateEnergy", { actorUuid: kara.uuid });
    const state = (powerCards()[0]?.flags.holocron as { power: PowerCardState }).power;
    expect(state).toMatchObject({ dc: 14, check: { total: 14, success: true } });
    const before = hp(kara);

    const count = messages.length;
    await click(damage, "applyDamage", { mode: "half" });
    expect(hp(kara)).toBe(before);
    expect(messages).toHaveLength(count);
  });

  // Seed 000 line 34, "DC equal amount of damage taken": the GM's halving settles the damage taken,
  // so a roll that missed 17 but reaches the 9 applied negates it (before: the 9 was applied).
  it("the DC is the damage taken: a roll short of the card's total negates the half Apply half writes", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const damage = await energyDamage(kara, 17);
    expect(await renderedExtensions(damage)).toMatch(
      /HOLOCRON.Power.Negate.DcLabel <span class="holocron-breakdown"><button [^>]*>17<\/button>/,
    );
    scriptedDice.push(7); // 7 + 9 = 16 < 17: not negated as rolled
    await click(damage, "powerNegateEnergy", { actorUuid: kara.uuid });
    const state = (powerCards()[0]?.flags.holocron as { power: PowerCardState }).power;
    expect(state).toMatchObject({ dc: 17, check: { success: false } });
    const before = hp(kara);
    await click(damage, "applyDamage", { mode: "half" });
    expect(hp(kara)).toBe(before); // 16 reaches 9, half of 17 rounded up: negated
    const { cardOf } = await import("../../../src/cards/card.js");
    expect(cardOf(damage as never)).toMatchObject({ negated: [kara.uuid] });
  });

  it("a roll short of the halved damage too leaves Apply half to apply half", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const damage = await energyDamage(kara, 21);
    scriptedDice.push(1); // 1 + 9 = 10 < 11, half of 21 rounded up
    await click(damage, "powerNegateEnergy", { actorUuid: kara.uuid });
    const before = hp(kara);
    await click(damage, "applyDamage", { mode: "half" });
    expect(hp(kara)).toBe(before - 11);
  });

  it("the GM's ×½ on the Knight's row before the roll: the DC is the halved damage", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const damage = await energyDamage(kara, 17);
    scriptedDice.push(1); // 1 + 9 = 10 ≥ 9: negated
    await click(damage, "powerNegateEnergy", { actorUuid: kara.uuid }, { [kara.uuid]: "half" });
    const state = (powerCards()[0]?.flags.holocron as { power: PowerCardState }).power;
    expect(state).toMatchObject({ dc: 9, check: { total: 10, success: true } });
    const before = hp(kara);
    await click(damage, "applyDamage", { mode: "half" });
    expect(hp(kara)).toBe(before);
  });
});

describe("Negate Energy after Apply (review N2)", () => {
  const notices = () =>
    (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

  it("applied first: no control offered; a click is refused, no cost paid, no card posted", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const [turn] = startCombat(glue, [kara]);
    const damage = await energyDamage(kara, 14);
    await click(damage, "applyDamage", { mode: "damage" });
    expect(hp(kara)).toBe(26);
    expect(await renderedExtensions(damage)).not.toContain('data-action="powerNegateEnergy"');
    scriptedDice.push(20);
    await click(damage, "powerNegateEnergy", { actorUuid: kara.uuid });
    expect(hp(kara)).toBe(26);
    expect(powerCards()).toHaveLength(0);
    expect(turn?.updates).toEqual([]);
    expect(notices().at(-1)).toBe('HOLOCRON.Power.Negate.TooLate {"name":"Kara"}');
  });

  it("two clicks at once pay the cost once (the GM authority runs one at a time)", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const [turn] = startCombat(glue, [kara]);
    const damage = await energyDamage(kara, 14);
    scriptedDice.push(5, 5);
    const first = click(damage, "powerNegateEnergy", { actorUuid: kara.uuid });
    const second = click(damage, "powerNegateEnergy", { actorUuid: kara.uuid });
    await Promise.all([first, second]);
    expect(hp(kara)).toBe(36); // 4 HP once (in combat)
    expect(turn?.updates).toEqual([{ "flags.holocron.actionRound": 1 }]);
    expect(notices()).toContain("HOLOCRON.Power.Negate.Done");
    expect(powerCards()).toHaveLength(1);
    expect(cardOfDamage(damage)).toMatchObject({ negated: [kara.uuid] });
  });

  it("a failed negation leaves the Knight to Apply", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const damage = await energyDamage(kara, 14);
    scriptedDice.push(1);
    await click(damage, "powerNegateEnergy", { actorUuid: kara.uuid });
    expect(cardOfDamage(damage)).not.toHaveProperty("negated");
    await click(damage, "applyDamage", { mode: "damage" });
    expect(hp(kara)).toBe(26);
  });
});

const cardOfDamage = (m: StandInMessage) => (m.flags.holocron as Obj).card;

describe("the Negate Energy DC against a damage card (seed 000 line 34: DC = the damage taken)", () => {
  it("is the card's total through the GM's multiplier on the Knight's row; ×0 and −1 take none", async () => {
    const { negateDc } = await import("../../../src/applications/powers/negate-energy.js");
    const { cardOf } = await import("../../../src/cards/card.js");
    const kara = await knight(glue, ["negateEnergy"]);
    const card = cardOf((await energyDamage(kara, 17)) as never);
    if (card?.type !== "damage") throw new Error("no damage card");
    expect(
      (["full", "half", "double", "none", "heal"] as const).map((s) =>
        negateDc(card, kara.uuid, s),
      ),
    ).toEqual([17, 9, 34, null, null]);
  });

  it("a player's multiplier is refused (it is the GM's call); ×0 from the GM leaves nothing to negate", async () => {
    const { powerNegate } = await import("../../../src/applications/powers/negate-energy.js");
    const kara = await knight(glue, ["negateEnergy"]);
    const damage = await energyDamage(kara, 17);
    const p = { damageMessageId: damage.id, actorUuid: kara.uuid, scale: "half" as const };
    const player = { id: "player1000000000", name: "Player One", isGM: false };
    expect(await powerNegate.authorize(p, player)).toBe("HOLOCRON.Authority.Refused.ModeGmOnly");
    const cards = powerCards().length;
    await click(damage, "powerNegateEnergy", { actorUuid: kara.uuid }, { [kara.uuid]: "none" });
    expect(powerCards()).toHaveLength(cards);
    const notices = (glue.env.ui.notifications as { notices: { message: string }[] }).notices;
    expect(notices.at(-1)?.message).toMatch(/^HOLOCRON.Power.Negate.NothingTaken/);
  });
});
