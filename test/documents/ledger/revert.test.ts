// Reverting a ledger row: exactly that row's change, as a delta on today's values, later rows kept;
// a later row on the same field asks the GM first; a revert is a row; a card's Undo is a revert.
import { describe, expect, it, vi } from "vitest";
import { withLedgerTable, rowsOf, settle, brief } from "./world.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { dialogAnswers, dialogCalls } from "../../foundry/parts/dialogs.js";
import { sys } from "../../data/setup.js";
import { ask } from "../../../src/authority/index.js";
import { applyCard } from "../../../src/applications/chat/apply-requests.js";
import { undoApplied } from "../../../src/cards/applied/undo.js";
import { ledgerRevert } from "../../../src/documents/ledger/revert.js";
import { revertRow } from "../../../src/applications/ledger/revert-row.js";
import { messages } from "../../foundry/parts/chat.js";

let t: Table;
withLedgerTable((table) => (t = table));

const hp = (a: unknown) => (sys(a as never) as { health: { value: number } }).health.value;
const heroPoints = (a: unknown) =>
  (sys(a as never) as { heroPoints: { value: number } }).heroPoints;

async function applyDamage(actorUuids = [t.thug.uuid, t.ace.uuid]): Promise<void> {
  const payload = {
    messageId: t.damage.id!,
    mode: "damage" as const,
    to: "targets" as const,
    actorUuids,
  };
  await ask(applyCard, payload);
}

describe("revert", () => {
  it("of a row with later rows on other fields keeps them; the revert is a row", async () => {
    await applyDamage();
    const [damage] = await rowsOf(t.ace);
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 5 } as never);
    await settle();
    const vitality = hp(t.ace);
    expect(await revertRow(t.ace.uuid, damage!.id)).toBe(true);
    expect(dialogCalls).toHaveLength(0);
    expect(hp(t.ace)).toBe(12);
    expect(vitality).toBeLessThan(12);
    expect(heroPoints(t.ace).value).toBe(5);
    const [revert, hand] = await rowsOf(t.ace);
    expect(revert?.cause).toMatchObject({
      kind: "revert",
      request: "ledger.revert",
      revertOf: damage!.id,
    });
    expect(revert?.userName).toBe("Gamemaster");
    expect(brief(hand!)).toMatchObject({ who: "Player One", changes: ["heroPoints.value 3→5"] });
  });

  it("of a row whose field changed later asks, then applies the delta", async () => {
    await applyDamage();
    const [damage] = await rowsOf(t.thug);
    expect(hp(t.thug)).toBe(12);
    await t.thug.update({ "system.health.value": 10 } as never);
    await settle();
    // Without the GM's word the request is refused: nothing changes.
    expect(
      await ask(ledgerRevert, { actorUuid: t.thug.uuid, rowId: damage!.id, confirmed: false }),
    ).toBeNull();
    expect(hp(t.thug)).toBe(10);
    dialogAnswers.push(null);
    expect(await revertRow(t.thug.uuid, damage!.id)).toBeNull();
    expect(hp(t.thug)).toBe(10);
    dialogAnswers.push({ button: "revert" });
    expect(await revertRow(t.thug.uuid, damage!.id)).toBe(true);
    expect(dialogCalls).toHaveLength(2);
    // The delta: +8 on today's 10, the hand edit kept.
    expect(hp(t.thug)).toBe(18);
    const rows = await rowsOf(t.thug);
    expect(rows.map((r) => r.cause.kind)).toEqual(["revert", "hand", "card"]);
  });

  it("statuses toggle back; an item gained is removed; an item lost is refused with a message", async () => {
    actAs(P1);
    await t.ace.toggleStatusEffect("prone");
    await settle();
    actAs(P1);
    const [created] = (await t.ace.createEmbeddedDocuments("Item", [
      { name: "Blaster", type: "weapon" },
    ] as never)) as { id: string }[];
    await settle();
    const [gained, prone] = await rowsOf(t.ace);
    expect(prone?.changes).toEqual([{ field: "status:prone", before: false, after: true }]);
    expect(await revertRow(t.ace.uuid, prone!.id)).toBe(true);
    expect(t.ace.statuses.has("prone")).toBe(false);
    expect(await revertRow(t.ace.uuid, gained!.id)).toBe(true);
    expect(t.ace.items.get(created!.id!)).toBeUndefined();
    const [lost] = await rowsOf(t.ace);
    expect(lost?.changes).toEqual([
      { field: `item:${created!.id}`, before: "Blaster", after: null },
    ]);
    const warn = vi.spyOn(ui.notifications, "warn");
    expect(await revertRow(t.ace.uuid, lost!.id)).toBeNull();
    expect(warn).toHaveBeenCalledWith("HOLOCRON.Ledger.Revert.ItemLost");
  });

  it("a player may not revert", async () => {
    await applyDamage();
    const [damage] = await rowsOf(t.ace);
    expect(
      ledgerRevert.authorize(
        { actorUuid: t.ace.uuid, rowId: damage!.id, confirmed: true },
        {
          id: P1,
          name: "Player One",
          isGM: false,
        },
      ),
    ).toBe("HOLOCRON.Authority.Refused.GmOnly");
    actAs(P1);
    expect(await revertRow(t.ace.uuid, damage!.id)).toBeNull();
    actAs(GM);
    expect(hp(t.ace)).toBeLessThan(12);
  });

  it("a card's Undo is a revert of the Apply's row", async () => {
    await applyDamage([t.thug.uuid]);
    const [damage] = await rowsOf(t.thug);
    const applied = messages.at(-1)!;
    const warn = vi.spyOn(ui.notifications, "warn");
    await ask(undoApplied, { messageId: applied.id!, row: 0, confirmed: false });
    expect(warn).not.toHaveBeenCalled();
    expect(hp(t.thug)).toBe(20);
    const [undo] = await rowsOf(t.thug);
    expect(undo?.cause).toMatchObject({
      kind: "revert",
      request: "card.undo",
      revertOf: damage!.id,
    });
    expect(brief(undo!).changes).toEqual(["health.value 12→20"]);
  });
});
