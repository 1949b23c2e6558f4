// Every dialog reads its form one way, Foundry's own (foundry-v13.md, "Forms"):
// foundry.applications.ux.FormDataExtended, whose `object` holds a checkbox as a boolean, a number
// input as a number (null when empty), a radio group as its checked value, and leaves out disabled
// and readonly fields. Its keys are the fields' names as written ("choice.0"), as the readers of
// each dialog's model take them.

/** The form's values by field name; an absent form has none. */
export function readForm(form: HTMLFormElement | null | undefined): Record<string, unknown> {
  if (!form) return {};
  return { ...new foundry.applications.ux.FormDataExtended(form).object };
}
