// A ledger row in words (row-text.ts), localized through a dictionary that echoes keys: each
// field's name, each value, a row's line and the export's words.
import { describe, expect, it } from "vitest";
import { echoI18n as i18n, echoTime as time } from "./fight-world.js";
import {
  fieldName,
  rowLine,
  valueText,
  exportText,
  type RowLookup,
} from "../../../src/applications/ledger/row-text.js";
import { rulesetById } from "../../../src/rulesets/index.js";
import { hp, row, status } from "../../rules/ledger/fight-rows.js";

/** Kara plays Star Worlds (Vitality), the thug m20 (HP); the thug's name is known, Kara's is not. */
const lookup: RowLookup = {
  actorName: (uuid) => (uuid === "Actor.thug" ? "Thug" : null),
  fieldLabels: (uuid) =>
    rulesetById(uuid === "Actor.kara" ? "starWorlds" : "m20").healthFieldLabels,
};

describe("a row in words", () => {
  const m20 = rulesetById("m20").healthFieldLabels;
  const fields: [string, string][] = [
    ["health.value", "[HOLOCRON.Health.HP]"],
    ["strDamage.value", "[HOLOCRON.Health.StrDamage]"],
    ["heroPoints.spent", "[HOLOCRON.Ledger.Field.HeroPointsSpent]"],
    ["status:prone", "[HOLOCRON.Status.prone]"],
    ["status:madeUp", "madeUp"],
    ["item:abc", "[HOLOCRON.LedgerWorld.Field.item]"],
    ["effect:abc", "[HOLOCRON.LedgerWorld.Field.effect]"],
    ["exposure.checks", "exposure.checks"],
  ];
  it.each(fields)("%s is named %s (as an m20 sheet names it)", (path, name) => {
    expect(fieldName(i18n, path, m20)).toBe(name);
  });

  it("a field is named by its actor's ruleset: Vitality on Star Worlds, HP on m20, never Health", () => {
    const worlds = rulesetById("starWorlds").healthFieldLabels;
    expect(fieldName(i18n, "health.value", worlds)).toBe("[HOLOCRON.Health.Vitality]");
    expect(fieldName(i18n, "health.value", m20)).toBe("[HOLOCRON.Health.HP]");
  });

  const values: [string, boolean | number | string | null, string][] = [
    ["status:prone", true, "[HOLOCRON.LedgerWorld.Held]"],
    ["status:prone", false, "[HOLOCRON.LedgerWorld.NotHeld]"],
    ["status:prone", null, "[HOLOCRON.LedgerWorld.NotHeld]"],
    ["item:x", null, "[HOLOCRON.LedgerWorld.None]"],
    ["item:x", "Blaster", "Blaster"],
    ["effect:x", null, "[HOLOCRON.LedgerWorld.None]"],
    ["effect:x", "on|Cover: modifiers.ac +2", "Cover: modifiers.ac +2"],
    [
      "effect:x",
      "off|Cover: modifiers.ac +2",
      "[HOLOCRON.Ledger.EffectOff Cover: modifiers.ac +2]",
    ],
    ["health.value", 4, "4"],
  ];
  it.each(values)("%s = %j reads %s", (path, value, text) => {
    expect(valueText(i18n, value, path)).toBe(text);
  });

  it("a row line: the user unknown, the cause and its label, the rule localized", () => {
    const r = {
      ...row({
        time: 5,
        cause: { kind: "power", label: "Heal" },
        changes: [hp(3, 5)],
        rule: "HOLOCRON.X",
      }),
      userName: "",
    };
    expect(rowLine(i18n, r, time, lookup)).toEqual({
      id: r.id,
      actorUuid: r.actorUuid,
      time: "t5",
      actor: "A",
      source: null,
      user: "[HOLOCRON.LedgerWorld.UnknownUser]",
      appliedBy: "[HOLOCRON.LedgerWorld.AppliedBy [HOLOCRON.LedgerWorld.UnknownUser]]",
      cause: "[HOLOCRON.Ledger.Causes.power]",
      label: "Heal",
      changes: [{ field: "[HOLOCRON.Health.HP]", before: "3", after: "5" }],
      rule: "[HOLOCRON.X]",
    });
  });

  it("names who caused it: the lookup's name, else the name the ledger last gave the actor", () => {
    const shot = row({
      actor: "kara",
      cause: { sourceActorUuid: "Actor.thug" },
      changes: [hp(9, 4)],
    });
    const back = row({
      actor: "thug",
      cause: { sourceActorUuid: "Actor.kara" },
      changes: [hp(8, 2)],
    });
    const karaRow = { ...row({ actor: "kara", changes: [hp(4, 3)] }), actorName: "Kara Voss" };
    // Newest first, as the store keeps them: Kara's newest row names her as the ledger last did.
    const rows = [karaRow, shot, back];
    expect(rowLine(i18n, shot, time, lookup, rows)).toMatchObject({
      source: "Thug",
      changes: [{ field: "[HOLOCRON.Health.Vitality]" }],
    });
    expect(rowLine(i18n, back, time, lookup, rows)).toMatchObject({
      source: "Kara Voss",
      appliedBy: "[HOLOCRON.LedgerWorld.AppliedBy Gamemaster]",
      changes: [{ field: "[HOLOCRON.Health.HP]" }],
    });
    // Neither found nor in the rows: none named rather than a uuid.
    expect(rowLine(i18n, back, time, lookup, []).source).toBeNull();
  });

  it("the export's words are the same", () => {
    const text = exportText(i18n, "T", time, lookup);
    const r = row({ changes: [status("dying", true)], rule: "HOLOCRON.Y" });
    expect([
      text.columns.before,
      text.cause!(r),
      text.field!("status:dying", r),
      text.field!("health.value", r),
      text.value!(true, "status:dying"),
      text.time!(1),
      text.rule!("HOLOCRON.Y"),
    ]).toEqual([
      "[HOLOCRON.LedgerWorld.Column.before]",
      "[HOLOCRON.Ledger.Causes.card]",
      "[HOLOCRON.Status.dying]",
      "[HOLOCRON.Health.HP]",
      "[HOLOCRON.LedgerWorld.Held]",
      "t1",
      "[HOLOCRON.Y]",
    ]);
  });
});
