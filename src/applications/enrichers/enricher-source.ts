// Who wrote the text an enricher button was clicked in (architecture.md, "Trust only what the GM
// made or checked"). A GM's click on `[[/damage 100d100]]{Open the door}` in a player's journal
// would otherwise post a GM card from the player's words. The enricher is told its document
// (TextEditor.enrichHTML's `relativeTo`: https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html#enrichhtml)
// and keeps its uuid on the button; at the click the document is read again, and the text is a
// GM's only when no player may write that document (OWNER) and it holds this enricher. A button
// whose document is unknown, or does not hold its text (a forged `data-source`), is nobody's.
import type { TextAuthor } from "../../cards/data.js";

type Writable = {
  documentName?: string;
  pack?: string | null;
  _source?: unknown;
  content?: unknown;
  _stats?: { lastModifiedBy?: string | null };
  author?: { id: string | null; name: string; isGM: boolean } | null;
  testUserPermission?(user: unknown, level: "OWNER"): boolean;
};

function unknownAuthor(): TextAuthor {
  return { id: "", name: game.i18n.localize("HOLOCRON.Enricher.UnknownAuthor") };
}

/** Whether the document's stored data (a message: its content) holds the enricher's text. */
function holds(doc: Writable, text: string): boolean {
  const stored = JSON.stringify(doc._source ?? doc.content ?? {}).toLowerCase();
  return stored.includes(text.toLowerCase());
}

/**
 * The author of the text an enricher of `text` (`[[/command args`) was rendered from, the document
 * of `sourceUuid`: null when a GM wrote it (no player may write the document, or a GM wrote the chat
 * message), else the player who may have (the last to write it, when Foundry says), or "unknown".
 */
export function textAuthorOf(sourceUuid: string, text: string): TextAuthor | null {
  const doc = (
    sourceUuid ? fromUuidSync(sourceUuid as Parameters<typeof fromUuidSync>[0]) : null
  ) as Writable | null;
  if (!doc || typeof doc !== "object" || !holds(doc, text)) return unknownAuthor();
  if (doc.documentName === "ChatMessage") {
    const author = doc.author;
    return author?.isGM === true ? null : { id: author?.id ?? "", name: author?.name ?? "" };
  }
  // A compendium's documents: players cannot write a pack.
  if (doc.pack) return null;
  const may = doc.testUserPermission?.bind(doc);
  if (!may) return unknownAuthor();
  const writers = game.users.filter((u) => !u.isGM && may(u, "OWNER"));
  const last = doc._stats?.lastModifiedBy;
  const named = writers.find((u) => u.id === last) ?? writers[0];
  return named ? { id: named.id ?? "", name: named.name } : null;
}
