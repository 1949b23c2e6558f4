/**
 * The Effects list's controls, on actor and item sheets alike: add an Active Effect through
 * Holocron's own form (effect-form.ts: the ruleset's keys, a mode, a value and a duration), edit it in
 * Foundry's own ActiveEffect config, turn on or off, delete after a confirmation
 * (`Document#deleteDialog`). An actor's list also holds the effects its items grant; their rows name the
 * item (`data-source-item`), and the control acts on the item's effect.
 */
import { notify } from "./sheet-helpers.js";
import { causeOptions } from "../../documents/ledger/play-state.js";
import type { RulesetId } from "../../config.js";
import { rulesetOf } from "../../rulesets/index.js";
import { worldRuleset } from "../../settings.js";
import type { DialogOpener } from "../../compat/dialog-window.js";
import { promptEffect } from "./effect-form.js";

type Effect = ActiveEffect.Implementation;
type Host = Actor.Implementation | Item.Implementation;

/** By document name, not `instanceof`: a module may wrap the configured Actor class. */
function isActor(host: Host): host is Actor.Implementation {
  return host.documentName === "Actor";
}

/** The effect a control acts on: the host's own, or one an owned item grants; a missing one is told. */
export function effectOf(host: Host, target: HTMLElement): Effect | null {
  const row = target.closest<HTMLElement>("[data-effect-id]");
  const id = row?.dataset.effectId ?? "";
  const itemId = row?.dataset.sourceItem ?? "";
  const owner = itemId && isActor(host) ? host.items.get(itemId) : host;
  const effect = owner?.effects.get(id);
  if (!effect) notify("HOLOCRON.Effects.Missing");
  return effect ?? null;
}

/**
 * The controls' writes name the sheet as their place, for the ledger's row (record.ts believes a
 * player's claim of a place, never more); core's operation options carry it to every client
 * (https://foundryvtt.com/api/v13/functions/hookEvents.preCreateDocument.html).
 */
const sheetWrite = () => causeOptions("sheet");

/** The ruleset whose keys an effect on the host changes: its actor's (an item's owner's), else the world's. */
export function hostRuleset(host: Host): RulesetId {
  const actor = isActor(host) ? host : host.parent;
  return actor ? rulesetOf(actor).id : worldRuleset();
}

/**
 * A new effect on the host (an item's applies to its owner), as the Add effect form describes it; the
 * owner's own document, so Foundry's document permissions decide the write.
 */
export async function createEffect(host: Host, opener?: DialogOpener | null): Promise<void> {
  const data = await promptEffect(hostRuleset(host), opener);
  if (!data) return;
  // The two hosts' createEmbeddedDocuments have signatures TypeScript cannot unite: one call per kind.
  await (isActor(host)
    ? host.createEmbeddedDocuments("ActiveEffect", [data], sheetWrite())
    : host.createEmbeddedDocuments("ActiveEffect", [data], sheetWrite()));
}

export async function editEffect(host: Host, target: HTMLElement): Promise<void> {
  await effectOf(host, target)?.sheet?.render(true);
}

export async function toggleEffect(host: Host, target: HTMLElement): Promise<void> {
  const effect = effectOf(host, target);
  if (effect) await effect.update({ disabled: !effect.disabled }, sheetWrite());
}

/** Deleted after a confirmation; an actor's own effect names the sheet (its pre-delete hook). */
export async function deleteEffect(host: Host, target: HTMLElement): Promise<void> {
  const effect = effectOf(host, target);
  if (!effect) return;
  const parent = effect.parent;
  await (parent && parent.documentName === "Actor"
    ? (parent as Actor.Implementation).byHand("sheet", () => effect.deleteDialog())
    : effect.deleteDialog());
}

/** The four controls as sheet actions, for a sheet whose `document` is the host. */
export function effectActions<S extends { document: Host }>() {
  type Handler = (this: S, event: PointerEvent, target: HTMLElement) => Promise<void>;
  const actions: Record<"createEffect" | "editEffect" | "toggleEffect" | "deleteEffect", Handler> =
    {
      async createEffect() {
        // The sheet opens the form in its own browser window (dialog-window.ts).
        await createEffect(this.document, this);
      },
      async editEffect(_event, target) {
        await editEffect(this.document, target);
      },
      async toggleEffect(_event, target) {
        await toggleEffect(this.document, target);
      },
      async deleteEffect(_event, target) {
        await deleteEffect(this.document, target);
      },
    };
  return actions;
}
