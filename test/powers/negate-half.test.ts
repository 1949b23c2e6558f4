// Negate Energy, then "Apply half": the Negate row states its DC (the card's full damage) before
// anyone applies; the negation, checked against that full total, still skips the Knight on Apply
// half (rulings: DC = the energy damage taken; the control is offered before Apply).
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../data/setup.js";
import type { StandInMessage } from "../foundry/parts/chat.js";
import type { PowerCardState } from "../../src/powers/card-state.js";
import type { DamageCard } from "../../src/applications/chat/card-data.js";
import { knight, messages, powerCards, powerWorld, scriptedDice } from "./world.js";

type Obj = Record<string, unknown>;
let glue: Glue;

beforeEach(async () => {
  glue = await powerWorld();
  (await import("../../src/dice/register.js")).registerRolls();
  (await import("../../src/hooks/chat.js")).registerChatHooks();
  const { registerPowers, registerPowerRelay } = await import("../../src/powers/register.js");
  registerPowers();
  registerPowerRelay();
});

const hp = (a: { system: unknown }) => (a.system as { health: { value: number } }).health.value;

async function energyDamage(target: { uuid: string }, total: number): Promise<StandInMessage> {
  const { postCard } = await import("../../src/applications/chat/post-card.js");
  const card: DamageCard = {
    type: "damage",
    actor: { uuid: "Actor.none", name: "Trooper", img: "" },
    title: "HOLOCRON.Roll.Title.Damage",
    titleData: { name: "Blaster" },
    formula: "2d6+1d6",
    total,
    ruleset: "m20",
    heroDieResult: null,
    damageType: "energy",
    critical: false,
    heroDie: false,
    itemId: null,
    baseFormula: "2d6",
    targets: [{ uuid: target.uuid, name: "Kara", ac: null }],
  };
  return (await postCard(card)) as unknown as StandInMessage;
}

/** Renders the message as the chat log does; returns what the card renderers inserted. */
async function renderedExtensions(message: StandInMessage): Promise<string> {
  const { onRenderChatMessage } = await import("../../src/applications/chat/card-render.js");
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

async function click(message: StandInMessage, action: string, dataset: Obj) {
  const { cardActionHandler } = await import("../../src/applications/chat/card-actions.js");
  const { cardOf } = await import("../../src/applications/chat/post-card.js");
  const control = { dataset, remove: () => undefined };
  const element = { querySelector: () => null };
  return cardActionHandler(action)!({
    message: message as never,
    card: cardOf(message as never),
    control: control as never,
    element: element as never,
    event: {} as never,
  });
}

describe("Negate Energy, then Apply half", () => {
  it("the row states DC = the full damage; negated, Apply half still skips the Knight", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const damage = await energyDamage(kara, 14);
    const row = await renderedExtensions(damage);
    expect(row).toContain('data-action="powerNegateEnergy"');
    expect(row).toContain('HOLOCRON.Power.Negate.Dc {"dc":14}');

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

  it("the DC is the card's total; a failed negation leaves Apply half to apply half", async () => {
    const kara = await knight(glue, ["negateEnergy"]);
    const damage = await energyDamage(kara, 17);
    expect(await renderedExtensions(damage)).toContain('HOLOCRON.Power.Negate.Dc {"dc":17}');
    scriptedDice.push(7); // 7 + 9 = 16 < 17: not negated
    await click(damage, "powerNegateEnergy", { actorUuid: kara.uuid });
    const state = (powerCards()[0]?.flags.holocron as { power: PowerCardState }).power;
    expect(state).toMatchObject({ dc: 17, check: { success: false } });
    const before = hp(kara);
    await click(damage, "applyDamage", { mode: "half" });
    expect(hp(kara)).toBe(before - 9); // half of 17, rounded up
  });
});
