// Attacks on the healing card and on cards made from text a GM did not write. A heal card was a
// damage card whose heal was the GM's −1: any player's plain Apply harmed its targets and the
// GM's Heal was then refused as already applied. An enricher a player wrote, clicked by the GM,
// made a GM card any player could apply. Each failed before its fix.
import { beforeEach, describe, expect, it } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { dialogAnswers } from "../foundry/parts/dialogs.js";
import { actAs } from "../foundry/parts/users.js";
import { controlsFor, window as happyWindow } from "./dom.js";
import { GM, P1, P2, probeWorld, send, lastRefusal, type Hostile } from "./world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let h: Hostile;
beforeEach(async () => {
  h = await probeWorld();
  // Zed and Ace are hurt, so a heal shows.
  actAs(GM);
  await h.zed.update({ "system.health.value": 5 } as never);
  await h.ace.update({ "system.health.value": 3 } as never);
});

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const health = (actor: unknown) =>
  ((actor as { system: { health: { value: number } } }).system.health as { value: number }).value;
const card = (m: StandInMessage) =>
  (m.getFlag("holocron", "card") ?? {}) as Record<string, unknown>;

function targets(user: string, actors: HolocronActor[]) {
  const users = h.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
  users.get(user).targets = new Set(actors.map((actor) => ({ actor, name: actor.name })));
}

/** The GM clicks `[[/heal 2d6]]` in the GM's own journal, targeting these actors. */
async function gmHeals(on: HolocronActor[]): Promise<StandInMessage> {
  const { runEnricher } = await import("../../src/applications/enrichers/enricher-actions.js");
  actAs(GM);
  const gm = (h.glue.env.game.users as { get(id: string): { character: unknown } }).get(GM);
  gm.character = h.thug;
  targets(GM, on);
  scriptedDice.push(3, 4);
  await runEnricher({ kind: "heal", formula: "2d6" }, { fast: true });
  await settle();
  return messages.at(-1)!;
}

const GM_SENDER = { id: GM, name: "Gamemaster", isGM: true };
async function gmRequests(kind: string, payload: unknown) {
  const { execute } = await import("../../src/authority/channel.js");
  return execute(kind, payload, GM_SENDER);
}

