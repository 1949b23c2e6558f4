/**
 * Builds an item sheet's context from the item model's schema: each of the model's own fields the
 * ruleset's rules read, in schema order, its input chosen by the field's class (Foundry's DataField
 * properties `min`, `max` and `choices` give the ranges and options).
 */
import { dice } from "../../../rules/index.js";
import { isHolocronItemType, type HolocronItemType } from "../../../config.js";
import type { ItemSystems } from "../../../data/typed-system.js";
import { WEAPON_DAMAGE_BONUS_RANGE } from "../../../data/ranges.js";
import { systemName } from "./field-name.js";
import { effectsOf } from "./effects.js";
import { headerOf } from "./format.js";
import type { ItemFieldView, ItemSheetContext, SheetItemSource, SheetView } from "./types.js";

type DataField = foundry.data.fields.DataField.Any;

/** The item model's fields and the ones its ruleset never reads (Ruleset.unusedItemFields). */
export interface ItemSchemaView {
  fields: Readonly<Record<string, DataField>>;
  unused: readonly string[];
}

/** What a field needs beyond its schema: a hint, the i18n prefix of its choices, formula checking. */
interface FieldExtras {
  hint?: string;
  optionPrefix?: string;
  /** A string checked as a dice formula while it is typed (the schema checks it on save). */
  formula?: boolean;
}

/** Every model has these; the details part does not show them (the description has its own part). */
const NOT_DETAILS: ReadonlySet<string> = new Set(["schemaVersion", "legacy", "description"]);

const STAT_OPTIONS: FieldExtras = { optionPrefix: "HOLOCRON.Sheet.Stat." };

/** Extras per item type, keyed by the model's field names (a renamed field fails to compile). */
const FIELD_EXTRAS: {
  [T in HolocronItemType]?: Partial<Record<keyof ItemSystems[T] & string, FieldExtras>>;
} = {
  weapon: {
    damage: { formula: true, hint: "HOLOCRON.Sheet.Item.DamageHint" },
    kind: { optionPrefix: "HOLOCRON.Sheet.AttackKind." },
    damageType: { optionPrefix: "HOLOCRON.Sheet.DamageType." },
  },
  forcePower: { power: { optionPrefix: "HOLOCRON.Sheet.Power." }, stat: STAT_OPTIONS },
  psionicPower: { power: { optionPrefix: "HOLOCRON.Sheet.PsionicPower." }, stat: STAT_OPTIONS },
  ability: { usesPerDay: { hint: "HOLOCRON.Sheet.Item.UsesHint" } },
};

function choiceKeys(field: DataField): readonly string[] | null {
  if (!(field instanceof foundry.data.fields.StringField) || !field.choices) return null;
  const choices: unknown = typeof field.choices === "function" ? field.choices() : field.choices;
  if (Array.isArray(choices)) return choices.map(String);
  return choices && typeof choices === "object" ? Object.keys(choices) : null;
}

function inputOf(field: DataField, extras: FieldExtras): ItemFieldView["input"] {
  if (field instanceof foundry.data.fields.BooleanField) return "checkbox";
  if (field instanceof foundry.data.fields.NumberField) return "number";
  if (choiceKeys(field)) return "select";
  return extras.formula ? "formula" : "text";
}

function shownValue(input: ItemFieldView["input"], value: unknown): string | number | boolean {
  if (input === "checkbox") return value === true;
  if (input === "number") return typeof value === "number" ? value : "";
  return typeof value === "string" ? value : "";
}

function fieldView(item: SheetItemSource, id: string, field: DataField): ItemFieldView {
  const ofType: Partial<Record<string, FieldExtras>> = FIELD_EXTRAS[item.type] ?? {};
  const extras = ofType[id] ?? {};
  const input = inputOf(field, extras);
  // `id` is a field of this item's own model: the schema came from the model of `item.type`.
  const system: Readonly<Record<string, unknown>> = item.system;
  const view: ItemFieldView = {
    id,
    input,
    name: `system.${id}`,
    label: `HOLOCRON.Sheet.ItemField.${id}`,
    value: shownValue(input, system[id]),
  };
  if (field instanceof foundry.data.fields.NumberField) {
    if (field.min !== undefined) view.min = field.min;
    if (field.max !== undefined) view.max = field.max;
  }
  const keys = choiceKeys(field);
  if (keys)
    view.options = keys.map((o) => ({ value: o, label: `${extras.optionPrefix ?? ""}${o}` }));
  if (extras.hint) view.hint = extras.hint;
  return view;
}

/** Whether a typed damage formula is acceptable; the message key says why not. */
export function checkFormula(text: string): { ok: true } | { ok: false; message: string } {
  if (text.trim() === "") return { ok: false, message: "HOLOCRON.Sheet.Item.FormulaEmpty" };
  if (!dice.isValidFormula(text))
    return { ok: false, message: "HOLOCRON.Sheet.Item.FormulaInvalid" };
  // The schema's bound on the flat part (a +10,000 weapon), said before the save is refused.
  const bonus = dice.flatSum(dice.parseFormula(text));
  const { min, max } = WEAPON_DAMAGE_BONUS_RANGE;
  return bonus >= min && bonus <= max
    ? { ok: true }
    : { ok: false, message: "HOLOCRON.Sheet.Item.FormulaBonus" };
}

export function buildItemContext(
  item: SheetItemSource,
  view: SheetView,
  schema: ItemSchemaView,
): ItemSheetContext {
  if (!isHolocronItemType(item.type))
    throw new Error(`Holocron cannot show item type "${item.type}"`);
  const fields = Object.entries(schema.fields)
    .filter(([id]) => !NOT_DETAILS.has(id) && !schema.unused.includes(id))
    .map(([id, field]) => fieldView(item, id, field));
  return {
    item: { ...headerOf(item, "icons/svg/item-bag.svg"), type: item.type },
    typeLabel: `HOLOCRON.Sheet.ItemType.${item.type}`,
    editable: view.editable,
    fields,
    description: {
      name: systemName<SheetItemSource["system"]>("description"),
      value: item.system.description,
      enriched: view.enriched,
    },
    ...effectsOf(item.effects, view.ruleset ?? null, false),
  };
}
