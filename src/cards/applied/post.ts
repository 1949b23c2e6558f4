// The applied card's post (the Apply's and a heal's last write): who sees which rows, and the card
// and its ledger rows in one request where the running Foundry can batch them.
import type { AppliedRow } from "../data.js";
import { cardMessageData, gmIds } from "../card.js";
import { modifyBatch } from "../../compat/generation.js";
import { notify } from "../../compat/notify.js";
import { keepsSecret } from "../../settings.js";
import { withPendingRows } from "../../documents/ledger/record.js";
import { rowOperations } from "../../documents/ledger/write.js";

// Posting the applied card: rows of actors no player owns are whispered to the GMs while the world
// keeps NPC health secret (ux.md: "applied rows for actors a player does not own are whispered to the
// GM"); the others are posted to everyone.
//
// The card is the Apply's last write, made once the actors are written and their ledger rows are
// known. On V14 the rows go in the same request: the card's creation and the rows' page writes in
// one `modifyBatch`, all or nothing (src/compat/generation.ts), so the ledger costs the GM's Apply
// no round trip. V13 has no batch across document types (its Document.createDocuments and
// updateDocuments take one document class per request:
// https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#createdocuments): the card
// is posted alone and the rows follow in the one ledger write at the request's end
// (src/documents/ledger/record.ts), one request more than the Apply without the ledger.
/** What the split reads of an actor. */
export interface RowHolder {
  uuid: string;
  hasPlayerOwner: boolean;
}

/** Pure: the rows everyone sees and the rows only the GMs see. */
export function splitAppliedRows(
  rows: AppliedRow[],
  holders: RowHolder[],
  kept: boolean,
): { open: AppliedRow[]; secret: AppliedRow[] } {
  const npcs = new Set(holders.filter((h) => !h.hasPlayerOwner).map((h) => h.uuid));
  const secret = kept ? rows.filter((r) => npcs.has(r.actorUuid)) : [];
  return { open: rows.filter((r) => !secret.includes(r)), secret };
}

type MessageData = Awaited<ReturnType<typeof cardMessageData>>;

/** Posts the applied card(s); returns the public one, else the GMs' one (null when no row). */
export async function postAppliedRows(
  rows: AppliedRow[],
  holders: RowHolder[],
): Promise<ChatMessage.Implementation | null> {
  const { open, secret } = splitAppliedRows(rows, holders, keepsSecret("secretNpcHealth"));
  // The GMs' card first, then the public one, as they were always posted.
  const data: MessageData[] = [
    ...(secret.length
      ? [await cardMessageData({ type: "applied", rows: secret }, { whisper: gmIds() })]
      : []),
    ...(open.length ? [await cardMessageData({ type: "applied", rows: open })] : []),
  ];
  if (!data.length) return null;
  const batch = modifyBatch();
  if (!batch) return postEach(data);
  return withPendingRows(async (ledgerRows) => {
    const rowOps = rowOperations(ledgerRows);
    // No rows, or no ledger home to name yet: the card alone; the rows are written on their own.
    if (!ledgerRows.length || !rowOps) {
      return { result: await postEach(data), unwritten: ledgerRows };
    }
    const operations = [
      { action: "create" as const, documentName: "ChatMessage", data },
      ...rowOps,
    ];
    try {
      const [created = []] = await batch(operations);
      // Cancelled (a module's pre-create hook): nothing was written, as an unbatched post cancelled.
      if (!created.length) return { result: null, unwritten: ledgerRows };
      return {
        result: (created.at(-1) as ChatMessage.Implementation | undefined) ?? null,
        unwritten: [],
      };
    } catch (error) {
      // All or nothing: neither the card nor the rows were written, but the actors were (before
      // the card, by the one writer). The rows go back to be written alone at the request's end,
      // so the change stays on the ledger and revertible; the GM is told the card is missing.
      console.error(error);
      notify("error", "HOLOCRON.Ledger.CardNotPosted");
      return { result: null, unwritten: ledgerRows };
    }
  });
}

/** Each card in its own creation, in order (V13, or nothing for the ledger to add); the last made. */
async function postEach(data: MessageData[]): Promise<ChatMessage.Implementation | null> {
  let last: ChatMessage.Implementation | null = null;
  for (const message of data) last = (await ChatMessage.create(message)) ?? last;
  return last;
}
