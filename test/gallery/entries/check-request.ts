// The GM's check request: its dialog and its card open, done (a mixed party) and opposed (Force Push
// on three), each context built by the system's own context code from the pure request model.
import { cardContext, type I18n } from "../../../src/cards/views.js";
import {
  CHECK_REQUEST_BUTTONS,
  DEFAULT_ASK,
  requestDialogContext,
} from "../../../src/applications/check-request/request-dialog-model.js";
import { buildRequest, withResult, type RowInput } from "../../../src/cards/check-request/model.js";
import type { CheckRequestCard } from "../../../src/cards/check-request/data.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import type { GalleryEntry } from "../types.js";

const env = createTemplateEnv();
const i18n: I18n = {
  localize: env.localize,
  format: (key, data) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};

const physical = { stat: "HOLOCRON.Sheet.Stat.str", skill: "HOLOCRON.Sheet.Skill.physical" };

function d20Row(uuid: string, name: string, bonus: number): RowInput {
  return {
    uuid,
    name,
    img: "",
    ruleset: "m20",
    bonus,
    skilled: false,
    label: "HOLOCRON.CheckRequest.Check.skill",
    labelData: physical,
  };
}

const party = [
  d20Row("Actor.kara", "Kara Venn", 4),
  d20Row("Actor.jax", "Jax Orrin", 2),
  d20Row("Actor.lee", "Lee Tarn", 0),
  d20Row("Actor.vos", "Vos", 5),
];

const worldsRow: RowInput = {
  uuid: "Actor.tam",
  name: "Tam Vell",
  img: "",
  ruleset: "starWorlds",
  bonus: 2,
  skilled: true,
  label: "HOLOCRON.CheckRequest.Check.skilled",
  labelData: { stat: "HOLOCRON.Sheet.Attribute.daring" },
};

const request = (rows: RowInput[], over: Partial<Parameters<typeof buildRequest>[0]> = {}) =>
  buildRequest({
    mode: "dc",
    dc: 15,
    title: "HOLOCRON.CheckRequest.Title",
    titleData: {},
    opponent: null,
    secret: false,
    rows,
    ...over,
  });

const rolled = (card: CheckRequestCard, index: number, total: number, formula: string) =>
  withResult(card, index, { total, formula, by: "player1000000000" });

function card(id: string, title: string, data: CheckRequestCard): GalleryEntry {
  const { template, context } = cardContext(data, i18n);
  return {
    id,
    title,
    ruleset: "m20",
    kind: "card",
    templates: [template.replace("systems/holocron/", "")],
    context: { ...context, dice: [] },
    classes: "holocron chat-message message",
    width: 300,
  };
}

/** DC 15: Jax and Vos have rolled, Kara and Lee not yet. */
function openCard(): CheckRequestCard {
  const asked = request(party);
  return rolled(rolled(asked, 1, 17, "1d20+2"), 3, 9, "1d20+5");
}

/** A mixed party, all rolled: three m20 rows against DC 15, a Star Worlds row in its band. */
function doneCard(): CheckRequestCard {
  let asked = request([...party.slice(0, 3), worldsRow], { secret: true });
  for (const [i, total, formula] of [
    [0, 19, "1d20+4"],
    [1, 12, "1d20+2"],
    [2, 15, "1d20"],
    [3, 8, "2d6+2"],
  ] as const) {
    asked = rolled(asked, i, total, formula);
  }
  return asked;
}

/** Force Push at level 4 on three (the Knight's −4): one target rolled and withstood it. */
function opposedCard(): CheckRequestCard {
  const knight: RowInput = {
    uuid: "Actor.knight",
    name: "Dark Knight",
    img: "",
    ruleset: "m20",
    bonus: 3,
    skilled: false,
    label: "HOLOCRON.CheckRequest.Check.skill",
    labelData: { stat: "HOLOCRON.Sheet.Stat.mnd", skill: "HOLOCRON.Sheet.Skill.force" },
  };
  const asked = request(party.slice(0, 3), { mode: "opposed", dc: null, opponent: knight });
  return withResult(asked, 0, {
    total: 16,
    formula: "1d20+4",
    rounds: [{ npc: 11, total: 16 }],
    by: "player1000000000",
  });
}

function dialog(): GalleryEntry {
  const who = party.map((r, i) => ({ uuid: r.uuid, name: r.name, picked: i < 3 }));
  return {
    id: "dialog-check-request",
    title: "GM tool: request a check (three selected characters, Physical + STR against DC 15)",
    window: { title: "HOLOCRON.CheckRequest.DialogTitle", icon: "fa-solid fa-dice" },
    ruleset: "m20",
    kind: "dialog",
    templates: ["templates/dialog/check-request.hbs"],
    buttons: CHECK_REQUEST_BUTTONS,
    context: requestDialogContext(
      who,
      [{ uuid: "Actor.knight", name: "Dark Knight", picked: false }],
      {
        ask: DEFAULT_ASK,
      },
    ),
    classes: "holocron application dialog holocron-check-request-dialog",
    width: 460,
  };
}

export const entries: GalleryEntry[] = [
  dialog(),
  card(
    "card-check-request-open",
    "Check request: DC 15 to four, two rolled, two waiting (chances and the group's odds)",
    openCard(),
  ),
  card(
    "card-check-request-done",
    "Check request, secret: a mixed party all rolled (three m20 rows, one Star Worlds band)",
    doneCard(),
  ),
  card(
    "card-check-request-opposed",
    "Check request opposed by one NPC: Force Push on three, one target withstood it",
    opposedCard(),
  ),
];
