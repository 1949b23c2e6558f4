// What the GM vouches for about each actor, kept in GM-only world settings that the active GM's
// client follows from every write of an actor: the Hero Points it may spend or give, and the heat
// or cold checks counted so far.
//
// The Hero Points the GM vouches for (seed 002 line 41: the GM awards them; the rulings: they are
// spent from cards and given between heroes). An owner may write every field of their own actor,
// Hero Points included, so the number on the sheet is the player's to type; the GM spends and gives
// only what the GM can account for. The active GM's client keeps that count per actor in a world
// setting only a GM may write: a GM's write sets it, a player's write may lower it (a point spent
// on their own roll), and a player may raise it only once, by the Hero Points attribute generation
// grants (seed 002, "generating attributes"). Anything else a player types is theirs to look at.
import { SYSTEM_ID } from "../config.js";
import { EXPOSURE_SETTING, HERO_POINT_VOUCH_SETTING, WorldRecordCopy } from "../settings.js";
import { isRecord } from "../rules/validate.js";
import { starWorlds } from "../rules/index.js";

export interface Vouched {
  value: number;
  /** The one raise attribute generation grants has been taken. */
  generated?: boolean;
}
/** Per actor (its key: vouchKey), the count the GM vouches for. */
export type VouchBook = Record<string, Vouched>;
type Book = VouchBook;

type Obj = Record<string, unknown>;

const copy = new WorldRecordCopy<Book>();

/** What the book needs of an actor: its id, and whether it is an unlinked token's. */
interface Keyed {
  id: string | null;
  uuid?: string;
  isToken?: boolean;
}

/**
 * An actor's key in the book: a world actor's id (as the book has always kept it); an unlinked
 * token's actor's uuid, since it shares its id with its world actor and every other token of it
 * (foundry-v13.md, "Unlinked tokens have synthetic actors").
 */
function vouchKey(actor: Keyed): string {
  return actor.isToken && actor.uuid ? actor.uuid : (actor.id ?? "");
}

function book(): Book {
  return copy.read(() => {
    const stored: unknown = game.settings.get(SYSTEM_ID, HERO_POINT_VOUCH_SETTING);
    return stored && typeof stored === "object" ? (stored as Book) : {};
  });
}

function storedPoints(actor: { system: unknown }): number | null {
  const value = (actor.system as { heroPoints?: { value?: unknown } } | null)?.heroPoints?.value;
  return typeof value === "number" ? value : null;
}

/**
 * The Hero Points the GM may spend or give for this actor: what it holds, but never more than the
 * GM vouches for. An actor the GM has no count of (made before the count existed, or while no GM was
 * connected) holds what it shows.
 */
export function vouchedHeroPoints(actor: Keyed & { system: unknown }): number {
  const held = storedPoints(actor) ?? 0;
  const vouched = book()[vouchKey(actor)];
  return vouched ? Math.min(held, vouched.value) : held;
}

/** Pure: whether an update is attribute generation granting exactly its Hero Points over `held`. */
export function isGenerationGrant(held: number, system: Obj, after: number): boolean {
  const attributes = system.attributes as Record<string, number> | undefined;
  if (!attributes || starWorlds.ATTRIBUTES.some((a) => typeof attributes[a] !== "number")) {
    return false;
  }
  const values = Object.fromEntries(starWorlds.ATTRIBUTES.map((a) => [a, attributes[a] ?? 0]));
  return starWorlds
    .generationGrants(values as Record<starWorlds.Attribute, number>)
    .some((grant) => starWorlds.gainHeroPoints(held, grant) === after);
}

/** Pure: the count after an update by a GM or a player, from the count before. */
export function nextVouched(
  before: Vouched | undefined,
  after: number,
  byGm: boolean,
  system: Obj,
): Vouched {
  // A character a player makes starts with none the GM gave (the schema's default is 0).
  if (!before) return { value: byGm ? after : 0 };
  if (byGm) return { ...before, value: after };
  if (after <= before.value) return { ...before, value: after };
  if (!before.generated && isGenerationGrant(before.value, system, after)) {
    return { value: after, generated: true };
  }
  return before;
}

/**
 * The active GM's client, after any write of an actor that holds Hero Points (Foundry runs the
 * actor's `_onUpdate` / `_onCreate` on every client with the writing user's id).
 */
export async function followHeroPoints(
  actor: Keyed & { system: unknown },
  changed: Obj,
  userId: string,
): Promise<void> {
  const key = vouchKey(actor);
  if (!game.user.isActiveGM || !key) return;
  const after = storedPoints(actor);
  const system = (changed.system as Obj | undefined) ?? {};
  const touched = (system.heroPoints as Obj | undefined)?.value !== undefined;
  const current = book()[key];
  if (after === null || (current && !touched)) return;
  const byGm = game.users?.get(userId)?.isGM === true;
  const next = nextVouched(current, after, byGm, system);
  if (current && next.value === current.value && next.generated === current.generated) return;
  const written = copy.keep({ ...book(), [key]: next });
  await game.settings.set(SYSTEM_ID, HERO_POINT_VOUCH_SETTING, written);
}

// ---- exposure checks ---------------------------------------------------------------------------
// Heat or cold: the checks each creature has made so far, as the GM counted them (seed 000 line 19:
// the DC rises by one per check made). The GM's hazard tool, its reset and the ledger's revert write
// the actor's flag (`flags.holocron.exposureChecks`), which the sheet and the ledger show; its
// owner can write that flag too, so the count the GM's hazard tool reads is kept in a world setting
// that only a GM writes, taken from the flag only when a GM wrote it. An actor the GM has counted
// nothing for (a world from before the setting) starts at 0, as after the GM's reset.

type Counts = Record<string, number>;

const exposureCopy = new WorldRecordCopy<Counts>();

function counts(): Counts {
  return exposureCopy.read(() => {
    const stored: unknown = game.settings.get(SYSTEM_ID, EXPOSURE_SETTING);
    return stored && typeof stored === "object" ? (stored as Counts) : {};
  });
}

const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0;

/** Heat or cold: the checks the GM counted for this actor (0 when never, or reset). */
export function exposureChecksOf(actor: { id: string | null }): number {
  const count = counts()[actor.id ?? ""];
  return isCount(count) ? count : 0;
}

/**
 * The active GM's client, after any write of an actor: a count a GM wrote into the flag becomes
 * the count; a player's write of the flag is no count (it stays on their sheet, and the ledger
 * records it as their own edit).
 */
export async function noteExposure(
  actor: { id: string | null },
  changed: { flags?: Record<string, unknown> },
  userId: string,
): Promise<void> {
  if (!game.user.isActiveGM || !actor.id || game.users.get(userId)?.isGM !== true) return;
  const ours: unknown = changed.flags?.[SYSTEM_ID];
  if (!isRecord(ours) || ours.exposureChecks === undefined) return;
  const next = isCount(ours.exposureChecks) ? ours.exposureChecks : 0;
  if (exposureChecksOf(actor) === next) return;
  const written = exposureCopy.keep({ ...counts(), [actor.id]: next });
  await game.settings.set(SYSTEM_ID, EXPOSURE_SETTING, written);
}
