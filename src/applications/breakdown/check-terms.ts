// The power check's bonus read once, as its terms in words beside the total: "+1 (Force 7, MND +2,
// −8 for 4 extra targets)". The multi-target penalty is one of the terms the total already adds
// (seed 000: "−2 on each check per target beyond the first"), so it is never shown as a second
// number to subtract. Keys and numbers only; the template joins them.
import type { trace } from "../../rules/index.js";
import { signed } from "../format.js";

export type CheckTermView = {
  /** i18n key naming the term ("Force", "MND", "Modifier"); "" when `name` names it as typed. */
  key: string;
  /** The name as typed (an item, an effect), when no key names it. */
  name: string;
  /** The value as shown: a rank as a count ("7"), every other term signed ("+2", "−8"). */
  text: string;
  /** The term's value: the same number as the term of the check's breakdown it repeats. */
  value: number;
  /** The multi-target penalty: shown with its count of extra targets, not a name. */
  penalty: boolean;
};

const STAT_KEYS: Readonly<Record<string, string>> = {
  str: "HOLOCRON.Sheet.StatAbbr.str",
  dex: "HOLOCRON.Sheet.StatAbbr.dex",
  mnd: "HOLOCRON.Sheet.StatAbbr.mnd",
};

function nameOf(t: trace.TraceTerm): { key: string; name: string } {
  const name = t.source.name ?? "";
  if (t.source.kind === "rank" && name !== "")
    return { key: `HOLOCRON.Power.Skill.${name}`, name: "" };
  if (t.source.kind === "stat" && STAT_KEYS[name]) return { key: STAT_KEYS[name], name: "" };
  if (name !== "") return { key: "", name };
  return { key: `HOLOCRON.Breakdown.Term.${t.label}`, name: "" };
}

/** The check bonus's terms as the check line shows them, in the trace's order. */
export function checkTermsView(check: trace.Trace): CheckTermView[] {
  return check.terms.map((t) => {
    if (t.label === "multiTarget")
      return { key: "", name: "", text: signed(t.value), value: t.value, penalty: true };
    const text = t.source.kind === "rank" ? String(t.value) : signed(t.value);
    return { ...nameOf(t), text, value: t.value, penalty: false };
  });
}
