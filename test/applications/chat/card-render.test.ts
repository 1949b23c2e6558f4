// A rendered Holocron card: other areas' renderers run first, then controls this viewer may not use
// are removed, then clicks reach the registered actions. Other messages are left alone.
import { beforeEach, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import type { Glue } from "../../data/setup.js";
import { actAs } from "../../foundry/parts/users.js";
import { chatWorld } from "./click.js";
import { postDamageCard } from "./fixtures.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld();
});

const render = () => import("../../../src/cards/render.js");

/** A rendered card as far as the render hook reads it: controls marked for a visibility rule. */
function html(controls: { visibility: string; uuid?: string }[]) {
  const removed: string[] = [];
  const listeners: string[] = [];
  const elements = controls.map((c) => ({
    dataset: c,
    remove: () => void removed.push(`${c.visibility}:${c.uuid ?? ""}`),
  }));
  const element = {
    querySelectorAll: (selector: string) => (selector === "[data-visibility]" ? elements : []),
    // No total to explain (the breakdown's own test renders a card's).
    querySelector: () => null,
    addEventListener: (type: string) => void listeners.push(type),
    contains: () => true,
  };
  return { element: element as unknown as HTMLElement, removed, listeners };
}

describe("currentViewer", () => {
  it("the GM flag and ownership of a stored uuid", async () => {
    const { currentViewer } = await render();
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      ownership: { default: 0, player1000000000: 3 },
    });
    actAs("player1000000000");
    const viewer = currentViewer();
    expect(viewer.isGM).toBe(false);
    expect([viewer.owns(kara.uuid), viewer.owns("Actor.gone000000000")]).toEqual([true, false]);
  });
});

describe("onRenderChatMessage", () => {
  it("a card: the renderers, then GM-only controls removed for a player, then one click listener", async () => {
    const { onRenderChatMessage, registerCardRenderer } = await render();
    const message = await postDamageCard();
    const seen: unknown[] = [];
    registerCardRenderer((m, _html, card) => void seen.push([m, card.type]));
    const rendered = html([{ visibility: "gm" }]);
    actAs("player1000000000");
    await onRenderChatMessage(message as never, rendered.element);
    expect(seen.at(-1)).toEqual([message, "damage"]);
    expect(rendered.removed).toEqual(["gm:"]);
    expect(rendered.listeners).toEqual(["click"]);
  });

  it("the GM keeps the GM's controls", async () => {
    const { onRenderChatMessage } = await render();
    const message = await postDamageCard();
    const rendered = html([{ visibility: "gm" }]);
    await onRenderChatMessage(message as never, rendered.element);
    expect(rendered.removed).toEqual([]);
  });

  it("a message without card data is left as it is", async () => {
    const { onRenderChatMessage } = await render();
    const message = await ChatMessage.create({ content: "hello" });
    const rendered = html([{ visibility: "gm" }]);
    await onRenderChatMessage(message as never, rendered.element);
    expect([rendered.removed, rendered.listeners]).toEqual([[], []]);
  });

  it("a card whose data cannot be read says so, loses its controls and runs no renderer", async () => {
    const { onRenderChatMessage, registerCardRenderer } = await render();
    const message = await ChatMessage.create({
      content: "<section></section>",
      flags: { holocron: { card: { type: "damage", total: "999" } } },
    });
    const seen: unknown[] = [];
    registerCardRenderer((m) => void seen.push(m));
    const removed: string[] = [];
    const notes: { className: string; textContent: string }[] = [];
    const classes: string[] = [];
    const element = {
      classList: { add: (c: string) => void classes.push(c) },
      ownerDocument: { createElement: () => ({ className: "", textContent: "" }) },
      prepend: (note: { className: string; textContent: string }) => void notes.push(note),
      querySelectorAll: (selector: string) =>
        selector === "[data-action]" ? [{ remove: () => void removed.push("apply") }] : [],
      addEventListener: () => {
        throw new Error("an unreadable card is not wired");
      },
    } as unknown as HTMLElement;
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.join(" "));
    try {
      await onRenderChatMessage(message as never, element);
    } finally {
      console.warn = warn;
    }
    expect(notes).toEqual([
      { className: "holocron-card__unreadable", textContent: "HOLOCRON.Chat.Unreadable" },
    ]);
    expect([classes, removed, seen]).toEqual([["holocron-card--unreadable"], ["apply"], []]);
    expect(String(warnings[0])).toMatch(/cannot be read: actor: expected an object/);
  });
});

