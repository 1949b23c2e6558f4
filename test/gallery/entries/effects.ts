// The gallery's Active Effects: an m20 character's Effects tab in its three sections (a stim with
// rounds left and prone as temporary, cover and a weapon's scope as passive, a rage turned off), and
// Holocron's Add effect form as an m20 and a Star Worlds player fill it in: each ruleset's own keys.
import {
  EFFECT_FORM_BUTTONS,
  effectFormContext,
} from "../../../src/applications/sheets/effect-form.js";
import type { SheetEffectSource } from "../../../src/applications/sheets/context/effects.js";
import type { SheetView } from "../../../src/applications/sheets/context/types.js";
import { sampleActor, sampleEffects } from "../../templates/fixtures.js";
import type { GalleryEntry } from "../types.js";
import { actorEntry } from "./sheets.js";

/** A stim the medic gave this round: DEX +1 for 3 rounds (the time core's duration says is left). */
const STIM: SheetEffectSource = {
  id: "effectStim000000",
  name: "Combat stim",
  img: "icons/svg/heal.svg",
  disabled: false,
  changes: [{ key: "system.stats.dex", value: "1" }],
  statuses: [],
  temporary: true,
  timeLeft: { rounds: 3, turns: 0 },
};

function effectsTab(): GalleryEntry {
  const full = sampleActor("m20Character", { items: 14 });
  const weapon = [...full.items].find((i) => i.type === "weapon")!;
  const effects = [STIM, ...sampleEffects({ id: weapon.id, name: weapon.name })];
  const view: SheetView = {
    editable: true,
    editMode: false,
    enriched: "",
    activeTab: "effects",
    gm: true,
  };
  return actorEntry(
    "m20Character",
    "effects",
    { ...full, effects, statuses: new Set(["prone"]) },
    view,
  );
}

const form = (
  id: string,
  ruleset: "m20" | "starWorlds",
  context: ReturnType<typeof effectFormContext>,
): GalleryEntry => ({
  id,
  title: `Add effect form (${ruleset}): the ruleset's own keys, a mode, a value, a duration`,
  window: { title: "HOLOCRON.Effects.Form.Title", icon: "fa-solid fa-bolt" },
  ruleset,
  kind: "dialog",
  templates: ["templates/dialog/effect-form.hbs"],
  context,
  classes: "holocron application dialog holocron-effect-form-window",
  width: 420,
  buttons: EFFECT_FORM_BUTTONS,
});

export const entries: GalleryEntry[] = [
  effectsTab(),
  // Cover from a crate: AC +2 for 3 rounds.
  form(
    "effects-add-form-m20",
    "m20",
    effectFormContext("m20", {
      name: "Cover",
      key: "system.modifiers.ac",
      mode: "add",
      value: 2,
      count: 3,
      unit: "rounds",
    }),
  ),
  // A Star Worlds stim: Menace +1 for 10 minutes (no AC on the list: the ruleset has none).
  form(
    "effects-add-form-worlds",
    "starWorlds",
    effectFormContext("starWorlds", {
      name: "Stim",
      key: "system.attributes.menace",
      mode: "add",
      value: 1,
      count: 10,
      unit: "minutes",
    }),
  ),
];
