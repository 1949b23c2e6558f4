// The gallery's ledger pieces: the GM's world ledger filtered to one actor, the fight's summary card
// with the encounter builder's prediction beside it, and the round-by-round replay, each context
// built by the code the windows and the card use, from generated rows.
import { worldLedgerContext } from "../../../src/applications/ledger/world-ledger-context.js";
import { replayContext } from "../../../src/applications/ledger/replay-context.js";
import {
  summaryContext,
  type SummaryCard,
} from "../../../src/applications/ledger/summary-context.js";
import { combatSummary } from "../../../src/rules/ledger/summary.js";
import { sim } from "../../../src/rules/index.js";
import type { LedgerRow } from "../../../src/rules/ledger/row.js";
import type { I18n } from "../../../src/applications/chat/i18n.js";
import type { RowLookup } from "../../../src/applications/ledger/row-text.js";
import { rulesetById } from "../../../src/rulesets/index.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { field, hp, row, status, str } from "../../rules/ledger/fight-rows.js";
import type { GalleryEntry } from "../types.js";

const env = createTemplateEnv();
const i18n: I18n = {
  localize: env.localize,
  format: (key, data) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};
/** A fixed clock for the entries: 2 December 2026, from 20:00 UTC. */
const START = Date.UTC(2026, 11, 2, 20, 0, 0);
const time = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19);

const named = (r: LedgerRow, actorName: string, userName = r.userName): LedgerRow => ({
  ...r,
  actorName,
  userName,
});

/** Every actor of the fight plays m20; names come from the rows (the actors as the ledger knew them). */
const lookup: RowLookup = {
  actorName: () => null,
  fieldLabels: () => rulesetById("m20").healthFieldLabels,
};

type Spec = Parameters<typeof row>[0];
const KARA: [string, string] = ["kara", "Kara Voss"];
const JAX: [string, string] = ["jax", "Jax"];
const THUG: [string, string] = ["thug1", "Thug"];
const BOSS: [string, string] = ["thug2", 'Thug, "Boss"'];
const by = (kara: string) => ({ sourceActorUuid: `Actor.${kara}` });
const pistol = { ...by("kara"), label: "Blaster pistol" };

/** Kara and Jax against two thugs, three rounds, and a rest after: [who, round, turn, row, user]. */
const FIGHT: [[string, string], number | null, number, Spec, string?][] = [
  [THUG, 1, 0, { cause: pistol, changes: [hp(12, 5)] }],
  [KARA, 1, 0, { cause: { kind: "power", label: "Force Push" }, changes: [hp(24, 20)] }, "Ana"],
  [JAX, 1, 1, { cause: by("thug1"), changes: [hp(14, 6)] }],
  [JAX, 1, 1, { cause: { kind: "request" }, changes: [field("heroPoints.value", 2, 1)] }, "Ben"],
  [BOSS, 2, 2, { cause: by("jax"), changes: [hp(15, 9), status("prone", true)] }],
  [THUG, 2, 0, { cause: pistol, changes: [hp(5, 0), str(0, 3), status("unconscious", true)] }],
  [KARA, 2, 0, { cause: { kind: "sheet" }, changes: [field("heroPoints.value", 1, 3)] }, "Ana"],
  [BOSS, 3, 2, { cause: by("kara"), changes: [hp(9, 0), status("defeated", true)] }],
  [KARA, null, 0, { cause: { kind: "rest" }, changes: [hp(20, 24)] }, "Ana"],
];

function fight(): LedgerRow[] {
  return FIGHT.map(([[actor, name], round, turn, spec, user], i) => {
    const combat = round === null ? null : { id: "dockingBay", round, turn };
    const made = row({ ...spec, actor, combat, time: START + (i + 1) * 7_000 });
    return named(made, name, user ?? "Gamemaster");
  }).reverse();
}

const CARD = (rows: LedgerRow[]): SummaryCard => ({
  title: "Docking bay 94",
  summary: combatSummary({
    combatId: "dockingBay",
    rows,
    combatants: [
      { actorUuid: "Actor.kara", name: "Kara Voss", side: "party" },
      { actorUuid: "Actor.jax", name: "Jax", side: "party" },
      { actorUuid: "Actor.thug1", name: "Thug", side: "foes" },
      { actorUuid: "Actor.thug2", name: 'Thug, "Boss"', side: "foes" },
    ],
    rolls: [
      { actorUuid: "Actor.kara", natural: 20 },
      { actorUuid: "Actor.jax", natural: 1 },
    ],
    rounds: 3,
  }),
  turnNames: ["Kara Voss", "Jax", 'Thug, "Boss"', "Thug"],
  ruleset: "m20",
  // The builder's figures from its counts: 640 wins and 4,100 rounds over 1,000 fights.
  prediction: {
    winChance: 640 / 1000,
    rounds: 4100 / 1000,
    interval: sim.winInterval(640, 1000),
    counts: { fights: 1000, wins: 640, rounds: 4100 },
  },
});

export function entries(): GalleryEntry[] {
  const rows = fight();
  const card = CARD(rows);
  return [
    {
      id: "ledger-world-filtered",
      title: "World ledger: filtered to one actor",
      window: { title: "HOLOCRON.LedgerWorld.Title", icon: "fa-solid fa-book" },
      ruleset: "m20",
      kind: "window",
      templates: ["templates/apps/ledger-world.hbs"],
      context: {
        ledger: worldLedgerContext(i18n, rows, { actorUuid: "Actor.thug1" }, 0, time, lookup),
      },
      classes: "holocron application holocron-world-ledger",
      width: 860,
    },
    {
      id: "card-combat-summary",
      title: "Combat summary card, the prediction beside it",
      ruleset: "m20",
      kind: "card",
      templates: ["templates/chat/combat-summary-card.hbs"],
      context: summaryContext(i18n, card),
      classes: "holocron chat-message message",
      width: 300,
    },
    {
      // The window the card's Summary button opens, framed as Foundry draws it: its real title.
      id: "combat-summary-window-m20",
      title: "Combat summary window: an m20 fight, no Hero Points or Heroism columns",
      // summary-window.ts DEFAULT_OPTIONS: its title key and icon.
      window: { title: "HOLOCRON.CombatSummary.Title", icon: "fa-solid fa-table-list" },
      ruleset: "m20",
      kind: "window",
      templates: ["templates/apps/combat-summary.hbs"],
      context: { summary: summaryContext(i18n, card) },
      classes: "holocron application holocron-fight-window",
      width: 820,
    },
    {
      id: "combat-replay",
      title: "Combat replay, round by round",
      window: { title: "HOLOCRON.CombatReplay.Title", icon: "fa-solid fa-clock-rotate-left" },
      ruleset: "m20",
      kind: "window",
      templates: ["templates/apps/combat-replay.hbs"],
      context: { replay: replayContext(i18n, rows, card, time, lookup) },
      classes: "holocron application holocron-replay-window",
      width: 560,
    },
  ];
}
