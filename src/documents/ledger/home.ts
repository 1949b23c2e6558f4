// The ledger's one home (architecture.md, "Trust only what the GM made or checked"): the journal
// whose id a GM-only world setting holds (`holocron.ledgerHome`; Foundry: world settings need the
// "Modify configuration settings" permission, a GM's by default, https://foundryvtt.com/article/users/),
// made by the active GM's client. A flag is not a home: any owner of a journal can write its flags,
// so a journal that merely carries `flags.holocron.ledger` is ignored and the GM is told its name.
// The home and each page are trusted only while no user but a GM is OWNER of them (the level a
// page write needs: CONST.DOCUMENT_OWNERSHIP_LEVELS, JournalEntryPage#getUserLevel, INHERIT taking
// the entry's), read from the ownership data itself, so only a GM's client can have written them.
import { SYSTEM_ID } from "../../config.js";
import { notify } from "../../compat/notify.js";
import { isRecord } from "../../rules/shape.js";
import { LEDGER_HOME_SETTING } from "../../settings.js";

/** The format of the ledger journal's flags, so a later version can migrate an older one. */
export const LEDGER_FORMAT = 1;

type Levels = Record<string, unknown>;
type Owned = { ownership: object };
type Flagged = { flags: Record<string, unknown> };
type Journal = JournalEntry.Implementation;

const OWNER = 3;
const INHERIT = -1;

/** A user's level in an ownership map: their entry, else `default`; INHERIT reads the parent's. */
function levelOf(ownership: Levels, id: string, parent?: Levels): number {
  const level = Number(ownership[id] ?? ownership.default ?? 0);
  return level === INHERIT && parent ? levelOf(parent, id) : level;
}

/**
 * Pure: whether a user who is not a GM is OWNER through these maps (a page's, with its entry's as
 * `parent`). Every user named, every known user and any user yet to come (`default`) is checked.
 */
export function ownedByPlayer(
  ownership: Levels,
  isGM: (id: string) => boolean,
  userIds: readonly string[],
  parent?: Levels,
): boolean {
  const ids = new Set([...Object.keys(ownership), ...Object.keys(parent ?? {}), ...userIds]);
  return [...ids].some((id) => !isGM(id) && levelOf(ownership, id, parent) >= OWNER);
}

function levels(doc: Owned): Levels {
  return { ...doc.ownership };
}

/** Whether no user but a GM may write the entry (and, given one, its page). */
export function gmOnly(entry: Owned, page?: Owned): boolean {
  const isGM = (id: string) => game.users.get(id)?.isGM === true;
  const ids = game.users.map((u) => u.id ?? "");
  if (ownedByPlayer(levels(entry), isGM, ids)) return false;
  return !page || !ownedByPlayer(levels(page), isGM, ids, levels(entry));
}

/** Whether the document carries the ledger's flag (anyone who owns it can set that). */
export function carriesLedgerFlag(doc: Flagged): boolean {
  const ours = doc.flags[SYSTEM_ID];
  return isRecord(ours) && ours.ledger === LEDGER_FORMAT;
}

/** The id the GM-only setting names ("" before the GM's client made or adopted the home). */
export function ledgerHomeId(): string {
  return game.settings.get(SYSTEM_ID, LEDGER_HOME_SETTING) ?? "";
}

/** The ledger's home, or null while none is set or it is no longer GM-only. */
export function ledgerHome(): Journal | null {
  const id = ledgerHomeId();
  const entry = id ? (game.journal.get(id) ?? null) : null;
  return entry && carriesLedgerFlag(entry) && gmOnly(entry) ? entry : null;
}

/** The ledger journal's data: GM-only, flagged as the ledger. */
export function journalData(): Record<string, unknown> {
  return {
    name: game.i18n.localize("HOLOCRON.Ledger.Journal"),
    ownership: { default: 0 },
    flags: { [SYSTEM_ID]: { ledger: LEDGER_FORMAT } },
  };
}

/** Names the home in the setting (a world setting's write resolves once the server stored it). */
async function keepHome(entry: Journal): Promise<Journal> {
  await game.settings.set(SYSTEM_ID, LEDGER_HOME_SETTING, entry.id ?? "");
  return entry;
}

/**
 * Whether Foundry recorded a user who is not a GM as the document's last writer
 * (`_stats.lastModifiedBy`, https://foundryvtt.com/api/interfaces/foundry.data.types.DocumentStats.html);
 * a document with no such record is judged by its ownership alone.
 */
export function lastWrittenByPlayer(doc: object): boolean {
  const stats: unknown = Reflect.get(doc, "_stats");
  const by = isRecord(stats) ? stats.lastModifiedBy : undefined;
  return typeof by === "string" && game.users.get(by)?.isGM !== true;
}

/**
 * A world from before the setting: its one flagged journal no player owns or last wrote (nor any
 * of its pages) is adopted, its rows kept; none, or more than one (which one the GM made cannot be
 * told), and a new one is made.
 */
function adoptable(): Journal | null {
  if (ledgerHomeId()) return null;
  const found = game.journal.filter(
    (j) =>
      carriesLedgerFlag(j) &&
      gmOnly(j) &&
      ![j, ...j.pages].some(lastWrittenByPlayer) &&
      [...j.pages].every((page) => gmOnly(j, page)),
  );
  return found.length === 1 ? found[0]! : null;
}

let making: Promise<Journal> | null = null;
/** This client is between creating a home and naming it in the setting. */
let naming = false;

/** The active GM's client: the home as it is, adopted, or made now (one at a time). */
export function ensureLedgerHome(): Promise<Journal> {
  const home = ledgerHome();
  if (home) return Promise.resolve(home);
  making ??= (async () => {
    try {
      const adopted = adoptable();
      if (adopted) return await keepHome(adopted);
      naming = true;
      const created = await JournalEntry.implementation.create(journalData() as never);
      if (!created) throw new Error("The ledger journal could not be made");
      return await keepHome(created as Journal);
    } finally {
      naming = false;
      making = null;
    }
  })();
  return making;
}

const warned = new Set<string>();

/**
 * On a GM's client: a journal carrying the ledger's flag that is not the home is named once (the
 * home this client is making is written before the setting names it: `authorId` is this user's).
 */
export function warnIfNotHome(entry: Journal, authorId?: string): void {
  if (!game.user.isGM || !carriesLedgerFlag(entry) || !entry.id) return;
  if (naming && authorId === game.user.id) return;
  if (entry.id === ledgerHome()?.id || warned.has(entry.id)) return;
  warned.add(entry.id);
  notify("warn", "HOLOCRON.Ledger.NotHome", { name: entry.name });
}

/** On a GM's client: every journal carrying the flag that is not the home, named once each. */
export function warnOtherLedgers(): void {
  for (const entry of game.journal) warnIfNotHome(entry);
}
