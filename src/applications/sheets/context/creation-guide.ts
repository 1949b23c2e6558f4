/**
 * The creation guide of a new character sheet (ux.md, "a new character's sheet opens in edit mode with a
 * creation guide that ticks itself off"): one checklist per ruleset, each step done when the actor's own
 * data says so. Pure: read from the sheet's source, so the template tests and the gallery share it.
 */
import { d20 } from "../../../rules/index.js";
import { signed } from "../../format.js";
import type {
  GuideButton,
  GuideStep,
  GuideView,
  SheetActorSource,
  SheetItemSource,
} from "./types.js";

export type { GuideButton, GuideStep, GuideView };

const has = (items: readonly SheetItemSource[], type: string) => items.some((i) => i.type === type);

function step(id: string, done: boolean, extra: Partial<GuideStep> = {}): GuideStep {
  const label = `HOLOCRON.Sheet.Guide.Step.${id}`;
  return { id, label, hint: `HOLOCRON.Sheet.Guide.Hint.${id}`, done, ...extra };
}

function compendium(pack: string): GuideButton {
  const label = "HOLOCRON.Sheet.Guide.OpenCompendium";
  return { action: "openCompendium", label, pack: `holocron.${pack}` };
}

type D20System = {
  stats: { str: number; dex: number; mnd: number };
  class: { name: string };
  skills: Record<string, number>;
};

/** Stats typed (the defaults are all 10), with the bonus each gives; class named; some skill ranks. */
function d20Steps(system: D20System, flagStep: string): GuideStep[] {
  const { str, dex, mnd } = system.stats;
  const detail = (["str", "dex", "mnd"] as const)
    .map(
      (id) => `${id.toUpperCase()} ${system.stats[id]} ${signed(d20.statBonus(system.stats[id]))}`,
    )
    .join(" · ");
  const ranks = Object.values(system.skills).reduce((sum, rank) => sum + rank, 0);
  const stats = ["str", "dex", "mnd"].map((id) => `system.stats.${id}`);
  const skills = Object.keys(system.skills).map((id) => `system.skills.${id}`);
  return [
    step("stats", str !== 10 || dex !== 10 || mnd !== 10, { detail, fields: stats }),
    step(flagStep, system.class.name.trim() !== "", {
      fields: ["system.class.name", "system.class.knight"],
    }),
    step("skills", ranks > 0, { detail: String(ranks), fields: skills }),
  ];
}

function stepsOf(actor: SheetActorSource, items: readonly SheetItemSource[]): GuideStep[] | null {
  const gear = step("gear", has(items, "weapon") && has(items, "armor"));
  switch (actor.type) {
    case "m20Character": {
      const s = actor.system;
      return [
        ...d20Steps(s, "classM20"),
        step("hitDice", s.hitDiceMissing === 0, {
          detail: s.hitDice.join(" + ") || "—",
          button: { action: "rollHitDice", label: "HOLOCRON.Sheet.HitDice.RollMissing" },
        }),
        { ...gear, button: compendium("m20-equipment") },
      ];
    }
    case "operaCharacter":
      return [
        ...d20Steps(actor.system, "classOpera"),
        { ...gear, button: compendium("opera-equipment") },
      ];
    case "worldsCharacter": {
      const attributes = Object.values(actor.system.attributes);
      return [
        step(
          "attributes",
          attributes.some((v) => v !== 0),
          { button: { action: "generateAttributes", label: "HOLOCRON.Sheet.Generate.Button" } },
        ),
        step("species", has(items, "species"), { button: compendium("worlds-species") }),
        step("career", has(items, "career") && has(items, "ability"), {
          button: compendium("worlds-careers"),
        }),
        step("weapon", has(items, "weapon"), { button: compendium("worlds-equipment") }),
      ];
    }
    default:
      return null;
  }
}

/**
 * The guide, or null: not a character, not opened for this actor (`open`: its flag), the viewer cannot
 * edit it, or every step is done (the guide goes away by itself).
 */
export function creationGuide(
  actor: SheetActorSource,
  items: readonly SheetItemSource[],
  view: { editable: boolean; guideOpen?: boolean },
): GuideView | null {
  if (!view.editable || !view.guideOpen) return null;
  const steps = stepsOf(actor, items);
  if (!steps) return null;
  const done = steps.filter((s) => s.done).length;
  return done === steps.length ? null : { steps, done, total: steps.length };
}

/** Whether the guide would show for this actor (the sheet opens in edit mode when it does). */
export function guideShows(actor: SheetActorSource, guideOpen: boolean): boolean {
  return creationGuide(actor, [...actor.items], { editable: true, guideOpen }) !== null;
}
