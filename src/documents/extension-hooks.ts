// Extension points for modules (README, "Extension hooks"). Each `pre*` hook is called with
// `Hooks.call` before Holocron acts, so a listener that returns false cancels the action; each
// after-hook is called with `Hooks.callAll` once it is done. Foundry's hook semantics:
// https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html. Each hook's arguments are the global
// HolocronHookSignatures (src/types/configuration.d.ts), merged into Foundry's HookConfig.
export type HolocronHook = keyof HolocronHookSignatures;

/** The hook names, for code that registers listeners. */
export const HOLOCRON_HOOKS = {
  preRoll: "holocron.preRoll",
  roll: "holocron.roll",
  preRollDamage: "holocron.preRollDamage",
  rollDamage: "holocron.rollDamage",
  preApplyDamage: "holocron.preApplyDamage",
  preDamage: "holocron.preDamage",
  damage: "holocron.damage",
  preHeal: "holocron.preHeal",
  heal: "holocron.heal",
  preRecover: "holocron.preRecover",
  recover: "holocron.recover",
  preUsePower: "holocron.preUsePower",
  usePower: "holocron.usePower",
} as const satisfies Record<string, HolocronHook>;

/** Calls a pre-hook; false when a listener cancelled the action. */
export function allowedByHooks<H extends HolocronHook>(
  hook: H,
  ...args: Parameters<HolocronHookSignatures[H]>
): boolean {
  return Hooks.call(hook, ...args) !== false;
}

/** Calls an after-hook on every listener. */
export function announceHook<H extends HolocronHook>(
  hook: H,
  ...args: Parameters<HolocronHookSignatures[H]>
): void {
  Hooks.callAll(hook, ...args);
}
