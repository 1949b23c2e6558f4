// One row of the Deflect control under an attack card (templates/chat/attack-deflect.hbs): the
// chance to deflect, explained by the deflect bonus's terms reaching the attack's total. Pure.
import { d20, type trace } from "../../rules/index.js";
import type { PowerKit } from "../../rulesets/power-kit.js";
import { formatPercent, signed } from "../format.js";
import { breakdownView, reachingDc, type BreakdownView } from "../breakdown/breakdown-view.js";

export interface DeflectCandidate {
  uuid: string;
  name: string;
  /** i18n key of the power skill ("Force", "Psionics"). */
  skill: string;
  /** Signed, as the tooltip shows it ("+6"). */
  bonus: string;
  percent: string;
  /** How the chance was made: the deflect bonus's terms reaching the attack's total. */
  breakdown: BreakdownView;
}

/** One Knight's (psion's) row: the bonus as its trace, the chance of reaching the attack's total. */
export function deflectCandidate(a: {
  uuid: string;
  name: string;
  kit: Pick<PowerKit, "skill" | "ruleset">;
  bonus: trace.Trace;
  attackTotal: number;
}): DeflectCandidate {
  const percent = formatPercent(
    d20.deflectChance({ bonus: a.bonus.value, attackTotal: a.attackTotal }),
  );
  return {
    uuid: a.uuid,
    name: a.name,
    skill: `HOLOCRON.Sheet.Skill.${a.kit.skill}`,
    bonus: signed(a.bonus.value),
    percent,
    breakdown: {
      ...breakdownView(`holocron-bd-deflect-${a.uuid}`, a.bonus, a.kit.ruleset, percent),
      against: reachingDc(a.attackTotal, a.kit.ruleset, percent),
    },
  };
}
