// Where chases live: one world setting holding every chase as plain JSON (README, "Chases"). A world
// setting is saved in the world, readable by every client, writable only by a GM (Foundry's
// SETTINGS_MODIFY permission), and its `onChange` runs on every connected client when it changes, so
// each tracker re-renders live. Writes run in one queue so two GM actions never overwrite each other.
import { SYSTEM_ID } from "../config.js";
import { chase } from "../rules/index.js";
import { runQueued } from "../authority/index.js";

export const CHASE_SETTING = "chases";
/** Called on every client with the new book after each write. */
export const CHASES_CHANGED_HOOK = "holocron.chasesChanged";
const QUEUE = "chase-store";

/** The stored value: `{ chases: [...] }` (a chase that fails to read is kept as it was stored). */
export interface StoredChases {
  chases: unknown[];
}

export function registerChaseSetting(): void {
  game.settings.register(SYSTEM_ID, CHASE_SETTING, {
    scope: "world",
    config: false,
    default: { chases: [] },
    onChange: (value) => {
      Hooks.callAll(CHASES_CHANGED_HOOK, chase.readChaseBook(value).book);
    },
  });
}

function stored(): StoredChases {
  const value: unknown = game.settings.get(SYSTEM_ID, CHASE_SETTING);
  const list = (value as Partial<StoredChases> | null)?.chases;
  return { chases: Array.isArray(list) ? list : [] };
}

/** Every readable chase, and an error line per stored chase that is not. */
export function readChases(): { book: chase.ChaseBook; errors: string[] } {
  return chase.readChaseBook(stored());
}

export function findChase(id: string): chase.Chase | null {
  return readChases().book.chases.find((c) => c.id === id) ?? null;
}

/** Replaces the chase of the same id (or adds it); other stored chases are written back untouched. */
async function save(next: chase.Chase): Promise<void> {
  const { chases } = stored();
  const at = chases.findIndex((c) => (c as { id?: unknown } | null)?.id === next.id);
  const list = at === -1 ? [...chases, next] : chases.with(at, next);
  await game.settings.set(SYSTEM_ID, CHASE_SETTING, { chases: list });
}

export class ChaseNotFound extends Error {
  constructor() {
    super("HOLOCRON.Chase.Error.NotFound");
  }
}

/**
 * Reads the chase, applies `change` (pure: throws to refuse) and saves the result, after every
 * earlier write. GM only: a player's change is a request to the GM.
 */
export function changeChase(
  id: string,
  change: (current: chase.Chase) => chase.Chase,
): Promise<chase.Chase> {
  return runQueued(QUEUE, async () => {
    const current = findChase(id);
    if (!current) throw new ChaseNotFound();
    const next = change(current);
    if (next !== current) await save(next);
    return next;
  });
}

/** Stores a new chase. */
export function createChase(c: chase.Chase): Promise<chase.Chase> {
  return runQueued(QUEUE, async () => {
    await save(c);
    return c;
  });
}

/** Deletes a finished chase (its log goes with it; the round cards stay in chat). */
export function deleteChase(id: string): Promise<void> {
  return runQueued(QUEUE, async () => {
    const { chases } = stored();
    const list = chases.filter((c) => (c as { id?: unknown } | null)?.id !== id);
    await game.settings.set(SYSTEM_ID, CHASE_SETTING, { chases: list });
  });
}
