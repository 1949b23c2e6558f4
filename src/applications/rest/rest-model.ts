// The Rest dialog's model (pure): the rests the resting characters' rulesets offer (each adapter's
// `rests`, src/rulesets/rests.ts) and the GM's marks per character.
import type { RulesetId } from "../../config.js";
import { rulesetById } from "../../rulesets/index.js";
import { MAX_REST_HOURS, REST_KINDS, type RestKind } from "../../rulesets/rests.js";
import { actionAndCancel, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";

const MARK_LABEL = { medical: "HOLOCRON.Rest.Mark.medical", bacta: "HOLOCRON.Rest.Mark.bacta" };

/** The rests offered to characters of these rulesets (the union, in one order). */
export function restKindsFor(rulesets: readonly RulesetId[]): RestKind[] {
  const offered = new Set<RestKind>();
  for (const id of rulesets) for (const k of rulesetById(id).rests.kinds) offered.add(k);
  return REST_KINDS.filter((k) => offered.has(k));
}

/** One resting character as the dialog shows it. */
export interface RestMember {
  uuid: string;
  id: string;
  name: string;
  ruleset: RulesetId;
  medical: boolean;
  bacta: boolean;
}

/** The dialog's template context; only a GM may change the marks. */
export function restDialogContext(members: readonly RestMember[], gm: boolean) {
  const kinds = restKindsFor(members.map((m) => m.ruleset));
  return {
    gm,
    kinds: kinds.map((kind, i) => ({
      kind,
      label: `HOLOCRON.Rest.Kind.${kind}`,
      checked: i === 0,
    })),
    hours: 1,
    maxHours: MAX_REST_HOURS,
    offersHours: kinds.includes("hours"),
    members: members.map((m) => {
      const mark = rulesetById(m.ruleset).rests.mark;
      return {
        id: m.id,
        name: m.name,
        markName: `${mark}.${m.id}`,
        markLabel: MARK_LABEL[mark],
        marked: m[mark],
      };
    }),
  };
}

/** What the dialog's form asks for: the rest, its hours, and the marks (the GM's) by actor id. */
export interface RestChoice {
  kind: RestKind;
  hours: number;
  marks: Record<string, { medical: boolean; bacta: boolean }>;
}

/** Reads the submitted form (values as the dialogs' one form reader gives them: dialogs/form-data.ts). */
export function readRestForm(
  values: Record<string, unknown>,
  members: readonly RestMember[],
): RestChoice {
  const kind =
    REST_KINDS.find((k) => k === values.kind) ??
    restKindsFor(members.map((m) => m.ruleset))[0] ??
    "hours";
  const raw = Number(values.hours);
  const hours = Number.isInteger(raw) ? Math.min(MAX_REST_HOURS, Math.max(1, raw)) : 1;
  const marks = Object.fromEntries(
    members.map((m) => [
      m.id,
      { medical: values[`medical.${m.id}`] === true, bacta: values[`bacta.${m.id}`] === true },
    ]),
  );
  return { kind, hours, marks };
}

/** The dialog's footer: rest (default), cancel. */
export const REST_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel({
  action: "rest",
  label: "HOLOCRON.Rest.Confirm",
  icon: "fa-solid fa-bed",
});
