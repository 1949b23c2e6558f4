// Time that heals: the recovery card three hours of world time posted (an m20 Knight under medical
// care, a Star Worlds character whose night cleared Wounded, a heat check come due), and the Rest
// dialog of a mixed party as the GM sees it. Contexts from the card's and the dialog's own code.
import { cardContext, type I18n } from "../../../src/cards/views.js";
import type { AppliedRow, RecoveryCard } from "../../../src/cards/data.js";
import { REST_BUTTONS, restDialogContext } from "../../../src/applications/rest/rest-model.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import type { GalleryEntry } from "../types.js";

const env = createTemplateEnv();
const i18n: I18n = {
  localize: env.localize,
  format: (key, data) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};

const snapshot = (uuid: string, fields: Record<string, number | boolean>) => ({
  actorUuid: uuid,
  fields,
  statuses: [],
  out: false,
});

const rows: AppliedRow[] = [
  {
    actorUuid: "Actor.kara",
    name: "Kara Voss",
    mode: "heal",
    amount: 24,
    changes: [
      { label: "HOLOCRON.Health.StrDamage", from: 2, to: 0 },
      { label: "HOLOCRON.Health.HP", from: 6, to: 28 },
    ],
    statuses: [],
    before: snapshot("Actor.kara", { "health.value": 6, "strDamage.value": 2 }),
    after: snapshot("Actor.kara", { "health.value": 28, "strDamage.value": 0 }),
    undone: false,
  },
  {
    actorUuid: "Actor.ace",
    name: "Ace Tallis",
    mode: "heal",
    amount: 14,
    changes: [{ label: "HOLOCRON.Health.Vitality", from: 0, to: 14 }],
    statuses: [],
    before: snapshot("Actor.ace", { "health.value": 0, wounded: true }),
    after: snapshot("Actor.ace", { "health.value": 14, wounded: false }),
    undone: false,
  },
];

const card: RecoveryCard = {
  type: "recovery",
  seconds: 3 * 3600,
  rows,
  due: [{ uuid: "Actor.dax", name: "Dax", dc: 17 }],
};

function recoveryEntry(): GalleryEntry {
  const { template, context } = cardContext(card, i18n);
  return {
    id: "card-recovery-time",
    title: "Recovery card: three hours of world time",
    ruleset: "all",
    kind: "card",
    templates: [template.replace("systems/holocron/", "")],
    context: { ...context, dice: [] },
    classes: "holocron chat-message message",
    width: 300,
  };
}

const restDialog: GalleryEntry = {
  id: "dialog-rest-party",
  title: "Rest dialog: a mixed party, as the GM sees it",
  window: { title: "HOLOCRON.Rest.Title", icon: "fa-solid fa-bed" },
  ruleset: "all",
  kind: "dialog",
  templates: ["templates/dialog/rest-party.hbs"],
  buttons: REST_BUTTONS,
  context: restDialogContext(
    [
      {
        uuid: "Actor.kara",
        id: "kara",
        name: "Kara Voss",
        ruleset: "m20",
        medical: true,
        bacta: false,
      },
      {
        uuid: "Actor.tal",
        id: "tal",
        name: "Tal Orin",
        ruleset: "spaceOpera",
        medical: false,
        bacta: false,
      },
      {
        uuid: "Actor.ace",
        id: "ace",
        name: "Ace Tallis",
        ruleset: "starWorlds",
        medical: false,
        bacta: true,
      },
    ],
    true,
  ),
  classes: "holocron application dialog holocron-rest-dialog",
  width: 400,
};

export const entries: GalleryEntry[] = [recoveryEntry(), restDialog];
