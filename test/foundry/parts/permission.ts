import type { StandInEnv } from "../index.js";

/**
 * Who may write a document, in one place. Foundry's server refuses a write from a user without the
 * permission, whatever the client asked:
 * - Actor and Item (and their embedded documents): OWNER, level 3, from the `ownership` map, the
 *   user's own entry before `default`; a GM owns everything. (API: `Document#testUserPermission`,
 *   `CONST.DOCUMENT_OWNERSHIP_LEVELS`; embedded documents take their parent's, `ClientDocument#isOwner`.)
 * - ChatMessage: its author or a GM (API: `ChatMessage#isAuthor`; "a player can only edit their own
 *   messages", knowledge base "Chat Messages").
 * - Combatant: a GM, or the owner of its actor (players may set their own initiative and flags).
 */
export const OWNER = 3;

export interface PermissionUser {
  id: string;
  isGM: boolean;
}

export function currentUser(): PermissionUser | null {
  return (Reflect.get(globalThis, "game") as { user?: PermissionUser } | undefined)?.user ?? null;
}

/** `Document#testUserPermission(user, "OWNER")` over an ownership map. */
export function ownsByMap(
  ownership: Record<string, number> | undefined,
  user: PermissionUser | null,
): boolean {
  if (!user) return false;
  if (user.isGM) return true;
  const map = ownership ?? {};
  return (map[user.id] ?? map.default ?? 0) >= OWNER;
}

/** Throws as the server would refuse the write; `allowed` comes from the rules above. */
export function assertCanWrite(allowed: boolean, what: string): void {
  const user = currentUser();
  if (!allowed) throw new Error(`User ${user?.id ?? "?"} lacks permission to modify ${what}`);
}

export function install(_env: StandInEnv): void {}