describe("a heal card is its own kind: its Heal heals, for the GM or a target's owner", () => {
  it("a player's plain Apply on the GM's heal card harms no one; the GM's Heal then heals", async () => {
    // Repro: the GM clicks `[[/heal 2d6]]` with Zed targeted: a damage card whose Heal was the
    // GM's −1. Player Two clicks its Apply (shown to everyone): `card.apply` with mode "damage"
    // passed modeProblem and Zed took 7 damage; the GM's Heal was then "already applied".
    const message = await gmHeals([h.zed as HolocronActor]);
    expect(card(message).type).toBe("heal");
    await send(h, P2, "card.apply", {
      messageId: message.id,
      mode: "damage",
      to: "targets",
      actorUuids: [h.zed.uuid],
    });
    expect(health(h.zed), "Zed after Player Two's Apply").toBe(5);
    const outcome = await gmRequests("card.heal", {
      messageId: message.id,
      to: "targets",
      actorUuids: [h.zed.uuid],
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(health(h.zed), "Zed after the GM's Heal").toBe(12);
  });

  it("a player who does not own the target cannot heal it, nor their own token, from it", async () => {
    const message = await gmHeals([h.zed as HolocronActor]);
    await send(h, P1, "card.heal", {
      messageId: message.id,
      to: "targets",
      actorUuids: [h.zed.uuid],
    });
    expect(lastRefusal()).toContain("HealTargetOwner");
    await send(h, P1, "card.heal", {
      messageId: message.id,
      to: "selected",
      actorUuids: [h.ace.uuid],
    });
    expect([health(h.zed), health(h.ace)]).toEqual([5, 3]);
  });

  it("a target's owner heals their own target once", async () => {
    const message = await gmHeals([h.ace as HolocronActor, h.zed as HolocronActor]);
    const heal = { messageId: message.id, to: "targets", actorUuids: [h.ace.uuid] };
    await send(h, P1, "card.heal", heal);
    await send(h, P1, "card.heal", heal);
    expect(health(h.ace), "Ace healed once").toBe(10);
    expect(health(h.zed), "Zed untouched").toBe(5);
  });

  it("its controls: the Heal for the GM and a target's owner, nothing that harms for anyone", async () => {
    const message = await gmHeals([h.zed as HolocronActor]);
    expect(await controlsFor(message, GM)).toEqual(["applyHeal"]);
    expect(await controlsFor(message, P2), "Player Two (owns no target)").toEqual([]);
    const onAce = await gmHeals([h.ace as HolocronActor]);
    expect(await controlsFor(onAce, P1), "Player One (owns Ace)").toEqual(["applyHeal"]);
  });

  it("a heal card stored by an older version (a damage card healed with −1) reads and heals as a heal card", async () => {
    const { postDamageCard } = await import("../applications/chat/fixtures.js");
    actAs(GM);
    const old = await postDamageCard({
      title: "HOLOCRON.Enricher.Title.Heal",
      titleData: { formula: "2d6" },
      formula: "2d6",
      baseFormula: "2d6",
      total: 6,
      itemId: null,
      ruleset: "starWorlds",
      damageType: "kinetic",
      targets: [{ uuid: h.zed.uuid, name: "Zed", ac: null }],
    });
    expect(await controlsFor(old, P2), "nothing for Player Two").toEqual([]);
    expect(await controlsFor(old, GM)).toEqual(["applyHeal"]);
    await send(h, P2, "card.apply", {
      messageId: old.id,
      mode: "damage",
      to: "targets",
      actorUuids: [h.zed.uuid],
    });
    expect(health(h.zed)).toBe(5);
    await gmRequests("card.heal", { messageId: old.id, to: "targets", actorUuids: [h.zed.uuid] });
    expect(health(h.zed)).toBe(11);
  });
});

describe("a card made from text a GM did not write says so, and only a GM who confirms applies it", () => {
  /** A journal page with this text, owned by `owner` (a player, or only the GM). */
  async function journalPage(text: string, owner: string | null) {
    actAs(GM);
    const ownership = owner ? { default: 0, [owner]: 3 } : { default: 0 };
    const { StandInJournalEntry } = await import("../foundry/parts/journal.js");
    const entry = await StandInJournalEntry.implementation.create({
      name: "Notes",
      ownership,
      pages: [{ name: "Door", type: "text", text: { content: `<p>${text}</p>` } }],
    });
    return entry!.allPages.contents[0]!;
  }

  /** The GM clicks the enricher as the journal shows it (the enricher told its document). */
  async function gmClicks(text: string, sourceUuid: string): Promise<StandInMessage> {
    const { renderMatch } = await import("../applications/enrichers/render-fixture.js");
    const { enrichers } = await import("../../src/rules/index.js");
    const { onRenderEnricher } =
      await import("../../src/applications/enrichers/register-enrichers.js");
    const pattern = new RegExp(enrichers.ENRICHER_PATTERN.source, enrichers.ENRICHER_PATTERN.flags);
    const match = pattern.exec(text)!;
    const holder = happyWindow().document.createElement("div");
    holder.innerHTML = renderMatch(match, sourceUuid);
    const link = holder.firstElementChild as unknown as HTMLElement;
    actAs(GM);
    const gm = (h.glue.env.game.users as { get(id: string): { character: unknown } }).get(GM);
    gm.character = h.thug;
    targets(GM, [h.zed as HolocronActor]);
    onRenderEnricher(link);
    const count = messages.length;
    link.click();
    await settle();
    expect(messages.length, "the click posted a card").toBe(count + 1);
    return messages.at(-1)!;
  }

  const apply = (m: StandInMessage) => ({
    messageId: m.id,
    mode: "damage",
    to: "targets",
    actorUuids: [h.zed.uuid],
  });

  it("a player's labelled damage enricher clicked by the GM: the card names them; their Apply is refused", async () => {
    // Repro: Player One writes `[[/damage 20d6]]{Open the door}` in their own journal; the GM,
    // Zed targeted, clicks "Open the door": a GM damage card of 20d6 on Zed, which any player
    // could apply (a GM's card is trusted).
    const text = "[[/damage 20d6]]{Open the door}";
    const page = await journalPage(text, P1);
    const message = await gmClicks(text, page.uuid);
    expect(card(message).textAuthor, "the card names the text's author").toMatchObject({ id: P1 });
    await send(h, P1, "card.apply", apply(message));
    expect(lastRefusal()).toContain("TextAuthor");
    expect(health(h.zed), "Zed after Player One's Apply").toBe(5);
    // The GM's own Apply needs the GM's confirmation (the dialog that shows formula and author).
    const unconfirmed = await gmRequests("card.apply", apply(message));
    expect(unconfirmed).toMatchObject({ ok: false });
    expect(health(h.zed)).toBe(5);
  });

  it("the GM's Apply on it asks first, showing the formula and the author; Yes applies", async () => {
    const text = "[[/damage 2d6]]{Open the door}";
    const page = await journalPage(text, P1);
    scriptedDice.push(1, 1);
    const message = await gmClicks(text, page.uuid);
    expect(await controlsFor(message, P1), "no Apply for Player One").not.toContain("applyDamage");
    const { onRenderChatMessage } = await import("../../src/cards/render.js");
    const element = happyWindow().document.createElement("div");
    element.innerHTML = message.content;
    actAs(GM);
    await onRenderChatMessage(message as never, element as unknown as HTMLElement);
    expect(element.textContent).toContain("Player One");
    let shown = "";
    dialogAnswers.push((options) => {
      shown = String(options.content ?? "");
      return true;
    });
    (element.querySelector("[data-action='applyDamage']") as unknown as HTMLElement).click();
    await settle();
    expect(shown).toContain("2d6");
    expect(shown).toContain("Player One");
    expect(health(h.zed)).toBe(3);
  });

  it("the GM's own journal: the card names no author and applies as before", async () => {
    const text = "[[/damage 2d6]]{Open the door}";
    const page = await journalPage(text, null);
    scriptedDice.push(1, 1);
    const message = await gmClicks(text, page.uuid);
    expect(card(message).textAuthor).toBeUndefined();
    await gmRequests("card.apply", apply(message));
    expect(health(h.zed)).toBe(3);
  });

  it("a button claiming the GM's journal that does not hold its text names an unknown author", async () => {
    const page = await journalPage("[[/damage 1d4]]", null);
    const message = await gmClicks("[[/damage 20d6]]{Open the door}", page.uuid);
    expect(card(message).textAuthor).toMatchObject({ id: "" });
    await send(h, P1, "card.apply", apply(message));
    expect(health(h.zed)).toBe(5);
  });

  it("a player's heal enricher clicked by the GM: a heal card naming them, healed only by the GM", async () => {
    const text = "[[/heal 2d6]]{Rest}";
    const page = await journalPage(text, P1);
    const message = await gmClicks(text, page.uuid);
    expect(card(message)).toMatchObject({ type: "heal", textAuthor: { id: P1 } });
    expect(await controlsFor(message, P1)).toEqual([]);
    await send(h, P1, "card.heal", {
      messageId: message.id,
      to: "targets",
      actorUuids: [h.zed.uuid],
    });
    expect(health(h.zed)).toBe(5);
  });
});
