// The sheet's Ledger tab: the GM sees every row with a Revert button; an owner reads its own actor's
// rows, read-only; each row shows when, who, the cause, each field by its label, before → after.
import { describe, expect, it } from "vitest";
import { withLedgerTable, settle } from "../../documents/ledger/world.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { ledgerView, LEDGER_PAGE_SIZE } from "../../../src/applications/ledger/ledger-view.js";

let t: Table;
withLedgerTable((table) => (t = table));
const env = createTemplateEnv();
const render = (uuid: string) =>
  env.render("templates/actor/ledger.hbs", { ledger: ledgerView(uuid), tabCss: {} });

describe("the Ledger tab", () => {
  it("the GM sees the rows with a Revert button each; the owner the same rows, no buttons", async () => {
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 12 } as never);
    await settle();
    actAs(GM);
    const gm = render(t.ace.uuid);
    expect(gm).toContain("Player One");
    expect(gm).toContain("HOLOCRON.Ledger.Field.HeroPoints</span> 3 → 12");
    expect(gm).toContain('data-action="ledgerRevert"');
    expect(gm).toContain('data-tooltip="HOLOCRON.Ledger.Revert.Button"');
    actAs(P1);
    const owner = render(t.ace.uuid);
    expect(owner).toContain("HOLOCRON.Ledger.Field.HeroPoints</span> 3 → 12");
    expect(owner).not.toContain('data-action="ledgerRevert"');
    expect(owner).toContain(env.localize("HOLOCRON.Ledger.ReadOnly"));
    // Another actor's rows are not the owner's to read.
    actAs(GM);
    await t.thug.update({ "system.health.value": 3 } as never);
    await settle();
    actAs(P1);
    expect(ledgerView(t.thug.uuid).rows).toEqual([]);
  });

  it("pages of 50 rows, newest first", async () => {
    for (let i = 1; i <= LEDGER_PAGE_SIZE + 5; i++) {
      await t.thug.update({ "system.health.value": (i % 10) + 1 } as never);
      await settle();
    }
    const first = ledgerView(t.thug.uuid, 0);
    expect(first.rows).toHaveLength(LEDGER_PAGE_SIZE);
    expect(first.rows[0]?.changes[0]).toMatchObject({ before: "5", after: "6" });
    expect(first).toMatchObject({ newer: false, older: true, olderPage: 1 });
    expect(ledgerView(t.thug.uuid, 1).rows).toHaveLength(5);
  });
});
