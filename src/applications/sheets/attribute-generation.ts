/**
 * Star Worlds attribute generation from the sheet (edit mode): rolled in order (2d6 through the table,
 * +2 Hero Points), rolled and assigned (2d6 − 1, assigned by the player, +1) or chosen (0). Dice are
 * Foundry Rolls shown in chat; the rules validate; the six attributes and the Hero Points are written
 * in one update.
 */
import { SYSTEM_ID } from "../../config.js";
import { starWorlds } from "../../rules/index.js";
import type { HolocronActor } from "../../documents/actor.js";
import { heldPoints } from "./give-hero-points.js";
import { readForm } from "../dialogs/form-data.js";
import { waitDialog, type DialogOpener } from "../../compat/dialog-window.js";
import { signed } from "../format.js";
import {
  actionAndCancel,
  dialogButtons,
  type DialogButtonSpec,
} from "../dialogs/dialog-buttons.js";
import { notify } from "../../compat/notify.js";

type Attribute = starWorlds.Attribute;
type Method = starWorlds.GenerationMethod;

export const ATTRIBUTES_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/attributes-dialog.hbs`;
export const ATTRIBUTES_ROLLS_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/attributes-rolls.hbs`;

/** Pure: a form field as a number; empty or missing is NaN (Number("") would be 0). */
function fieldNumber(value: unknown): number {
  return value === undefined || value === null || String(value).trim() === ""
    ? Number.NaN
    : Number(value);
}

/** Pure: each attribute's value from the form, keyed by attribute (NaN for a missing one). */
export function chosenValues(form: Record<string, unknown>): Record<Attribute, number> {
  return Object.fromEntries(starWorlds.ATTRIBUTES.map((a) => [a, fieldNumber(form[a])])) as Record<
    Attribute,
    number
  >;
}

/**
 * Pure: the values of an assignment (form field per attribute = index of a rolled value), or an i18n
 * key when a roll is missing or used twice.
 */
export function assignedValues(
  rolled: readonly number[],
  form: Record<string, unknown>,
): Record<Attribute, number> | string {
  const used = new Set<number>();
  const values: Partial<Record<Attribute, number>> = {};
  for (const a of starWorlds.ATTRIBUTES) {
    const index = fieldNumber(form[a]);
    const value = Number.isInteger(index) ? rolled[index] : undefined;
    if (value === undefined) return "HOLOCRON.Sheet.Generate.Unassigned";
    if (used.has(index)) return "HOLOCRON.Sheet.Generate.AssignedTwice";
    used.add(index);
    values[a] = value;
  }
  return values as Record<Attribute, number>;
}

/** Pure: the values the form describes, checked by the rules: the values and the Hero Points, or an error. */
export function readGeneration(
  method: Method,
  rolled: readonly number[],
  form: Record<string, unknown>,
):
  | { ok: true; values: Record<Attribute, number>; heroPoints: number }
  | { ok: false; error: string; data: Readonly<Record<string, string>> } {
  let values: Record<Attribute, number> | string;
  if (method === "chosen") values = chosenValues(form);
  else if (method === "rolledAssigned") values = assignedValues(rolled, form);
  else values = Object.fromEntries(starWorlds.ATTRIBUTES.map((a, i) => [a, rolled[i]])) as never;
  if (typeof values === "string") return { ok: false, error: values, data: {} };
  const checked = starWorlds.validateAttributes(method, values);
  // The rules' refusal reaches the user as its lang key and data, never its console message.
  return checked.ok
    ? { ok: true, values, heroPoints: checked.heroPoints }
    : { ok: false, error: checked.key, data: checked.data };
}

/** Pure: the one update: six attributes, and the Hero Points added (capped at 12 held). */
export function generationUpdate(
  values: Record<Attribute, number>,
  held: number,
  heroPoints: number,
): Record<string, number> {
  const update: Record<string, number> = {};
  for (const a of starWorlds.ATTRIBUTES) update[`system.attributes.${a}`] = values[a];
  update["system.heroPoints.value"] = starWorlds.gainHeroPoints(held, heroPoints);
  return update;
}

/** Pure: the dialog's context for a method and (for the rolled methods) the six values rolled. */
export function generationContext(method: Method | null, rolled: readonly number[]) {
  return {
    method,
    methods: starWorlds.GENERATION_METHODS.map((id) => ({
      id,
      label: `HOLOCRON.Sheet.Generate.Method.${id}`,
      hint: `HOLOCRON.Sheet.Generate.Hint.${id}`,
    })),
    inOrder: method === "rolledInOrder",
    assigned: method === "rolledAssigned",
    chosen: method === "chosen",
    rolls: rolled.map((value, index) => ({ index, n: index + 1, value: signed(value) })),
    attributes: starWorlds.ATTRIBUTES.map((id, i) => ({
      id,
      label: `HOLOCRON.Sheet.Attribute.${id}`,
      value: signed(rolled[i] ?? 0),
      assigned: i,
    })),
    min: starWorlds.ATTRIBUTE_MIN,
    max: starWorlds.ATTRIBUTE_MAX,
    chosenMax: starWorlds.CHOSEN_TOTAL_MAX,
  };
}

/** The text for an error: an i18n key, ours or the rules', with its data. */
export function errorText(error: string, data: Readonly<Record<string, string>>): string {
  return game.i18n.format(error, { ...data });
}

