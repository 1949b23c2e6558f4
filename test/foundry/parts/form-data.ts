/**
 * foundry.applications.ux.FormDataExtended, as Foundry's API documents it
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.FormDataExtended.html: "more
 * opinionated about how input fields of certain types should be evaluated"; options `dtypes`,
 * `disabled` "Include disabled fields?" and `readonly` "Include readonly fields?", both false by
 * default) and as the systems that read dialogs with it rely on it (dnd5e expands its `object`, so
 * the object's keys are the fields' names as written, e.g. "choice.0"):
 * - a checkbox is a boolean (checked or not), never its `value` ("on");
 * - a number or range input is a number, and an empty one null (never 0);
 * - a radio group is its checked radio's value (none checked: no key);
 * - a `<select multiple>` is the array of its selected values; other fields are their string value;
 * - `data-dtype="Number"` (or a `dtypes` entry) makes a field a number, "Boolean" a boolean;
 * - buttons, unnamed fields, and disabled or readonly fields (unless asked for) are left out.
 * Stricter than Foundry: it is not a FormData (code that reads `.get()` fails here), and anything but
 * a form element is refused.
 */
import type { StandInEnv } from "../index.js";

interface Options {
  dtypes?: Record<string, string>;
  disabled?: boolean;
  readonly?: boolean;
}
/** What a named form control offers (input, select, textarea); `type` is the input's or the select's. */
interface Field {
  name: string;
  type: string;
  tagName: string;
  value: string;
  checked?: boolean;
  multiple?: boolean;
  disabled: boolean;
  readOnly?: boolean;
  dataset: DOMStringMap;
  selectedOptions?: HTMLCollectionOf<HTMLOptionElement>;
}

function cast(value: string, dtype: string | undefined): unknown {
  if (dtype === "Number") return value.trim() === "" ? null : Number(value);
  if (dtype === "Boolean") return value === "true";
  return value;
}

export class StandInFormDataExtended {
  /** The form's values by field name (Foundry: "the parsed object representation"). */
  readonly object: Record<string, unknown> = {};
  readonly dtypes: Record<string, string>;

  constructor(form: HTMLFormElement, options: Options = {}) {
    if (form?.tagName !== "FORM") throw new TypeError("FormDataExtended reads an HTMLFormElement");
    this.dtypes = { ...options.dtypes };
    for (const element of Array.from(form.elements)) {
      // Every named control carries these (a select's `type` is "select-one" or "select-multiple").
      const field: Field = element as HTMLInputElement;
      const name = field.name;
      if (!name || field.tagName === "BUTTON" || field.tagName === "FIELDSET") continue;
      if (["button", "submit", "reset", "image"].includes(field.type)) continue;
      if (field.disabled && !options.disabled) continue;
      if (field.readOnly && !options.readonly) continue;
      const dtype = this.dtypes[name] ?? field.dataset.dtype;
      if (field.type === "checkbox") this.object[name] = field.checked;
      else if (field.type === "radio") {
        if (field.checked) this.object[name] = cast(field.value, dtype);
      } else if (field.type === "number" || field.type === "range")
        this.object[name] = cast(field.value, "Number");
      else if (field.tagName === "SELECT" && field.multiple)
        this.object[name] = Array.from(field.selectedOptions ?? []).map((o) =>
          cast(o.value, dtype),
        );
      else this.object[name] = cast(field.value, dtype);
    }
  }
}

export function install(env: StandInEnv): void {
  env.foundry.applications.ux.FormDataExtended = StandInFormDataExtended;
}
