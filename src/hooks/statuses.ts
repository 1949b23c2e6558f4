import { mirrorStatusFlags, statusesFromTypedHealth } from "../documents/status-sync.js";

/**
 * A status means the same however it is set (src/documents/status-sync.ts): the token HUD's effects
 * and the sheet's typed health values are brought in step on the writing user's client.
 */
export function registerStatusHooks(): void {
  const report = (actor: { name?: string | null } | null) => () =>
    ui.notifications?.error(
      game.i18n.format("HOLOCRON.Status.SyncFailed", { name: actor?.name ?? "" }),
    );
  const onEffect = (effect: ActiveEffect.Implementation, userId: string) => {
    const parent = effect.parent as { name?: string | null } | null;
    void mirrorStatusFlags(effect, userId).catch(report(parent));
  };
  Hooks.on("createActiveEffect", (effect, _options, userId) => onEffect(effect, userId));
  Hooks.on("deleteActiveEffect", (effect, _options, userId) => onEffect(effect, userId));
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    void statusesFromTypedHealth(actor, changes as never, userId).catch(report(actor));
  });
}
