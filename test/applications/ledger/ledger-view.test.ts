// The sheet's Ledger tab: the GM sees every row with a Revert button; an owner reads its own actor's
// rows, read-only; each row shows when, who, the cause, each field by its label, before → after.
import { describe, expect, it } from "vitest";
import { withLedgerTable, settle } from "../../documents/ledger/world.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import {
  fieldLabel,
  ledgerPageView,
  ledgerView,
  LEDGER_PAGE_SIZE,
} from "../../../src/applications/ledger/ledger-view.js";
import { echoI18n, fightRows } from "./fight-world.js";

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

  it("an NPC's statblock shows the same rows in a Ledger section: for the GM, not for a player who reads none", async () => {
    actAs(GM);
    await t.thug.update({ "system.health.value": 3 } as never);
    await settle();
    const npc = (uuid: string) =>
      env.render("templates/actor/npc.hbs", { ledger: ledgerView(uuid), biography: {} });
    const gm = npc(t.thug.uuid);
    expect(gm).toContain('class="holocron-npc__ledger"');
    expect(gm).toMatch(/holocron-ledger__field">[^<]+<\/span> \d+ → 3</);
    expect(gm).toContain('data-action="ledgerRevert"');
    actAs(P1);
    expect(npc(t.thug.uuid)).not.toContain("holocron-npc__ledger");
  });
});

describe("a page of rows in words (pure)", () => {
  const statuses = new Map([["prone", "HOLOCRON.Status.prone"]]);
  const labels = { "health.value": "HOLOCRON.Vitality" };
  const options = { gm: true, lang: "en", t: echoI18n, labels, statuses };

  const fields: [string, string][] = [
    ["status:prone", "[HOLOCRON.Ledger.Field.Status [HOLOCRON.Status.prone]]"],
    ["status:madeUp", "[HOLOCRON.Ledger.Field.Status [madeUp]]"],
    ["item:abc", "[HOLOCRON.Ledger.Field.Item]"],
    ["effect:abc", "[HOLOCRON.Ledger.Field.Effect]"],
    ["health.value", "[HOLOCRON.Vitality]"],
    ["made.up", "[made.up]"],
  ];
  it.each(fields)("%s is labelled %s", (field, label) => {
    expect(fieldLabel(field, labels, statuses, echoI18n)).toBe(label);
  });

  it("a row: its round and turn, who, the cause and its label, each change, the rule", () => {
    const view = ledgerPageView("Actor.thug", fightRows(), 0, options);
    const [rest, fall, , power] = view.rows.map(({ when: _when, ...r }) => r);
    expect(view.rows[0]!.when).toBe(new Date(fightRows()[0]!.time).toLocaleString("en"));
    expect(rest).toEqual({
      id: "r5",
      round: "",
      who: "Gamemaster",
      source: "",
      cause: "[HOLOCRON.Ledger.Causes.rest]",
      changes: [{ label: "[HOLOCRON.Vitality]", before: "14", after: "20" }],
      rule: "",
      revertible: true,
    });
    expect(fall).toMatchObject({
      round: "[HOLOCRON.Ledger.Round 2|1]",
      cause: "[HOLOCRON.Ledger.Causes.card]",
      changes: [
        { label: "[HOLOCRON.Vitality]", before: "5", after: "0" },
        {
          label: "[HOLOCRON.Ledger.Field.Status [unconscious]]",
          before: "[HOLOCRON.Ledger.NotHeld]",
          after: "[HOLOCRON.Ledger.Held]",
        },
      ],
      rule: "[HOLOCRON.CombatSummary.Title]",
    });
    expect(power).toMatchObject({
      round: "[HOLOCRON.Ledger.Round 1|1]",
      cause: "[HOLOCRON.Ledger.Causes.power]: Force Push",
    });
  });

  it("a row an actor's card caused names that actor; one it cannot find names none", () => {
    const sourceName = (uuid: string) => (uuid === "Actor.kara" ? "Kara Voss" : null);
    const view = ledgerPageView("Actor.thug", fightRows(), 0, { ...options, sourceName });
    const fall = view.rows[1]!;
    expect([fall.source, fall.who]).toEqual(["Kara Voss", "Gamemaster"]);
    expect(view.rows.map((r) => r.source)).toEqual(["", "Kara Voss", "", "", "Kara Voss"]);
    const unnamed = ledgerPageView("Actor.thug", fightRows(), 0, options);
    expect(unnamed.rows.map((r) => r.source)).toEqual(["", "", "", "", ""]);
    const html = env.render("templates/actor/ledger.hbs", { ledger: view, tabCss: {} });
    expect(html).toContain('<span class="holocron-ledger__source">by Kara Voss</span>');
    expect(html).toContain('<span class="holocron-ledger__who">applied by Gamemaster</span>');
  });

  it("pages are clamped to the rows there are; an empty ledger is one empty page", () => {
    const many = Array.from({ length: 2 * LEDGER_PAGE_SIZE + 20 }, () => fightRows()[0]!);
    const last = ledgerPageView("Actor.thug", many, 9, options);
    expect([last.rows.length, last.range, last.page, last.newer, last.older]).toEqual([
      20,
      "[HOLOCRON.Ledger.Page 101|120|120]",
      2,
      true,
      false,
    ]);
    expect([last.newerPage, last.olderPage]).toEqual([1, 2]);
    const first = ledgerPageView("Actor.thug", many, -1, { ...options, gm: false });
    expect([first.page, first.newer, first.older, first.olderPage, first.gm]).toEqual([
      0,
      false,
      true,
      1,
      false,
    ]);
    expect(first.rows[0]!.revertible).toBe(false);
    const none = ledgerPageView("Actor.thug", [], 0, options);
    expect([none.empty, none.rows, none.range, none.older]).toEqual([
      true,
      [],
      "[HOLOCRON.Ledger.Page 0|0|0]",
      false,
    ]);
  });

  it("an effect's change reads as its text, a disabled one marked so", () => {
    const made = {
      ...fightRows()[0]!,
      changes: [{ field: "effect:e1", before: "on|Cover: modifiers.ac +2", after: "off|Cover" }],
    };
    const view = ledgerPageView("Actor.thug", [made], 0, options);
    expect(view.rows[0]?.changes).toEqual([
      {
        label: "[HOLOCRON.Ledger.Field.Effect]",
        before: "Cover: modifiers.ac +2",
        after: "[HOLOCRON.Ledger.EffectOff Cover]",
      },
    ]);
  });
});
