// Card kinds registered beside the built-in table (CONTRIBUTING, "How to add a card kind"): a
// module's own kind, or the test-only example kind that follows the recipe. Each brings its own
// shape, so the built-in cards' union (`CardData`, data.ts) and every table keyed by its types stay
// as they are; a registered card is read only through its kind's shape, and its message is drawn
// again from that data by the render hook (render.ts). Its controls dispatch through the table of
// kinds (kinds.ts, `registerCardKind`). Its trust rule is `gmOnly`: a player's card of a registered
// kind is never checked, so the GM acts only on one a GM wrote (card.ts, `trustOf`).
import { SYSTEM_ID } from "../config.js";
import * as is from "../rules/validate.js";
import type { CardContext, I18n } from "./views.js";

/** The data of a registered kind's card: its own shape, with `type` its tag. */
export interface RegisteredCard {
  type: string;
}

/** A click on a registered kind's control, its card read through the kind's shape. */
export interface RegisteredActionContext<C extends RegisteredCard> {
  message: ChatMessage.Implementation;
  card: C;
  control: HTMLElement;
  element: HTMLElement;
  event: Event;
}

/** A card kind outside the built-in table: the parts of `CardKind` (kind.ts), with its shape. */
export interface RegisteredKind<C extends RegisteredCard> {
  type: C["type"];
  /** The card's data as stored in `flags.holocron.card`, read through this shape only. */
  shape: is.Shape<C>;
  template: string;
  context(i18n: I18n, card: C): CardContext;
  /** The card's `data-action` controls, by name (names are global: card.ts). */
  actions: Readonly<Record<string, (context: RegisteredActionContext<C>) => unknown>>;
  /** The names of the GM requests its controls send (authority/registry.ts). */
  requests: readonly string[];
}

type AnyKind = RegisteredKind<RegisteredCard>;
const registered = new Map<string, AnyKind>();

/** Adds a kind (kinds.ts checks its type and action names against the built-in table first). */
export function addRegisteredKind<C extends RegisteredCard>(kind: RegisteredKind<C>): void {
  // The kind is used only with cards its own shape read, so its card type is the one it declared.
  registered.set(kind.type, kind as unknown as AnyKind);
}

/** The registered kind of a card type, if any. */
export function registeredKindOf(type: string): AnyKind | undefined {
  return registered.get(type);
}

/**
 * A message's card when its type is a registered kind's: the kind and the card as its shape read
 * it, or the error naming its first wrong field; null for any other message.
 */
export function readRegisteredCard(
  message: ChatMessage.Implementation,
): { kind: AnyKind; read: is.Parsed<RegisteredCard> } | null {
  const stored: unknown = message.flags[SYSTEM_ID]?.card;
  const type = is.isRecord(stored) && typeof stored.type === "string" ? stored.type : null;
  const kind = type === null ? undefined : registered.get(type);
  return kind ? { kind, read: is.parse(kind.shape, stored) } : null;
}

/** The HTML of a registered kind's card, its words from `i18n` (card.ts, gameI18n). */
export async function renderRegisteredCard(
  kind: AnyKind,
  card: RegisteredCard,
  i18n: I18n,
): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(kind.template, kind.context(i18n, card));
}
