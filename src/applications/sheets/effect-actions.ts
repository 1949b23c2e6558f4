/**
 * The Effects list's controls, on actor and item sheets alike: create an Active Effect and open it in
 * Foundry's own ActiveEffect config, edit, turn on or off, delete after a confirmation
 * (`Document#deleteDialog`). An actor's list also holds the effects its items grant; their rows name the
 * item (`data-source-item`), and the control acts on the item's effect.
 */
import { notify } from "./sheet-helpers.js";
import { causeOptions } from "../../documents/ledger/causes.js";

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

/** A new effect on the host (an item's applies to its owner), opened in core's config sheet. */
export async function createEffect(host: Host): Promise<void> {
  const data = { name: game.i18n.localize("HOLOCRON.Effects.New"), img: "icons/svg/aura.svg" };
  // The two hosts' createEmbeddedDocuments have signatures TypeScript cannot unite: one call per kind.
  const made = isActor(host)
    ? await host.createEmbeddedDocuments("ActiveEffect", [data], sheetWrite())
    : await host.createEmbeddedDocuments("ActiveEffect", [data], sheetWrite());
  await made?.[0]?.sheet?.render(true);
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
        await createEffect(this.document);
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
