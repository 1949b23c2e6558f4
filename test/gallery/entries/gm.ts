// The GM's damage and hazard tool and its cards, each context built by the system's own context code.
import { negateContext } from "../../../src/applications/powers/negate-context.js";
import { cardContext, type I18n } from "../../../src/cards/views.js";
import { GM_TOOL_BUTTONS, gmToolContext } from "../../../src/applications/gm/gm-tool-model.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import { creatures, sampleHazardCards } from "../../applications/gm/fixtures.js";
import type { GalleryEntry } from "../types.js";
import { hazardApplication, type HazardCard } from "../../../src/cards/hazard/view.js";

const env = createTemplateEnv();
const i18n: I18n = {
  localize: env.localize,
  format: (key, data) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};

function dialog(id: string, title: string, kind: "damage" | "falling"): GalleryEntry {
  return {
    id,
    title,
    window: { title: "HOLOCRON.Hazard.ToolTitle", icon: "fa-solid fa-skull-crossbones" },
    ruleset: "m20",
    kind: "dialog",
    templates: ["templates/dialog/gm-tool.hbs"],
    buttons: GM_TOOL_BUTTONS,
    context: gmToolContext(creatures, {
      d20World: true,
      values:
        kind === "falling"
          ? { kind, feet: 40, surge: "half", surgeDc: 15 }
          : { kind, formula: "2d6+2" },
    }),
    classes: "holocron application dialog holocron-gm-tool-dialog",
    width: 460,
  };
}

function card(
  id: string,
  title: string,
  key: keyof ReturnType<typeof sampleHazardCards>,
  given?: HazardCard,
): GalleryEntry {
  const data = given ?? sampleHazardCards()[key];
  const { template, context } = cardContext(data, i18n);
  return {
    id,
    title,
    ruleset: data.ruleset === "spaceOpera" ? "spaceOpera" : "m20",
    kind: "card",
    templates: [template.replace("systems/holocron/", "")],
    context: { ...context, dice: [] },
    classes: "holocron chat-message message",
    width: 300,
  };
}

/** Walking through fire (seed 000): an energy hazard card with the Knight's Negate Energy button. */
function negateCard(): GalleryEntry {
  const data: HazardCard = {
    type: "hazard",
    ruleset: "m20",
    hazard: "damage",
    detail: "",
    formula: "3d6",
    damageType: "energy",
    rows: [
      row("Actor.kara", "Kara Venn", 11),
      { ...row("Actor.jax", "Jax", 8), negated: true, amount: 0 },
    ],
  };
  const { template, context } = cardContext(data, i18n);
  return {
    id: "card-hazard-negate-energy",
    title: "Hazard card: energy damage, with a Knight's Negate Energy (one row negated)",
    ruleset: "m20",
    kind: "card",
    templates: [template.replace("systems/holocron/", ""), "templates/chat/power-negate.hbs"],
    context: {
      ...context,
      dice: [],
      // Under a hazard card: each Knight's row DC, the damage the row takes (its breakdown).
      ...negateContext(
        {
          knights: [{ uuid: "Actor.kara", name: "Kara Venn", itemId: "negate", dc: 11 }],
          damage: null,
        },
        "m20",
      ),
    },
    classes: "holocron chat-message message",
    width: 300,
  };
}

function row(uuid: string, name: string, rolled: number): HazardCard["rows"][number] {
  return {
    uuid,
    name,
    rolled,
    check: null,
    surge: false,
    resisted: false,
    amount: rolled,
    previousChecks: null,
    applied: false,
  };
}

/** A fall with one row applied and one skipped by the GM's row buttons; Apply to all counts two. */
function perRowCard(): HazardCard {
  const fall = sampleHazardCards().falling;
  const four: HazardCard = {
    ...fall,
    rows: [
      ...fall.rows,
      { ...fall.rows[1]!, uuid: "Actor.rook", name: "Rook", rolled: 14, amount: 14 },
    ],
  };
  const applied = hazardApplication(four, { index: 1, mode: "apply" }).card;
  return hazardApplication(applied, { index: 3, mode: "skip" }).card;
}

export const entries: GalleryEntry[] = [
  negateCard(),
  dialog("gm-damage-dialog", "GM tool: damage", "damage"),
  dialog("gm-falling-dialog", "GM tool: falling, with Force Surge allowed", "falling"),
  card("card-hazard-falling", "Hazard card: falling (surge, landing lightly, no check)", "falling"),
  card("card-hazard-poison", "Hazard card: poison (one row applied)", "poison"),
  card("card-hazard-exposure", "Hazard card: heat or cold", "exposure"),
  card(
    "card-hazard-per-row",
    "Hazard card: the GM's apply / half / skip per row (one applied, one skipped, two open)",
    "falling",
    perRowCard(),
  ),
];
