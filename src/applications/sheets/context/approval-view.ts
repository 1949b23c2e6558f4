// Pure: what the GM's "approve" control on a weapon's sheet shows (item-provenance.ts keeps the
// approvals): each field of the damage profile as a GM approved it and as it is now, the changed
// ones marked, so the GM approves what they looked at. Null when the weapon is approved as it is.

/** The fields of a weapon's damage profile, in the order the sheet lists them. */
const PROFILE_FIELDS = ["damage", "damageType", "kind", "attackBonus"] as const;

export interface ApprovalRow {
  /** i18n key of the field's label (the item sheet's own). */
  label: string;
  approved: string;
  now: string;
  changed: boolean;
}

export interface ApprovalView {
  /** No GM ever approved this weapon (a player made it, or changed it on the way in). */
  never: boolean;
  rows: ApprovalRow[];
}

/** A stored profile (short JSON text) as its fields; anything else reads as no fields. */
function fieldsOf(profile: string | null): Readonly<Record<string, unknown>> {
  if (profile === null) return {};
  try {
    const parsed: unknown = JSON.parse(profile);
    return parsed && typeof parsed === "object" ? Object.fromEntries(Object.entries(parsed)) : {};
  } catch {
    return {};
  }
}

const shown = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

export function approvalView(approved: string | null, now: string): ApprovalView | null {
  if (approved === now) return null;
  const before = fieldsOf(approved);
  const after = fieldsOf(now);
  return {
    never: approved === null,
    rows: PROFILE_FIELDS.map((field) => ({
      label: `HOLOCRON.Sheet.ItemField.${field}`,
      approved: shown(before[field]),
      now: shown(after[field]),
      changed: approved === null || before[field] !== after[field],
    })),
  };
}