/** Rolls 2d6 six times as Foundry Rolls, shows them in one chat message, returns the attributes. */
async function rollSix(actor: HolocronActor, method: "rolledInOrder" | "rolledAssigned") {
  const rolls = [];
  for (let i = 0; i < starWorlds.ATTRIBUTES.length; i += 1) {
    rolls.push(await new foundry.dice.Roll("2d6").evaluate());
  }
  const values = rolls.map((r) => starWorlds.attributeFromGenerationRoll(method, r.total ?? 0));
  const content = await foundry.applications.handlebars.renderTemplate(ATTRIBUTES_ROLLS_TEMPLATE, {
    name: actor.name,
    method: `HOLOCRON.Sheet.Generate.Method.${method}`,
    rows: rolls.map((r, i) => ({
      label:
        method === "rolledInOrder" ? `HOLOCRON.Sheet.Attribute.${starWorlds.ATTRIBUTES[i]}` : "",
      total: r.total ?? 0,
      value: values[i],
    })),
  });
  await ChatMessage.create({ content, rolls, speaker: ChatMessage.getSpeaker({ actor }) });
  return values;
}

type DialogOptions = Parameters<typeof foundry.applications.api.DialogV2.wait>[0];

const GENERATE_CANCEL: DialogButtonSpec = {
  action: "cancel",
  label: "HOLOCRON.Sheet.Generate.Cancel",
  icon: "fa-solid fa-xmark",
};

/** The first step's footer: one button per generation method, then Cancel. */
export const GENERATION_METHOD_BUTTONS: readonly DialogButtonSpec[] = [
  ...starWorlds.GENERATION_METHODS.map((id) => ({
    action: id,
    label: `HOLOCRON.Sheet.Generate.Method.${id}`,
  })),
  GENERATE_CANCEL,
];

/** The second step's footer: confirm the values (default), Cancel. */
export const GENERATION_CONFIRM_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel(
  { action: "confirm", label: "HOLOCRON.Sheet.Generate.Confirm", icon: "fa-solid fa-check" },
  GENERATE_CANCEL,
);

/** A step of the generation dialog: its content for this method and rolls, these buttons. */
async function generationDialog(
  method: Method | null,
  rolled: readonly number[],
  step: { buttons: DialogOptions["buttons"]; render?: DialogOptions["render"] },
  opener?: DialogOpener | null,
): Promise<unknown> {
  const content = await foundry.applications.handlebars.renderTemplate(
    ATTRIBUTES_DIALOG_TEMPLATE,
    generationContext(method, rolled),
  );
  return waitDialog(
    {
      window: { title: "HOLOCRON.Sheet.Generate.Title" },
      classes: [SYSTEM_ID, "holocron-attributes-dialog"],
      content,
      rejectClose: false,
      ...step,
    },
    opener,
  );
}

async function pickMethod(opener?: DialogOpener | null): Promise<Method | null> {
  const result = await generationDialog(
    null,
    [],
    {
      buttons: dialogButtons(
        GENERATION_METHOD_BUTTONS,
        Object.fromEntries(starWorlds.GENERATION_METHODS.map((id) => [id, async () => id])),
      ),
    },
    opener,
  );
  return (starWorlds.GENERATION_METHODS as readonly unknown[]).includes(result)
    ? (result as Method)
    : null;
}

/** The second dialog: shows the rolls, or takes the assignment or the chosen values; live errors. */
async function confirmValues(
  method: Method,
  rolled: readonly number[],
  opener?: DialogOpener | null,
) {
  const result = await generationDialog(
    method,
    rolled,
    {
      buttons: dialogButtons(GENERATION_CONFIRM_BUTTONS, {
        confirm: async (_event, button) => readGeneration(method, rolled, readForm(button.form)),
      }),
      render: (_event, dialog) => {
        const form = dialog.element.querySelector("form");
        const error = dialog.element.querySelector<HTMLElement>("[data-generation-error]");
        const confirm = dialog.element.querySelector<HTMLButtonElement>('[data-action="confirm"]');
        if (!form || !error) return;
        const check = () => {
          const read = readGeneration(method, rolled, readForm(form));
          error.textContent = read.ok ? "" : errorText(read.error, read.data);
          if (confirm) confirm.disabled = !read.ok;
        };
        form.addEventListener("input", check);
        check();
      },
    },
    opener,
  );
  return typeof result === "object" && result !== null && "ok" in result
    ? (result as ReturnType<typeof readGeneration>)
    : null;
}

/**
 * The sheet's "Generate attributes" control, its dialogs in the `opener` sheet's browser window.
 * True when the attributes were written.
 */
export async function generateAttributes(
  actor: HolocronActor,
  opener?: DialogOpener | null,
): Promise<boolean> {
  if (!actor.isOwner) {
    notify("warn", "HOLOCRON.Chat.Error.NotOwner");
    return false;
  }
  const method = await pickMethod(opener);
  if (!method) return false;
  const rolled = method === "chosen" ? [] : await rollSix(actor, method);
  const read = await confirmValues(method, rolled, opener);
  if (!read) return false;
  if (!read.ok) {
    notify("warn", read.error, { ...read.data });
    return false;
  }
  await actor.update(
    generationUpdate(read.values, heldPoints(actor), read.heroPoints) as Actor.UpdateData,
  );
  return true;
}
