// @vitest-environment happy-dom
// A damage card's row previews follow their actors: when a recipient changes another way (its HP
// typed by hand, another card applied), the rows naming it on the rendered cards are redrawn from it
// as it is now, the multiplier pressed kept, and nothing is written.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { actAs } from "../../foundry/parts/users.js";
import { StandInMessage } from "../../foundry/parts/chat.js";
import { StandInDocument } from "../../foundry/parts/documents.js";
import { flush } from "../../combat/world.js";
import { GM, table, type Table } from "../../authority/world.js";

let t: Table;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  actAs(GM);
  document.body.innerHTML = "";
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The card as the chat log shows it (rendered, its renderers run, on the page). */
async function rendered(): Promise<HTMLElement> {
  const li = await (t.damage as unknown as StandInMessage).renderHTML();
  const log = document.body.appendChild(document.createElement("ol"));
  log.append(li);
  await flush();
  return li;
}

/** A target's row on the rendered card. */
function rowOf(li: HTMLElement, uuid: string): HTMLElement {
  return [...li.querySelectorAll<HTMLElement>("[data-apply-row='target']")].find(
    (r) => r.dataset.uuid === uuid,
  )!;
}

/** The change shown for a row's visible option ("HOLOCRON.Health.HP 20 → 12"). */
function shown(li: HTMLElement, uuid: string): string {
  const row = [...li.querySelectorAll<HTMLElement>("[data-apply-row='target']")].find(
    (r) => r.dataset.uuid === uuid,
  );
  const option = [...(row?.querySelectorAll<HTMLElement>("[data-preview]") ?? [])].find(
    (o) => !o.hidden,
  );
  return option?.querySelector(".holocron-card__change")?.textContent?.trim() ?? "";
}

describe("a damage card's rows follow their actors", () => {
  it("HP typed by hand redraws that target's row; no document is written by the redraw", async () => {
    const li = await rendered();
    expect(shown(li, t.thug.uuid)).toMatch(/20 → 12$/);
    const ace = shown(li, t.ace.uuid);
    const messageWrites = vi.spyOn(StandInMessage.prototype, "update");
    const hand = { system: { health: { value: 15 } } };
    const documentWrites = vi.spyOn(StandInDocument.prototype, "update");
    await t.thug.update(hand);
    await flush();
    // Before, the row still said 20 → 12.
    expect(shown(li, t.thug.uuid)).toMatch(/15 → 7$/);
    expect(shown(li, t.ace.uuid)).toBe(ace);
    // The one write is the hand edit itself; the redraw added none.
    expect(documentWrites.mock.calls).toEqual([[hand]]);
    expect(messageWrites).not.toHaveBeenCalled();
  });

  it("the redraw keeps the multiplier the GM pressed on that row", async () => {
    const li = await rendered();
    const row = rowOf(li, t.thug.uuid);
    const half = row.querySelector<HTMLElement>("[data-multiplier='half']")!;
    const { pressMultiplier } = await import("../../../src/cards/apply.js");
    pressMultiplier(half);
    expect(shown(li, t.thug.uuid)).toMatch(/20 → 16$/);
    await t.thug.update({ system: { health: { value: 10 } } });
    await flush();
    expect(shown(li, t.thug.uuid)).toMatch(/10 → 6$/);
  });

  it("pressing a multiplier draws that row again, its shown numbers now breakdowns", async () => {
    const li = await rendered();
    const row = rowOf(li, t.thug.uuid);
    const half = row.querySelector<HTMLElement>("[data-multiplier='half']")!;
    const option = () => row.querySelector<HTMLElement>("[data-preview='half']")!;
    // Hidden, the ×½ option's number carries no breakdown.
    expect(option().querySelector("[data-breakdown]")).toBeNull();
    const { pressAndRedraw } = await import("../../../src/cards/damage/actions.js");
    const { cardOf } = await import("../../../src/cards/card.js");
    const message = game.messages.get(t.damage.id!)!;
    await pressAndRedraw(half, message, cardOf(message), li);
    expect(option().hidden).toBe(false);
    expect(shown(li, t.thug.uuid)).toMatch(/20 → 16$/);
    const button = option().querySelector<HTMLElement>("[data-breakdown]");
    expect(button?.textContent).toMatch(/20 → 16$/);
    expect(li.querySelector(`#${button!.dataset.breakdown!}`)).not.toBeNull();
  });

  it("a card that does not name the actor is left alone", async () => {
    const li = await rendered();
    const before = li.innerHTML;
    await t.zed.update({ system: { heroPoints: { value: 1 } } });
    await flush();
    expect(li.innerHTML).toBe(before);
  });
});
