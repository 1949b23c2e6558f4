// A fought combat for the ledger's view tests: two combatants, a few rows of the ledger (the store
// is mocked by each test file: rows are an argument here) and a summary card built from them.
import { combatSummary } from "../../../src/rules/ledger/summary.js";
import type { LedgerRow } from "../../../src/rules/ledger/row.js";
import type { SummaryCard } from "../../../src/applications/ledger/summary-context.js";
import type { I18n } from "../../../src/applications/chat/i18n.js";
import { hp, row, status } from "../../rules/ledger/fight-rows.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";

export const KARA = "Actor.kara";
export const THUG = "Actor.thug";

/** Kara shoots the thug twice, pays for a power, and the thug goes down in round 2. */
export function fightRows(combatId = "c1"): LedgerRow[] {
  const at = (round: number, turn: number) => ({ id: combatId, round, turn });
  return [
    row({
      actor: "thug",
      combat: at(1, 0),
      cause: { sourceActorUuid: KARA, label: "Blaster" },
      changes: [hp(12, 5)],
    }),
    row({
      actor: "kara",
      combat: at(1, 0),
      cause: { kind: "power", label: "Force Push" },
      changes: [hp(20, 16)],
    }),
    row({
      actor: "kara",
      combat: at(1, 1),
      user: "player1000000000",
      cause: { kind: "sheet" },
      changes: [hp(16, 14)],
    }),
    row({
      actor: "thug",
      combat: at(2, 0),
      cause: { sourceActorUuid: KARA },
      changes: [hp(5, 0), status("unconscious", true)],
      rule: "HOLOCRON.CombatSummary.Title",
    }),
    row({
      actor: "kara",
      combat: null,
      session: "s0",
      cause: { kind: "rest" },
      changes: [hp(14, 20)],
    }),
  ].reverse();
}

export function fightCard(rows = fightRows()): SummaryCard {
  return {
    title: "Docking bay",
    summary: combatSummary({
      combatId: "c1",
      rows,
      combatants: [
        { actorUuid: KARA, name: "KARA", side: "party" },
        { actorUuid: THUG, name: "THUG", side: "foes" },
      ],
      rolls: [{ actorUuid: KARA, natural: 20 }],
      rounds: 2,
    }),
    turnNames: ["Kara", "Thug"],
    prediction: { winChance: 0.72, rounds: 3.4, interval: [0.68, 0.76] },
  };
}

/** A dictionary that echoes keys (and a format's values), so the views' words read as their keys. */
export const echoI18n: I18n = {
  localize: (key) => `[${key}]`,
  format: (key, data) => `[${key} ${Object.values(data).join("|")}]`,
};
/** A fixed time format: `t` and the milliseconds. */
export const echoTime = (ms: number): string => `t${ms}`;

/** A d20 check card of `uuid`'s with its natural face (the fields a posted check card holds). */
export function checkCard(uuid: string, natural: number) {
  return {
    type: "check",
    actor: { uuid, name: "Kara", img: "icons/kara.webp" },
    title: "HOLOCRON.Roll.Title",
    titleData: {},
    formula: "1d20+2",
    total: natural + 2,
    ruleset: "m20",
    kind: "attack",
    natural,
    target: null,
    outcome: null,
    chance: null,
  };
}

/** The lang file's English, formatted as Foundry's `format` does, and the template env it reads. */
export function englishI18n() {
  const env = createTemplateEnv();
  const i18n: I18n = {
    localize: env.localize,
    format: (key, data) =>
      Object.entries(data).reduce((t, [n, v]) => t.replaceAll(`{${n}}`, v), env.localize(key)),
  };
  return { env, i18n };
}
