/** Rows for the item lists of an actor sheet (weapons, armor, powers, gear, careers…). */
import { isPowerItemType, type PowerItemType } from "../../../config.js";
import type { HolocronItemType } from "../../../config.js";
import type { ItemRow, SheetItemSource } from "./types.js";
import { signed } from "../../format.js";
import type { BreakdownSlot } from "../../breakdown/breakdown-view.js";

const DEFAULT_ICON = "icons/svg/item-bag.svg";

/** An item of one type: `system` typed by that type's model. */
export type SheetItemOf<T extends HolocronItemType> = Extract<SheetItemSource, { type: T }>;

/** The items of one type, typed. */
export function itemsOfType<T extends HolocronItemType>(
  items: readonly SheetItemSource[],
  type: T,
): SheetItemOf<T>[] {
  return items.filter((i): i is SheetItemOf<T> => i.type === type);
}

/** What a weapon row shows from the actor: its derived weapon lines (d20) or extra damage dice (Star Worlds). */
export interface AttackInputs {
  /** Per weapon id, as the d20 data models derive it (`system.weapons`). */
  lines: Record<string, { attack: number; damage: string } | undefined>;
  /** Star Worlds: extra d6 of damage from the level table. */
  extraDamageDice: number;
  d20: boolean;
  /**
   * Star Worlds: the attribute bonus an attack of this kind starts on (the roll's bonus the row shows,
   * as a d20 row shows its attack bonus); null for the d20 rulesets.
   */
  worldsAttack: ((kind: WeaponKind) => number) | null;
  /** Star Worlds: the breakdown of a weapon's attack bonus (as shown). */
  worldsBreakdown?: (id: string, kind: WeaponKind, attack: string) => BreakdownSlot;
  /** Star Worlds: the breakdown of a weapon's damage with the level's d6 added (as shown). */
  worldsDamage?: (id: string, base: string, damage: string) => BreakdownSlot;
  /** d20: how a weapon's attack bonus and damage (as shown) were made; null without a derived line. */
  breakdowns?: (
    id: string,
    attack: string,
    damage: string,
    base: string,
  ) => { attack: BreakdownSlot; damage: BreakdownSlot } | null;
}

type WeaponKind = SheetItemOf<"weapon">["system"]["kind"];

function baseRow(item: SheetItemSource): ItemRow {
  return {
    id: item.id ?? "",
    name: item.name,
    img: item.img ?? DEFAULT_ICON,
    type: item.type,
    facts: [],
    canEquip: false,
    rollable: null,
  };
}

export function weaponRow(item: SheetItemOf<"weapon">, a: AttackInputs): ItemRow {
  const { kind, damage: base, damageType } = item.system;
  const line = item.id ? a.lines[item.id] : undefined;
  const row = baseRow(item);
  row.canEquip = true;
  row.equipped = item.system.equipped;
  row.rollable = "attack";
  if (a.d20) {
    row.attack = line ? signed(line.attack) : signed(item.system.attackBonus);
    row.damage = line ? line.damage : base;
    const explained =
      line && item.id ? a.breakdowns?.(item.id, row.attack, row.damage, base) : null;
    if (explained) {
      row.attackBreakdown = explained.attack;
      row.damageBreakdown = explained.damage;
    }
  } else {
    if (a.worldsAttack) {
      row.attack = signed(a.worldsAttack(kind));
      if (item.id && a.worldsBreakdown)
        row.attackBreakdown = a.worldsBreakdown(`attack-${item.id}`, kind, row.attack);
    }
    row.damage = a.extraDamageDice > 0 ? `${base}+${a.extraDamageDice}d6` : base;
    // With no level dice added the row shows the weapon's own formula, as typed.
    if (a.extraDamageDice === 0) row.damageStored = true;
    else if (item.id && a.worldsDamage)
      row.damageBreakdown = a.worldsDamage(`damage-${item.id}`, base, row.damage);
  }
  row.facts = [
    { label: "HOLOCRON.Sheet.Item.Kind", valueKey: `HOLOCRON.Sheet.AttackKind.${kind}` },
    {
      label: "HOLOCRON.Sheet.Item.DamageType",
      valueKey: `HOLOCRON.Sheet.DamageType.${damageType}`,
    },
  ];
  return row;
}

export function armorRow(item: SheetItemOf<"armor">, d20Ruleset: boolean): ItemRow {
  const row = baseRow(item);
  const { acBonus, armor, speed, equipped } = item.system;
  row.canEquip = true;
  row.equipped = equipped;
  row.facts = d20Ruleset
    ? [
        {
          label: "HOLOCRON.Sheet.Item.AcBonus",
          value: signed(acBonus),
        },
      ]
    : [
        { label: "HOLOCRON.Sheet.Item.Armor", value: String(armor) },
        { label: "HOLOCRON.Sheet.Item.Speed", value: String(speed) },
      ];
  return row;
}

export function gearRow(item: SheetItemOf<"gear">): ItemRow {
  const row = baseRow(item);
  row.quantity = item.system.quantity;
  return row;
}

/** Force powers and psionic powers share ids; each ruleset names them its own way. */
const POWER_NAME_PREFIX: Readonly<Record<PowerItemType, string>> = {
  forcePower: "HOLOCRON.Sheet.Power.",
  psionicPower: "HOLOCRON.Sheet.PsionicPower.",
};

export function powerNamePrefix(type: string): string {
  return isPowerItemType(type) ? POWER_NAME_PREFIX[type] : "HOLOCRON.Sheet.Power.";
}

/** `blocked`: i18n key of why the actor cannot use powers (the Use button is disabled with it). */
export function powerRow(item: SheetItemOf<PowerItemType>, blocked: string | null = null): ItemRow {
  const row = baseRow(item);
  row.rollable = "power";
  if (blocked) row.blocked = blocked;
  const { power } = item.system;
  row.facts = [
    { label: "HOLOCRON.Sheet.Item.Power", valueKey: `${powerNamePrefix(item.type)}${power}` },
  ];
  return row;
}

export function abilityRow(item: SheetItemOf<"ability">): ItemRow {
  const row = baseRow(item);
  const { usesPerDay: perDay, used } = item.system;
  if (perDay !== null) {
    row.uses = { value: Math.max(0, perDay - used), max: perDay };
    row.rechargeable = used > 0;
  }
  return row;
}

export function plainRow(item: SheetItemSource): ItemRow {
  return baseRow(item);
}

/** Items sorted the way Foundry shows them: by `sort`, then by name. */
export function sortedItems(items: Iterable<SheetItemSource>): SheetItemSource[] {
  return [...items].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.name.localeCompare(b.name));
}
