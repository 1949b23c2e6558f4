// The gallery's ledger: an m20 character's Ledger tab (the GM's view: a Revert button per row), an
// m20 NPC's statblock with its Ledger section open as the GM sees it, and the confirmation a revert
// asks for when a later row changed the same field, with what the revert leaves.
import { buildActorContext } from "../../../src/applications/sheets/context/actor-context.js";
import { SHEET_SIZE } from "../../../src/applications/sheets/context/parts.js";
import { ledgerPageView } from "../../../src/applications/ledger/ledger-view.js";
import {
  REVERT_CONFIRM_BUTTONS,
  revertOutcomeView,
} from "../../../src/applications/ledger/revert-row.js";
import { revertOutcome, newestFirst } from "../../../src/rules/ledger/row.js";
import { rulesetById } from "../../../src/rulesets/index.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { sampleActor } from "../../templates/fixtures.js";
import { sampleRows } from "../../documents/ledger/sample-rows.js";
import type { GalleryEntry } from "../types.js";
import { actorEntry } from "./sheets.js";

const env = createTemplateEnv();
const t = {
  localize: env.localize,
  format: (key: string, data: Record<string, string>) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};

/** Whose cards dealt the damage rows record, by the name the sheet finds: a thug hits the hero, the hero the NPC. */
type Attacker = { uuid: string; name: string };
const THUG: Attacker = { uuid: "Actor.thug0000000001", name: "Thug" };
const KARA: Attacker = { uuid: "Actor.kara0000000001", name: "Kara Voss" };

/** An actor's rows, newest first, each card's damage dealt by the attacker's blaster. */
function rowsOf(actorUuid: string, count: number, attacker: Attacker) {
  return sampleRows(actorUuid, count)
    .map((row) =>
      row.cause.kind === "card"
        ? { ...row, cause: { ...row.cause, sourceActorUuid: attacker.uuid, label: "Blaster" } }
        : row,
    )
    .sort(newestFirst);
}

function ledgerOf(actorUuid: string, count: number, attacker: Attacker) {
  return ledgerPageView(actorUuid, rowsOf(actorUuid, count, attacker), 0, {
    gm: true,
    lang: "en",
    t,
    labels: rulesetById("m20").healthFieldLabels,
    statuses: new Map([["prone", "HOLOCRON.Status.prone"]]),
    sourceName: (uuid) => (uuid === attacker.uuid ? attacker.name : null),
  });
}

function ledgerSheet(): GalleryEntry {
  const actor = sampleActor("m20Character", { items: 3 });
  const view = { editable: true, editMode: false, enriched: "", activeTab: "ledger", gm: true };
  const entry = actorEntry("m20Character", "ledger", actor, view);
  const ledger = ledgerOf(actor.uuid ?? "Actor.kara", 64, THUG);
  return { ...entry, context: { ...buildActorContext(actor, view), ledger } };
}

/** The GM's view of an NPC a fight has marked: its statblock's Ledger section open. */
function npcLedger(): GalleryEntry {
  const actor = sampleActor("m20Npc", { items: 3 });
  const view = { editable: true, editMode: false, enriched: "", gm: true };
  const entry = actorEntry("m20Npc", "gm-ledger", actor, view);
  const ledger = ledgerOf(actor.uuid ?? "Actor.npc", 6, KARA);
  return {
    ...entry,
    title: "m20Npc — the GM's view, its ledger rows open",
    context: { ...buildActorContext(actor, view), ledger },
    openMenu: "holocron-npc__ledger",
  };
}

/** A blaster hit (HP 20 → 15, knocked prone) reverted after a later hit left 11: 16, not prone. */
const OUTCOME = revertOutcomeView(
  revertOutcome(
    {
      ...sampleRows("Actor.kara", 1)[0]!,
      changes: [
        { field: "health.value", before: 20, after: 15 },
        { field: "status:prone", before: false, after: true },
      ],
    },
    { "health.value": 11, "status:prone": true },
  ),
  (field) =>
    field === "health.value"
      ? t.localize("HOLOCRON.Health.HP")
      : t.format("HOLOCRON.Ledger.Field.Status", { name: t.localize("HOLOCRON.Status.prone") }),
  t,
);

export const entries: GalleryEntry[] = [
  ledgerSheet(),
  npcLedger(),
  {
    id: "ledger-revert-confirm",
    title: "Revert a row a later row changed too",
    window: { title: "HOLOCRON.Ledger.Revert.Title" },
    ruleset: "all",
    kind: "dialog",
    templates: ["templates/ledger/revert-confirm.hbs"],
    context: { fields: "HP, Status: Prone", outcome: OUTCOME },
    classes: "holocron application dialog",
    width: SHEET_SIZE.npc.width,
    buttons: REVERT_CONFIRM_BUTTONS,
  },
];
