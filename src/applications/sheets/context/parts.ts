/** Which template parts each sheet renders, in order (the sheets' PARTS and the template tests share this). */
import type { HolocronActorType } from "../../../config.js";

export const TEMPLATE_ROOT = "systems/holocron/templates";

export const ACTOR_PART_TEMPLATES = {
  header: `${TEMPLATE_ROOT}/actor/header.hbs`,
  tabs: `${TEMPLATE_ROOT}/actor/tabs.hbs`,
  main: `${TEMPLATE_ROOT}/actor/main.hbs`,
  combat: `${TEMPLATE_ROOT}/actor/combat.hbs`,
  powers: `${TEMPLATE_ROOT}/actor/powers.hbs`,
  traits: `${TEMPLATE_ROOT}/actor/traits.hbs`,
  gear: `${TEMPLATE_ROOT}/actor/gear.hbs`,
  effects: `${TEMPLATE_ROOT}/actor/effects.hbs`,
  biography: `${TEMPLATE_ROOT}/actor/biography.hbs`,
  ledger: `${TEMPLATE_ROOT}/actor/ledger.hbs`,
  npc: `${TEMPLATE_ROOT}/actor/npc.hbs`,
  limited: `${TEMPLATE_ROOT}/actor/limited.hbs`,
} as const;
export type ActorPartId = keyof typeof ACTOR_PART_TEMPLATES;

/** Partials the parts include (loaded with the parts so `{{> path}}` resolves). */
export const PARTIAL_TEMPLATES = [
  // The stats sit in the header, right after the name and the mode button: the first fields a new
  // character fills in are the first the keyboard reaches.
  `${TEMPLATE_ROOT}/actor/stats.hbs`,
  `${TEMPLATE_ROOT}/shared/health.hbs`,
  `${TEMPLATE_ROOT}/shared/hit-dice.hbs`,
  `${TEMPLATE_ROOT}/shared/recovery-menu.hbs`,
  `${TEMPLATE_ROOT}/shared/creation-guide.hbs`,
  `${TEMPLATE_ROOT}/shared/advancement.hbs`,
  `${TEMPLATE_ROOT}/shared/item-list.hbs`,
  `${TEMPLATE_ROOT}/shared/item-rows.hbs`,
  `${TEMPLATE_ROOT}/shared/effects-list.hbs`,
  `${TEMPLATE_ROOT}/shared/breakdown.hbs`,
  `${TEMPLATE_ROOT}/shared/ledger-rows.hbs`,
  `${TEMPLATE_ROOT}/actor/skills.hbs`,
] as const;

const CHARACTER_D20: readonly ActorPartId[] = [
  "header",
  "tabs",
  "main",
  "combat",
  "powers",
  "gear",
  "effects",
  "biography",
  "ledger",
];
const CHARACTER_WORLDS: readonly ActorPartId[] = [
  "header",
  "tabs",
  "main",
  "combat",
  "traits",
  "gear",
  "effects",
  "biography",
  "ledger",
];
const NPC: readonly ActorPartId[] = ["header", "npc"];

export const ACTOR_PARTS: Record<HolocronActorType, readonly ActorPartId[]> = {
  m20Character: CHARACTER_D20,
  operaCharacter: CHARACTER_D20,
  worldsCharacter: CHARACTER_WORLDS,
  m20Npc: NPC,
  operaNpc: NPC,
  worldsNpc: NPC,
};

/** A user with Limited permission sees one part: name, portrait and biography (ux.md). */
export const LIMITED_PARTS: readonly ActorPartId[] = ["limited"];

/** The context of the limited part: nothing but what it shows (no system data reaches it). */
export function limitedContext(
  actor: { name: string; img?: string | null | undefined },
  biography: string,
) {
  return { actor: { name: actor.name, img: actor.img ?? "" }, biography };
}

export const ITEM_PART_TEMPLATES = {
  header: `${TEMPLATE_ROOT}/item/header.hbs`,
  details: `${TEMPLATE_ROOT}/item/details.hbs`,
  effects: `${TEMPLATE_ROOT}/item/effects.hbs`,
  description: `${TEMPLATE_ROOT}/item/description.hbs`,
} as const;

/** Default sheet sizes (ux.md: about 720 × 760, usable down to 560 wide). */
export const SHEET_SIZE = {
  character: { width: 720, height: 760 },
  npc: { width: 600, height: 640 },
  item: { width: 520, height: 560 },
  minWidth: 560,
} as const;

/** A sheet's DEFAULT_OPTIONS: Holocron's classes for its document, its size, resizable, saved on every change. */
export function sheetOptions<Actions>(
  document: "actor" | "item",
  size: { readonly width: number; readonly height: number },
  actions: Actions,
) {
  return {
    classes: ["holocron", "sheet", document],
    position: { ...size },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions,
  };
}
