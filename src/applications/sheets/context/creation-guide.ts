/**
 * The creation guide of a new character sheet (ux.md, "a new character's sheet opens in edit mode with a
 * creation guide that ticks itself off"): one checklist per ruleset, each step done when the actor's own
 * data says so. Pure: read from the sheet's source, so the template tests and the gallery share it.
 */
import type { HolocronActorType } from "../../../config.js";
import { d20 } from "../../../rules/index.js";
import { signed } from "../../format.js";
import type {
  GuideButton,
  GuideStep,
  GuideTarget,
  GuideView,
  SheetActorOf,
  SheetActorSource,
  SheetItemSource,
} from "./types.js";

export type { GuideButton, GuideStep, GuideTarget, GuideView };

const has = (items: readonly SheetItemSource[], type: string) => items.some((i) => i.type === type);

type StepExtra = Partial<GuideStep> & { target: GuideTarget };

function step(id: string, done: boolean, extra: StepExtra): GuideStep {
  const label = `HOLOCRON.Sheet.Guide.Step.${id}`;
  return { id, label, hint: `HOLOCRON.Sheet.Guide.Hint.${id}`, done, ...extra };
}

/** A named button per compendium ("Open Species"), never three alike. */
function compendium(pack: string, name: "species" | "careers" | "equipment"): GuideButton {
  const label = `HOLOCRON.Sheet.Guide.Open.${name}`;
  return { action: "openCompendium", label, pack: `holocron.${pack}` };
}

/** A field by its form name. */
const field = (name: string): GuideTarget => ({ selector: `[name="${name}"]` });

/** An item list on its tab, where a dragged item lands (templates/shared/item-list.hbs). */
const list = (type: string, tab: string): GuideTarget => ({
  selector: `.holocron-list[data-item-type="${type}"]`,
  tab,
});

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
    step("stats", str !== 10 || dex !== 10 || mnd !== 10, {
      detail,
      fields: stats,
      target: field(stats[0]!),
    }),
    step(flagStep, system.class.name.trim() !== "", {
      fields: ["system.class.name", "system.class.knight"],
      target: field("system.class.name"),
    }),
    step("skills", ranks > 0, {
      detail: String(ranks),
      fields: skills,
      target: { ...field(skills[0] ?? ""), tab: "main" },
    }),
  ];
}

/** The gear step: a weapon and armor, from the ruleset's equipment compendium. */
const gearStep = (items: readonly SheetItemSource[], pack: string) =>
  step("gear", has(items, "weapon") && has(items, "armor"), {
    target: list("weapon", "combat"),
    button: compendium(pack, "equipment"),
  });

type GuideOf<T extends HolocronActorType> =
  ((actor: SheetActorOf[T], items: readonly SheetItemSource[]) => GuideStep[]) | null;

/**
 * One ask per thing: a step the sheet already has a control for (the hit dice and their Roll button,
 * Generate attributes) points at that control instead of repeating it; only the compendium steps carry a
 * button, each named for its compendium. One checklist per character type (NPCs have none), held by the
 * compiler to the list of actor types.
 */
const GUIDES: { [T in HolocronActorType]: GuideOf<T> } = {
  m20Character: (actor, items) => {
    const s = actor.system;
    return [
      ...d20Steps(s, "classM20"),
      step("hitDice", s.hitDiceMissing === 0, {
        detail: s.hitDice.join(" + ") || "—",
        // The hit dice's own Roll button, beside the dice typed level by level (templates/shared/hit-dice.hbs).
        target: { selector: '[data-action="rollHitDice"]' },
      }),
      gearStep(items, "m20-equipment"),
    ];
  },
  m20Npc: null,
  operaCharacter: (actor, items) => [
    ...d20Steps(actor.system, "classOpera"),
    gearStep(items, "opera-equipment"),
  ],
  operaNpc: null,
  worldsCharacter: (actor, items) => {
    const attributes = Object.values(actor.system.attributes);
    const fields = Object.keys(actor.system.attributes).map((id) => `system.attributes.${id}`);
    return [
      step(
        "attributes",
        attributes.some((v) => v !== 0),
        { fields, target: { selector: '.holocron-stats [data-action="generateAttributes"]' } },
      ),
      step("species", has(items, "species"), {
        target: list("species", "traits"),
        button: compendium("worlds-species", "species"),
      }),
      step("career", has(items, "career") && has(items, "ability"), {
        target: list("career", "traits"),
        button: compendium("worlds-careers", "careers"),
      }),
      step("weapon", has(items, "weapon"), {
        target: list("weapon", "combat"),
        button: compendium("worlds-equipment", "equipment"),
      }),
    ];
  },
  worldsNpc: null,
};

function stepsOf<T extends HolocronActorType>(
  type: T,
  actor: SheetActorOf[T],
  items: readonly SheetItemSource[],
): GuideStep[] | null {
  const guide: GuideOf<T> = GUIDES[type];
  return guide ? guide(actor, items) : null;
}

/**
 * The guide, or null: not a character, not opened for this actor (`open`: its flag), the viewer cannot
 * edit it, or every step is done (the guide goes away by itself).
 */
export function creationGuide(
  actor: SheetActorSource,
  items: readonly SheetItemSource[],
  view: { editable: boolean; guideOpen?: boolean; guideCollapsed?: boolean },
): GuideView | null {
  if (!view.editable || !view.guideOpen) return null;
  const found = stepsOf(actor.type, actor, items);
  if (!found) return null;
  const done = found.filter((s) => s.done).length;
  if (done === found.length) return null;
  const current = found.findIndex((s) => !s.done);
  const steps = found.map((s, i) => (i === current ? { ...s, current: true } : s));
  return { steps, done, total: steps.length, collapsed: view.guideCollapsed === true };
}

/**
 * The sheet's notices beside the guide: while the guide's hit-dice step waits, the guide asks for them
 * and the header's "some levels have no hit die" notice would ask a second time.
 */
export function noticesBesideGuide(notices: readonly string[], guide: GuideView | null): string[] {
  const asks = guide?.steps.some((s) => s.id === "hitDice" && !s.done) ?? false;
  return asks ? notices.filter((n) => n !== "HOLOCRON.Sheet.Notice.HitDiceMissing") : [...notices];
}

/** Whether the guide would show for this actor (the sheet opens in edit mode when it does). */
export function guideShows(actor: SheetActorSource, guideOpen: boolean): boolean {
  return creationGuide(actor, [...actor.items], { editable: true, guideOpen }) !== null;
}
