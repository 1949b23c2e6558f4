// Which weapons' damage a GM has seen (architecture.md, "Trust only what the GM made or checked").
// A player owns the items of their character and can write every field of them, flags included, so
// the GM's approval lives in a world setting only a GM can write: per item uuid, the weapon's damage
// profile (formula, damage type, kind, attack bonus) as it stood when a GM created or edited the
// item, or when a player imported it unchanged from a compendium (the system's or the GM's packs,
// which players cannot write). A player's card from a weapon verifies only while the weapon's
// profile is the approved one: a player's edit (2d6 → 100d100) no longer matches, so their cards
// read "unverified" to the GM, until a GM edits the weapon's damage, which approves what it then
// holds. Approval is a GM's look, never a GM's client passing by (architecture.md, "What the GM's
// automation believes"): the world migration, a hook, an equip toggle or a rename written by a GM's
// client leave the record as it was, so a weapon its owner tampered with stays unapproved.
// The items a GM's new actor comes with are approved with it (they fire no creation of their own).
// The profile is short plain text, kept as it is: the GM can read what was approved.
import { stableJson } from "../authority/index.js";
import { isWeapon, SYSTEM_ID } from "../config.js";
import { itemData } from "../data/typed-system.js";
import { ITEM_LEDGER_SETTING, WorldRecordCopy } from "../settings.js";

/** How many weapons the ledger remembers; the first approved leaves first when it is full. */
export const ITEM_LEDGER_SIZE = 5000;

type Approvals = Record<string, string>;
/** The approvals, and whether the world's weapons as they stood were approved once. */
type Ledger = { items: Approvals; seeded: boolean };

const copy = new WorldRecordCopy<Ledger>();

function ledger(): Ledger {
  return copy.read(() => {
    const stored = game.settings.get(SYSTEM_ID, ITEM_LEDGER_SETTING);
    const items: unknown = stored?.items;
    return {
      items: items && typeof items === "object" ? (items as Approvals) : {},
      seeded: stored?.seeded === true,
    };
  });
}

function approvals(): Approvals {
  return ledger().items;
}

/** Pure over the item: a weapon's damage profile as the ledger keeps it, or null for other items. */
export function damageProfile(item: Item.Implementation): string | null {
  const data = itemData(item);
  if (!isWeapon(data)) return null;
  const { damage, damageType, kind, attackBonus } = data.system;
  return stableJson({ damage, damageType, kind, attackBonus });
}

/** The weapon's damage profile as a GM last approved it, or null (never approved). */
export function approvedProfileOf(item: Item.Implementation): string | null {
  return approvals()[item.uuid] ?? null;
}

/**
 * The world weapon an unlinked token's weapon was copied from: a token's synthetic actor keeps its
 * world actor's id and item ids under its own uuid (foundry-v13.md, "Unlinked tokens have synthetic
 * actors"); null for any other item.
 */
function worldItemUuid(item: Item.Implementation): string | null {
  const actor = item.parent;
  if (!actor?.isToken || !actor.id || !item.id) return null;
  return `Actor.${actor.id}.Item.${item.id}`;
}

/**
 * Whether a GM approved the weapon's damage as it is now (false for anything else): its own
 * approval, or for a token's copy of a world weapon, the world weapon's, while the profile is the same.
 */
export function itemApproved(item: Item.Implementation): boolean {
  const profile = damageProfile(item);
  if (profile === null) return false;
  const approved = approvals();
  const copied = worldItemUuid(item);
  return approved[item.uuid] === profile || (copied !== null && approved[copied] === profile);
}

/**
 * Records (active GM) the weapons' profiles as approved, in one write; `seeded` marks the world's
 * weapons as approved once (approveExistingWeapons).
 */
