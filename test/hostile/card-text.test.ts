// Attacks on what a card or an enricher shows the table: a verified card whose stored HTML shows
// another total than its data (which Apply uses), and an enricher's tooltip carrying its author's
// markup. Each failed before its fix.
import { beforeEach, describe, expect, it } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { window as happyWindow } from "./dom.js";
import { GM, P1, probeWorld, type Hostile } from "./world.js";
import { storedRoll } from "./cards.js";
import { renderText } from "../applications/enrichers/render-fixture.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let h: Hostile;
beforeEach(async () => {
  h = await probeWorld();
});

const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Player One's honest blaster roll at Thug (dice 4 and 5: 9), checked by the GM. */
async function honestRoll(): Promise<StandInMessage> {
  const { rollDamage } = await import("../../src/cards/roll/actions.js");
  actAs(P1);
  const users = h.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
  users.get(P1).targets = new Set([{ actor: h.thug, name: "Thug" }]);
  scriptedDice.push(4, 5);
  await rollDamage(h.ace as HolocronActor, h.blasterId);
  actAs(GM);
  await settle();
  return messages.at(-1)!;
}

/** The message as `user`'s chat log shows it, through the system's render hook. */
async function shown(message: StandInMessage, user: string): Promise<HTMLElement> {
  const { onRenderChatMessage } = await import("../../src/cards/render.js");
  const element = happyWindow().document.createElement("div");
  element.innerHTML = `<div class="message-content">${message.content}</div>`;
  actAs(user);
  await onRenderChatMessage(message as never, element as unknown as HTMLElement);
  actAs(GM);
  return element as unknown as HTMLElement;
}

const trust = async (m: StandInMessage) =>
  (await import("../../src/cards/card.js")).trustOf(m as never);

describe("a card's visible text is its verified data", () => {
  it("a verified card whose content its author rewrote shows the total Apply writes", async () => {
    // Repro: as Player One, roll Ace's blaster (9, verified), then `message.update({ content:
    // '<p>Blaster: <b>2</b> damage (a graze)</p>' })`: the card ledger's digest covers the card's
    // data, not its HTML, so the card stays verified while the GM's chat log showed 2 and Apply
    // took 9.
    const message = await honestRoll();
    actAs(P1);
    await message.update({ content: "<p>Blaster: <b>2</b> damage (a graze)</p>" } as never);
    actAs(GM);
    expect(await trust(message), "still verified: the data is unchanged").toBe("verified");
    for (const user of [GM, P1]) {
      const element = await shown(message, user);
      expect(element.textContent, "the author's words").not.toContain("a graze");
      const total = element.querySelector(".holocron-card__total");
      expect(total?.textContent?.trim(), "the total shown (then its breakdown)").toMatch(/^9\D/);
    }
  });

  it("a card posted with content that is not its data shows its data", async () => {
    // The same lie told at creation: `ChatMessage.create({ content: <a card showing 2>, rolls,
    // flags })` with honest flags and dice.
    const honest = await honestRoll();
    const { authored } = await import("./world.js");
    actAs(P1);
    const users = h.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
    users.get(P1).targets = new Set([{ actor: h.thug, name: "Thug" }]);
    const lie =
      '<section class="holocron-card"><span class="holocron-card__total">2</span>' +
      '<button data-action="applyDamage" data-mode="heal">Apply</button></section>';
    const rolls = [storedRoll("2d6", 6, [4, 5])];
    const message = await authored(P1, honest.flags.holocron as never, rolls, lie);
    expect(await trust(message)).toBe("verified");
    const element = await shown(message, GM);
    const total = element.querySelector(".holocron-card__total");
    expect(total?.textContent?.trim(), "the total shown (then its breakdown)").toMatch(/^9\D/);
    expect(element.querySelector("[data-mode='heal']"), "the author's Heal button").toBeNull();
  });
});

describe("an enricher's tooltip is text", () => {
  /** The tooltip as Foundry's TooltipManager shows it: the attribute's value as HTML. */
  function tooltipShown(html: string): Element {
    const doc = happyWindow().document;
    const holder = doc.createElement("div");
    holder.innerHTML = html;
    const tip = doc.createElement("div");
    tip.innerHTML = holder.querySelector("[data-tooltip]")?.getAttribute("data-tooltip") ?? "";
    return tip as unknown as Element;
  }

  it.each([
    ["a mistyped formula", "[[/damage <img src=x onerror=alert(1)>]]"],
    ["a mistyped damage type", "[[/damage 2d6 <b onmouseover=alert(1)>ion</b>]]"],
    ["a mistyped heal", "[[/heal 2d6<script>alert(1)</script>]]"],
  ])("%s: the author's markup is shown as text, never as elements", (_, text) => {
    const tip = tooltipShown(renderText(text));
    expect(tip.querySelector("img, b, script"), tip.innerHTML).toBeNull();
    expect(tip.textContent?.length ?? 0, "the tooltip says what is wrong").toBeGreaterThan(0);
  });
});
