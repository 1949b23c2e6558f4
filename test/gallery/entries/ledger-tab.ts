// The gallery's ledger: an m20 character's Ledger tab (the GM's view: a Revert button per row) and
// the confirmation a revert asks for when a later row changed the same field.
import { buildActorContext } from "../../../src/applications/sheets/context/actor-context.js";
import { SHEET_SIZE } from "../../../src/applications/sheets/context/parts.js";
import { ledgerPageView } from "../../../src/applications/ledger/ledger-view.js";
import { REVERT_CONFIRM_BUTTONS } from "../../../src/applications/ledger/revert-row.js";
import { rulesetById } from "../../../src/rulesets/index.js";
import { newestFirst } from "../../../src/rules/ledger/row.js";
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

function ledgerSheet(): GalleryEntry {
  const actor = sampleActor("m20Character", { items: 3 });
  const view = { editable: true, editMode: false, enriched: "", activeTab: "ledger", gm: true };
  const entry = actorEntry("m20Character", "ledger", actor, view);
  const rows = sampleRows(actor.uuid ?? "Actor.kara", 64).sort(newestFirst);
  const ledger = ledgerPageView(actor.uuid ?? "", rows, 0, {
    gm: true,
    lang: "en",
    t,
    labels: rulesetById("m20").healthFieldLabels,
    statuses: new Map([["prone", "HOLOCRON.Status.prone"]]),
  });
  return { ...entry, context: { ...buildActorContext(actor, view), ledger } };
}

export const entries: GalleryEntry[] = [
  ledgerSheet(),
  {
    id: "ledger-revert-confirm",
    title: "Revert a row a later row changed too",
    window: { title: "HOLOCRON.Ledger.Revert.Title" },
    ruleset: "all",
    kind: "dialog",
    templates: ["templates/ledger/revert-confirm.hbs"],
    context: { fields: "HP, Status: Prone" },
    classes: "holocron application dialog",
    width: SHEET_SIZE.npc.width,
    buttons: REVERT_CONFIRM_BUTTONS,
  },
];
