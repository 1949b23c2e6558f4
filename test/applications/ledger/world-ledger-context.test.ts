// The world ledger window's pure context (world-ledger-context.ts): its filters, its page, and the
// filter read from its form, localized through a dictionary that echoes keys.
import { describe, expect, it } from "vitest";
import { echoI18n as i18n, echoTime as time } from "./fight-world.js";
import {
  filterOfForm,
  PAGE_SIZE,
  worldLedgerContext,
} from "../../../src/applications/ledger/world-ledger-context.js";
import { hp, row } from "../../rules/ledger/fight-rows.js";
import { englishI18n } from "./fight-world.js";

describe("the world ledger's context", () => {
  it("names sessions and combats by when they began; the cause list keeps the causes' order", () => {
    const rows = [
      row({ time: 30, session: "s2", cause: { kind: "sheet" } }),
      row({ time: 20, session: "s1", cause: { kind: "card" } }),
      row({ time: 10, session: "s1", cause: { kind: "sheet" }, combat: null }),
    ];
    const ctx = worldLedgerContext(i18n, rows, { session: "s1" }, 0, time);
    const byKey = Object.fromEntries(ctx.filters.map((f) => [f.key, f.options]));
    expect(byKey.session).toEqual([
      { value: "s2", label: "[HOLOCRON.LedgerWorld.Began.session t30]", selected: false },
      { value: "s1", label: "[HOLOCRON.LedgerWorld.Began.session t10]", selected: true },
    ]);
    expect(byKey.combatId).toEqual([
      { value: "c1", label: "[HOLOCRON.LedgerWorld.Began.combatId t20]", selected: false },
    ]);
    expect(byKey.cause!.map((o) => o.value)).toEqual(["card", "sheet"]);
    expect([ctx.filtered, ctx.rows.length, ctx.empty, ctx.hasPrev, ctx.hasNext]).toEqual([
      true,
      2,
      false,
      false,
      false,
    ]);
  });

  it("an empty ledger: nothing filtered, one empty page", () => {
    const ctx = worldLedgerContext(i18n, [], {}, 3, time);
    expect([ctx.filtered, ctx.empty, ctx.page, ctx.pageLabel]).toEqual([
      false,
      true,
      0,
      "[HOLOCRON.LedgerWorld.Page 1|1|0]",
    ]);
  });

  it("pages of PAGE_SIZE rows: the second holds the rest; a page past the end shows the last", () => {
    const rows = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => row({ time: i }));
    const second = worldLedgerContext(i18n, rows, {}, 1, time);
    expect([second.rows.length, second.page, second.hasPrev, second.hasNext]).toEqual([
      3,
      1,
      true,
      false,
    ]);
    expect(second.pageLabel).toBe(`[HOLOCRON.LedgerWorld.Page 2|2|${PAGE_SIZE + 3}]`);
    expect(worldLedgerContext(i18n, rows, {}, 7, time).page).toBe(1);
    const first = worldLedgerContext(i18n, rows, {}, 0, time);
    expect([first.rows.length, first.hasPrev, first.hasNext]).toEqual([PAGE_SIZE, false, true]);
  });

  it("the form's filter keeps only known keys, strings and causes", () => {
    expect(
      filterOfForm({ actorUuid: "Actor.a", userId: "", cause: "bogus", session: 3, other: "x" }),
    ).toEqual({ actorUuid: "Actor.a" });
    expect(filterOfForm({ cause: "hud", combatId: "c1" })).toEqual({
      cause: "hud",
      combatId: "c1",
    });
  });

  it("each row: who caused it and to whom (the actor a link to its sheet), a Revert, the ruleset's field name", () => {
    const shot = row({
      actor: "thug",
      cause: { sourceActorUuid: "Actor.kara", label: "Blaster" },
      changes: [hp(12, 5)],
    });
    const lookup = {
      actorName: (uuid: string) => (uuid === "Actor.kara" ? "Kara Voss" : null),
      fieldLabels: () => ({ "health.value": "HOLOCRON.Health.Vitality" }),
    };
    const { env, i18n: english } = englishI18n();
    const ctx = worldLedgerContext(english, [shot], {}, 0, time, lookup);
    expect(ctx.rows[0]).toMatchObject({ source: "Kara Voss", actor: "THUG", label: "Blaster" });
    const html = env.render("templates/apps/ledger-world.hbs", { ledger: ctx });
    expect(html).toContain('<span class="holocron-ledger-table__source">Kara Voss</span>');
    expect(html).toMatch(
      /data-action="openActor" data-actor-uuid="Actor.thug" data-tooltip="Open THUG(&#x27;|')s sheet">THUG</,
    );
    expect(html).toContain('data-action="ledgerRevert" data-row-id="' + shot.id + '"');
    expect(html).toContain("Card · <span");
    expect(html).toContain("applied by Gamemaster");
    expect(html).toContain("Vitality: 12 → 5");
    expect(html).not.toContain("Health");
  });
});