describe("a roll card's total on render", () => {
  const terms = [{ label: "statBonus", value: 2, source: { kind: "stat" as const, name: "str" } }];
  /** A GM's damage card of 2d6+2 rendered into `html`. */
  async function rendered(
    // What the message's HTML holds is its author's to write: it is replaced, never shown.
    html = `<span class="holocron-card__total"><b class="forged">+99 Battlemind</b></span>`,
  ) {
    const { onRenderChatMessage } = await render();
    const message = await postDamageCard({
      formula: "2d6+2",
      baseFormula: "2d6+2",
      total: 10,
      bonusTerms: terms,
    });
    const el = new Window().document.createElement("div");
    el.innerHTML = html;
    await onRenderChatMessage(message as never, el as unknown as HTMLElement);
    return { el, message };
  }

  it("is its breakdown built again from the card's data, its id the message's", async () => {
    const { el, message } = await rendered();
    expect(el.querySelector(".forged")).toBeNull();
    const pop = el.querySelector(".holocron-breakdown__pop");
    expect(pop?.id).toBe(`holocron-bd-${message.id}-total`);
    expect(el.querySelector("[data-breakdown]")?.getAttribute("aria-describedby")).toBe(pop?.id);
    const values = [...el.querySelectorAll("[data-term-value]")].map((t) =>
      t.getAttribute("data-term-value"),
    );
    // A GM's card: the dice, then the stored STR term.
    expect(values).toEqual(["8", "2"]);
  });

  it("fills its first dice block's formula and total, not a later roll's block", async () => {
    const block = (formula: string, total: number) =>
      `<div class="holocron-dice"><div data-card-breakdown="formula">${formula}</div><h4 data-card-breakdown="diceTotal">${total}</h4></div>`;
    const { el, message } = await rendered(block("2d6 + 2", 10) + block("2d6 + 2", 10));
    const [first, second] = [...el.querySelectorAll(".holocron-dice")];
    expect(first?.querySelector("[data-breakdown]")?.textContent).toBe("2d6+2");
    const pops = [...(first?.querySelectorAll(".holocron-breakdown__pop") ?? [])];
    expect(pops.map((p) => p.id)).toEqual([
      `holocron-bd-${message.id}-formula`,
      `holocron-bd-${message.id}-dice-total`,
    ]);
    // The formula's breakdown: its dice, then the bonus the dialog traced.
    expect(pops[0]?.getAttribute("data-formula-base")).toBe("2d6");
    expect(second?.querySelector("[data-breakdown]")).toBeNull();
  });

  it("leaves a dice block whose roll a Hero Point has since changed the card's numbers of", async () => {
    // The card's total is 10; the message keeps the roll of 2d6 + 2 that made 7 (updateCard).
    const { el } = await rendered(
      `<div class="holocron-dice"><div data-card-breakdown="formula">2d6 + 2</div><h4 data-card-breakdown="diceTotal">7</h4></div>`,
    );
    expect(el.querySelector("h4")?.textContent).toBe("7");
    expect(el.querySelector("div[data-card-breakdown] [data-breakdown]")?.textContent).toBe(
      "2d6+2",
    );
  });

  it("a player's card not yet checked shows others its formula's numbers as one term", async () => {
    const { onRenderChatMessage } = await render();
    const { plainDamageCard } = await import("./fixtures.js");
    const card = plainDamageCard({
      formula: "2d6+2",
      baseFormula: "2d6+2",
      total: 10,
      bonusTerms: terms,
    });
    actAs("player1000000000");
    const message = await ChatMessage.create({ flags: { holocron: { card } } } as never);
    const labels = async (userId: string) => {
      actAs(userId);
      const el = new Window().document.createElement("div");
      el.innerHTML = `<span class="holocron-card__total"></span>`;
      await onRenderChatMessage(message as never, el as unknown as HTMLElement);
      return [...el.querySelectorAll("[data-term-value]")].map((t) =>
        t.getAttribute("data-term-kind"),
      );
    };
    // Its author sees the terms as the dialog traced them; another player, the formula's.
    expect(await labels("player1000000000")).toEqual([
      "HOLOCRON.Breakdown.Source.roll",
      "HOLOCRON.Breakdown.Source.stat",
    ]);
    expect(await labels("player2000000000")).toEqual([
      "HOLOCRON.Breakdown.Source.roll",
      "HOLOCRON.Breakdown.Source.rule",
    ]);
  });
});
