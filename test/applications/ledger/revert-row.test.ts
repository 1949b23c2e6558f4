// The GM's Revert button on a ledger row (revert-row.ts): the confirmation's buttons and words, and
// when it is asked: a later row on one of the row's fields asks (and names those fields), an
// unknown row or a player's click reverts nothing. What a revert writes: test/documents/ledger/revert.test.ts.
import { describe, expect, it, vi } from "vitest";
import { withLedgerTable, rowsOf, settle } from "../../documents/ledger/world.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { dialogWindowPath, sheetIn } from "../dialogs/popped-sheet.js";
import { dialogAnswers, dialogCalls } from "../../foundry/parts/dialogs.js";
import {
  REVERT_CONFIRM_BUTTONS,
  REVERT_CONFIRM_TEMPLATE,
  revertConfirmContext,
  revertRow,
} from "../../../src/applications/ledger/revert-row.js";

let t: Table;
withLedgerTable((table) => (t = table));

/** Player One types Ace's Hero Points twice: the first row's field changed later. */
async function twoHeroPointEdits() {
  actAs(P1);
  await t.ace.update({ "system.heroPoints.value": 5 } as never);
  await settle();
  actAs(P1);
  await t.ace.update({ "system.heroPoints.value": 7 } as never);
  await settle();
  actAs(GM);
  const [, first] = await rowsOf(t.ace);
  return first!;
}

describe("the revert confirmation", () => {
  it("Revert is the default button, Cancel the other; the template is the system's", () => {
    expect(REVERT_CONFIRM_BUTTONS.map((b) => [b.action, b.default ?? false])).toEqual([
      ["revert", true],
      ["cancel", false],
    ]);
    expect(REVERT_CONFIRM_TEMPLATE).toBe("systems/holocron/templates/ledger/revert-confirm.hbs");
  });

  it("names the fields by the actor's labels, a status by its name", () => {
    expect(revertConfirmContext(t.ace.uuid, ["heroPoints.value", "status:prone"])).toEqual({
      fields:
        'HOLOCRON.Ledger.Field.HeroPoints, HOLOCRON.Ledger.Field.Status {"name":"HOLOCRON.Status.prone"}',
      outcome: [],
    });
  });

  it("shows the outcome: each field now and after the revert, a change it cannot revert by why", () => {
    const steps = [
      { field: "heroPoints.value", now: 7, after: 5, refused: null },
      { field: "status:prone", now: true, after: false, refused: null },
      {
        field: "item:x",
        now: null,
        after: null,
        refused: "HOLOCRON.Ledger.Revert.ItemLost" as const,
      },
    ];
    expect(revertConfirmContext(t.ace.uuid, ["heroPoints.value"], steps).outcome).toEqual([
      { label: "HOLOCRON.Ledger.Field.HeroPoints", now: "7", after: "5", refused: false },
      {
        label: 'HOLOCRON.Ledger.Field.Status {"name":"HOLOCRON.Status.prone"}',
        now: "HOLOCRON.Ledger.Held",
        after: "HOLOCRON.Ledger.NotHeld",
        refused: false,
      },
      {
        label: "HOLOCRON.Ledger.Field.Item",
        now: "HOLOCRON.Ledger.None",
        after: "HOLOCRON.Ledger.Revert.ItemLost",
        refused: true,
      },
    ]);
  });
});

describe("revertRow", () => {
  it("a later row on the same field asks, naming it; cancelled, nothing changes", async () => {
    const first = await twoHeroPointEdits();
    dialogAnswers.push(null);
    expect(await revertRow(t.ace.uuid, first.id)).toBeNull();
    expect(dialogCalls).toHaveLength(1);
    expect(dialogCalls[0]).toMatchObject({ window: { title: "HOLOCRON.Ledger.Revert.Title" } });
    // The fields a later row changed, then the outcome: Hero Points 3 → 5 → 7 by hand, the first
    // edit reverted as its delta (−2) on today's 7.
    const content = String(dialogCalls[0]!.content).trim();
    expect(content).toContain(
      '<p class="holocron-ledger-confirm">HOLOCRON.Ledger.Revert.Confirm {&quot;fields&quot;:&quot;HOLOCRON.Ledger.Field.HeroPoints&quot;}</p>',
    );
    expect(content.replace(/\s+/g, " ")).toContain(
      '<span class="holocron-ledger-confirm__field">HOLOCRON.Ledger.Field.HeroPoints</span> 7',
    );
    expect(content).toContain("<strong>5</strong>");
    expect(dialogCalls[0]).toMatchObject({ classes: ["holocron"] });
    expect(await rowsOf(t.ace)).toHaveLength(2);
  });

  it("an unknown row warns and reverts nothing; a player's click asks nothing", async () => {
    const first = await twoHeroPointEdits();
    const warn = vi.spyOn(ui.notifications, "warn");
    expect(await revertRow(t.ace.uuid, "no-such-row")).toBeNull();
    expect(warn).toHaveBeenCalledWith("HOLOCRON.Ledger.Revert.NoRow");
    actAs(P1);
    expect(await revertRow(t.ace.uuid, first.id)).toBeNull();
    expect(dialogCalls).toHaveLength(0);
    actAs(GM);
    expect(await rowsOf(t.ace)).toHaveLength(2);
  });
});

describe("the revert confirmation's window (V14 pops sheets out into their own browser window)", () => {
  /** The GM's Revert on the first row, from Ace's sheet in `windowId`, confirmed. */
  async function revertFrom(windowId: string | null) {
    const first = await twoHeroPointEdits();
    dialogAnswers.push({ button: "revert" });
    await (await sheetIn(t.ace, windowId)).run("ledgerRevert", { rowId: first.id });
    await settle();
    expect((await rowsOf(t.ace)).map((r) => r.cause.kind)).toEqual(["revert", "hand", "hand"]);
  }

  it("on V14, from a popped-out sheet's Ledger tab, it opens in that sheet's window and still answers", async () => {
    await revertFrom("window-ace");
    expect(dialogWindowPath()).toBe("/popout/window-ace");
  });

  it("on V13, from the sheet's Ledger tab, it opens in the one main window", async () => {
    await revertFrom(null);
    expect(dialogWindowPath()).toBe("/game");
  });
});
