/**
 * The `data-action` names the sheets handle. The sheets' action maps are typed `Record<…Action, handler>`,
 * so the compiler proves each name has a handler; test/templates checks every template action is listed here
 * (or is one of core's: `tab`).
 */
/** The Effects list's controls, on actor and item sheets alike (effect-actions.ts). */
export const EFFECT_ACTIONS = [
  "createEffect",
  "editEffect",
  "toggleEffect",
  "deleteEffect",
] as const;

export const ACTOR_SHEET_ACTIONS = [
  "toggleMode",
  "ledgerRevert",
  "ledgerPage",
  "editPortrait",
  "rollStat",
  "rollSkill",
  "rollAttack",
  "rollDamage",
  "usePower",
  "rollInitiative",
  "createItem",
  "editItem",
  "deleteItem",
  "itemMenu",
  "toggleEquipped",
  "useAbility",
  "addSkillTag",
  "removeSkillTag",
  "recover",
  "newSession",
  "toggleStatus",
  "dyingCheck",
  "rechargeAbility",
  "takeLevel",
  "useCareerAbility",
  "toggleSummary",
  "takeStartingAbility",
  "rollNpcDamage",
  "giveHeroPoint",
  "generateAttributes",
  "rollHitDice",
  "openCompendium",
  "dismissGuide",
  "toggleGuide",
  "guideFocus",
  ...EFFECT_ACTIONS,
] as const;
export type ActorSheetAction = (typeof ACTOR_SHEET_ACTIONS)[number];

export const ITEM_SHEET_ACTIONS = ["editPortrait", "approveDamage", ...EFFECT_ACTIONS] as const;
export type ItemSheetAction = (typeof ITEM_SHEET_ACTIONS)[number];

/** The party sheet's controls (party-sheet.ts): a member's sheet, removing a member, the award. */
export const PARTY_SHEET_ACTIONS = [
  "openMember",
  "removeMember",
  "awardParty",
  "requestPartyCheck",
  "restParty",
] as const;
export type PartySheetAction = (typeof PARTY_SHEET_ACTIONS)[number];

/** Actions ApplicationV2 itself handles. */
export const CORE_ACTIONS = ["tab"] as const;
