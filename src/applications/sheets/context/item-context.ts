/** Builds an item sheet's context: the editable fields of each item type, described as data. */
import { d20, dice, m20 } from "../../../rules/index.js";
import { DAMAGE_TYPES, isHolocronItemType, type HolocronItemType } from "../../../config.js";
import type { ItemSystems } from "../../../data/typed-system.js";
import { systemName } from "./field-name.js";
import { WEAPON_ATTACK_BONUS_RANGE } from "../../../data/ranges.js";
import type { ItemFieldView, ItemSheetContext, SheetItemSource, SheetView } from "./types.js";

/** One editable field: `id` is a key of the item type's system (a renamed field fails to compile). */
type FieldSpec<K extends string = string> = Omit<
  ItemFieldView,
  "id" | "name" | "value" | "label" | "options"
> & {
  id: K;
  options?: readonly string[];
  optionPrefix?: string;
};

const POWER_CHOICES = [...m20.FORCE_POWER_IDS, "custom"];

/** Every item type's fields, in the order the sheet shows them. */
export const ITEM_FIELDS: {
  [T in HolocronItemType]: readonly FieldSpec<keyof ItemSystems[T] & string>[];
} = {
  weapon: [
    {
      id: "damage",
      input: "formula",
      hint: "HOLOCRON.Sheet.Item.DamageHint",
    },
    {
      id: "kind",
      input: "select",
      options: d20.ATTACK_KINDS,
      optionPrefix: "HOLOCRON.Sheet.AttackKind.",
    },
    {
      id: "damageType",
      input: "select",
      options: DAMAGE_TYPES,
      optionPrefix: "HOLOCRON.Sheet.DamageType.",
    },
    { id: "attackBonus", input: "number", ...WEAPON_ATTACK_BONUS_RANGE },
    { id: "equipped", input: "checkbox" },
    { id: "deflects", input: "checkbox" },
  ],
  armor: [
    { id: "acBonus", input: "number", min: 0, max: 20 },
    { id: "armor", input: "number", min: 0, max: 20 },
    { id: "speed", input: "number", min: 0, max: 20 },
    { id: "equipped", input: "checkbox" },
    { id: "deflects", input: "checkbox" },
  ],
  gear: [{ id: "quantity", input: "number", min: 0 }],
  forcePower: [
    {
      id: "power",
      input: "select",
      options: POWER_CHOICES,
      optionPrefix: "HOLOCRON.Sheet.Power.",
    },
    {
      id: "stat",
      input: "select",
      options: d20.STATS,
      optionPrefix: "HOLOCRON.Sheet.Stat.",
    },
  ],
  psionicPower: [
    {
      id: "power",
      input: "select",
      options: POWER_CHOICES,
      optionPrefix: "HOLOCRON.Sheet.PsionicPower.",
    },
    {
      id: "stat",
      input: "select",
      options: d20.STATS,
      optionPrefix: "HOLOCRON.Sheet.Stat.",
    },
  ],
  career: [],
  ability: [
    {
      id: "usesPerDay",
      input: "number",
      min: 0,
      max: 99,
      hint: "HOLOCRON.Sheet.Item.UsesHint",
    },
    { id: "used", input: "number", min: 0, max: 99 },
  ],
  species: [{ id: "skillBonus", input: "text" }],
};

function fieldValue(item: SheetItemSource, spec: FieldSpec): string | number | boolean {
  // The spec's id is a key of this item type's system (ITEM_FIELDS is typed per item type).
  const system: Readonly<Record<string, unknown>> = item.system;
  const value = system[spec.id];
  if (spec.input === "checkbox") return value === true;
  if (spec.input === "number") return typeof value === "number" ? value : "";
  return typeof value === "string" ? value : "";
}

/** Whether a typed damage formula is acceptable; the message key says why not. */
export function checkFormula(text: string): { ok: true } | { ok: false; message: string } {
  if (text.trim() === "") return { ok: false, message: "HOLOCRON.Sheet.Item.FormulaEmpty" };
  return dice.isValidFormula(text)
    ? { ok: true }
    : { ok: false, message: "HOLOCRON.Sheet.Item.FormulaInvalid" };
}

export function buildItemContext(item: SheetItemSource, view: SheetView): ItemSheetContext {
  if (!isHolocronItemType(item.type))
    throw new Error(`Holocron cannot show item type "${item.type}"`);
  const specs: readonly FieldSpec[] = ITEM_FIELDS[item.type];
  const fields = specs.map(({ optionPrefix, options, ...spec }) => {
    const field: ItemFieldView = {
      ...spec,
      name: `system.${spec.id}`,
      label: `HOLOCRON.Sheet.ItemField.${spec.id}`,
      value: fieldValue(item, { ...spec }),
    };
    if (options)
      field.options = options.map((o) => ({ value: o, label: `${optionPrefix ?? ""}${o}` }));
    return field;
  });
  return {
    item: {
      id: item.id ?? "",
      name: item.name,
      img: item.img ?? "icons/svg/item-bag.svg",
      type: item.type,
    },
    typeLabel: `HOLOCRON.Sheet.ItemType.${item.type}`,
    editable: view.editable,
    fields,
    description: {
      name: systemName<SheetItemSource["system"]>("description"),
      value: item.system.description,
      enriched: view.enriched,
    },
  };
}
