// What actor derivations read from owned items: worn armor and weapons, as plain values.
import type { d20 } from "../../rules/index.js";
import * as config from "../../config.js";

/** `name` names the item in a breakdown (optional: benches and tests build inputs without one). */
export type WornArmor = { name?: string; acBonus: number; armor: number; speed: number };
export type WeaponInput = {
  id: string;
  name?: string;
  kind: d20.AttackKind;
  attackBonus: number;
  damage: string;
  damageType: string;
};
export type ItemInputs = { armor: WornArmor[]; weapons: WeaponInput[] };

/** The minimal view of an owned item (a Foundry Item or a plain object in tests and benchmarks). */
export type ItemLike = { id: string | null; name?: string | null; type: string; system: unknown };

// Read once, as derive/d20.ts reads its helpers: in an unbundled module graph (Vitest, the benches)
// each imported name is a getter call, and preparation asks these of every item of every actor.
const { isArmor, isWeapon } = config;

type ArmorSystem = Omit<WornArmor, "name"> & { equipped: boolean };
type WeaponSystem = Omit<WeaponInput, "id" | "name">;

export function collectItems(items: Iterable<ItemLike>): ItemInputs {
  const armor: WornArmor[] = [];
  const weapons: WeaponInput[] = [];
  for (const item of items) {
    if (isArmor(item)) {
      const s = item.system as ArmorSystem;
      if (s.equipped)
        armor.push({ name: item.name ?? "", acBonus: s.acBonus, armor: s.armor, speed: s.speed });
    } else if (isWeapon(item)) {
      const s = item.system as WeaponSystem;
      weapons.push({
        id: item.id ?? "",
        name: item.name ?? "",
        kind: s.kind,
        attackBonus: s.attackBonus,
        damage: s.damage,
        damageType: s.damageType,
      });
    }
  }
  return { armor, weapons };
}
