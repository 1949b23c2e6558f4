/** Builds an item sheet's context: the editable fields of each item type, described as data. */
import { d20, dice, m20 } from "../../../rules/index.js";
import { isHolocronItemType, type HolocronItemType } from "../../../config.js";
import { ITEM_PATHS, readBoolean, readPath, readString } from "./paths.js";
import type { ItemFieldView, ItemSheetContext, SheetItemSource, SheetView } from "./types.js";

type FieldSpec = Omit<ItemFieldView, "value" | "label" | "options"> & {
  options?: readonly string[];
  optionPrefix?: string;
};

const POWER_CHOICES = [...m20.FORCE_POWER_IDS, "custom"];

/** Every item type's fields, in the order the sheet shows them. */
export const ITEM_FIELDS: Record<HolocronItemType, readonly FieldSpec[]> = {
  weapon: [
    {
      id: "damage",
      name: ITEM_PATHS.damage,
      input: "formula",
      hint: "HOLOCRON.Sheet.Item.DamageHint",
    },
    {
      id: "kind",
      name: ITEM_PATHS.kind,
      input: "select",
      options: d20.ATTACK_KINDS,
      optionPrefix: "HOLOCRON.Sheet.AttackKind.",
    },
    {
      id: "damageType",
      name: ITEM_PATHS.damageType,
      input: "select",
      options: ["energy", "kinetic", "ion"],
      optionPrefix: "HOLOCRON.Sheet.DamageType.",
    },
    { id: "attackBonus", name: ITEM_PATHS.attackBonus, input: "number", min: -10, max: 20 },
    { id: "equipped", name: ITEM_PATHS.equipped, input: "checkbox" },
  ],
  armor: [
    { id: "acBonus", name: ITEM_PATHS.acBonus, input: "number", min: 0, max: 20 },
    { id: "armor", name: ITEM_PATHS.armor, input: "number", min: 0, max: 20 },
    { id: "speed", name: ITEM_PATHS.speed, input: "number", min: 0, max: 20 },
    { id: "equipped", name: ITEM_PATHS.equipped, input: "checkbox" },
  ],
  gear: [{ id: "quantity", name: ITEM_PATHS.quantity, input: "number", min: 0 }],
  forcePower: [
    {
      id: "power",
      name: ITEM_PATHS.power,
      input: "select",
      options: POWER_CHOICES,
      optionPrefix: "HOLOCRON.Sheet.Power.",
    },
    {
      id: "stat",
      name: ITEM_PATHS.stat,
      input: "select",
      options: d20.STATS,
      optionPrefix: "HOLOCRON.Sheet.Stat.",
    },
  ],
  psionicPower: [
    {
      id: "power",
      name: ITEM_PATHS.power,
      input: "select",
      options: POWER_CHOICES,
      optionPrefix: "HOLOCRON.Sheet.PsionicPower.",
    },
    {
      id: "stat",
      name: ITEM_PATHS.stat,
      input: "select",
      options: d20.STATS,
      optionPrefix: "HOLOCRON.Sheet.Stat.",
    },
  ],
  career: [],
  ability: [
    {
      id: "usesPerDay",
      name: ITEM_PATHS.usesPerDay,
      input: "number",
      min: 0,
      max: 99,
      hint: "HOLOCRON.Sheet.Item.UsesHint",
    },
    { id: "used", name: ITEM_PATHS.used, input: "number", min: 0, max: 99 },
  ],
  species: [{ id: "skillBonus", name: ITEM_PATHS.skillBonus, input: "text" }],
};

function fieldValue(item: SheetItemSource, spec: FieldSpec): string | number | boolean {
  if (spec.input === "checkbox") return readBoolean(item, spec.name);
  if (spec.input === "number") {
    const value = readPath(item, spec.name);
    return typeof value === "number" ? value : "";
  }
  const value = readPath(item, spec.name);
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
  const fields = ITEM_FIELDS[item.type].map(({ optionPrefix, options, ...spec }) => {
    const field: ItemFieldView = {
      ...spec,
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
      name: ITEM_PATHS.description,
      value: readString(item, ITEM_PATHS.description),
      enriched: view.enriched,
    },
  };
}
