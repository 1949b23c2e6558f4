// Posting the applied card: rows of actors no player owns are whispered to the GMs while the world
// keeps NPC health secret (ux.md: "applied rows for actors a player does not own are whispered to the
// GM"); the others are posted to everyone.
import { keepsSecret } from "../../settings.js";
import type { AppliedRow } from "./card-data.js";
import { postCard } from "./post-card.js";

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

/** The ids of the GM users (a whisper's recipients). */
function gmIds(): string[] {
  return game.users.filter((user) => user.isGM).flatMap((user) => user.id ?? []);
}

/** Posts the applied card(s); returns the public one, else the GMs' one (null when no row). */
export async function postAppliedRows(
  rows: AppliedRow[],
  holders: RowHolder[],
): Promise<ChatMessage.Implementation | null> {
  const { open, secret } = splitAppliedRows(rows, holders, keepsSecret("secretNpcHealth"));
  const whispered = secret.length
    ? await postCard({ type: "applied", rows: secret }, { whisper: gmIds() })
    : null;
  const posted = open.length ? await postCard({ type: "applied", rows: open }) : null;
  return posted ?? whispered;
}