export function approveItems(
  items: Iterable<Item.Implementation>,
  seeded = ledger().seeded,
): Promise<unknown> {
  const next: Approvals = { ...approvals() };
  let changed = seeded !== ledger().seeded;
  for (const item of items) {
    const profile = damageProfile(item);
    if (profile === null || next[item.uuid] === profile) continue;
    delete next[item.uuid];
    next[item.uuid] = profile;
    changed = true;
  }
  if (!changed) return Promise.resolve();
  const keys = Object.keys(next);
  for (const uuid of keys.slice(0, Math.max(0, keys.length - ITEM_LEDGER_SIZE))) delete next[uuid];
  return game.settings.set(SYSTEM_ID, ITEM_LEDGER_SETTING, copy.keep({ items: next, seeded }));
}

/** The compendium document a player's new item was imported from, when its damage is the same. */
async function importedUnchanged(item: Item.Implementation): Promise<boolean> {
  const source = (item._stats as { compendiumSource?: unknown } | undefined)?.compendiumSource;
  if (typeof source !== "string" || !source.startsWith("Compendium.")) return false;
  const original = (await fromUuid(source as Parameters<typeof fromUuid>[0])) as unknown;
  const profileOf = original as Item.Implementation | null;
  return (
    !!profileOf && typeof profileOf === "object" && damageProfile(profileOf) === damageProfile(item)
  );
}

/** The fields of a weapon's profile (damageProfile): a GM's edit of one of them approves. */
const PROFILE_FIELDS = ["damage", "damageType", "kind", "attackBonus"] as const;

/** Whether an update's diff (Foundry's `changed`) touches the weapon's damage profile. */
export function touchesProfile(changed: unknown): boolean {
  const system = (changed as { system?: unknown } | null)?.system;
  if (!system || typeof system !== "object") return false;
  return PROFILE_FIELDS.some((field) => field in system);
}

/** What Foundry passes `_onCreate` / `_onUpdate` about a write: its diff and its options. */
export interface ItemWrite {
  created: boolean;
  /** The update's diff (ignored for a creation). */
  changed?: unknown;
  options?: unknown;
}

/**
 * After an item was written (every client runs it; only the active GM records): a GM's creation, or
 * a GM's edit of the damage profile's fields, approves the weapon as it now is; a player's creation
 * only when imported unchanged from a compendium. The system's own writes (the world migration:
 * AUTOMATIC_WRITE) and a GM's edit of other fields (equipped, name, notes) keep the record as it
 * was. A player's edit records nothing: the profile it leaves no longer matches.
 */
export async function recordItemWrite(
  item: Item.Implementation,
  userId: string,
  write: ItemWrite,
): Promise<void> {
  if (!game.user.isActiveGM || item.pack || damageProfile(item) === null) return;
  if ((write.options as { holocronAutomatic?: unknown } | undefined)?.holocronAutomatic === true) {
    return;
  }
  const writer = game.users.get(userId);
  if (!write.created) {
    if (writer?.isGM === true && touchesProfile(write.changed)) await approveItems([item]);
    return;
  }
  if (writer?.isGM === true || (await importedUnchanged(item))) await approveItems([item]);
}

/**
 * After an actor was created: the items it came with fire no creation of their own, so a GM's new
 * actor (a pregen, an NPC from a compendium) has its weapons approved here.
 */
export async function recordActorItems(actor: Actor.Implementation, userId: string): Promise<void> {
  if (!game.user.isActiveGM || actor.pack || game.users.get(userId)?.isGM !== true) return;
  await approveItems(actor.items);
}

/**
 * Once per world (active GM, on `ready`): the weapons the world's actors carry are approved as they
 * stand, so a world made before the ledger existed keeps its players' honest cards verified. What a
 * player changes from then on no longer matches. Returns how many weapons were looked at.
 */
export async function approveExistingWeapons(): Promise<number> {
  if (!game.user.isActiveGM || ledger().seeded) return 0;
  // Cards name the weapons actors carry; the sidebar's items are approved when a GM edits them.
  const items = [...(game.actors ?? [])].flatMap((actor) => [...actor.items]);
  await approveItems(items, true);
  return items.length;
}
