// The Negate Energy control's template context (templates/chat/power-negate.hbs): the Knights who
// may negate and, under a damage card, the one DC they roll against, which explains itself: the
// energy damage taken (seed 000 line 34, "DC equal amount of damage taken").
import { m20 } from "../../rules/index.js";
import type { PowerRuleset } from "../../rulesets/power-kit.js";
import { breakdownView, type BreakdownView } from "../breakdown/breakdown-view.js";

export interface NegateKnight {
  uuid: string;
  name: string;
  itemId: string;
  dc: number;
}

export type NegateContext = {
  /** Under a hazard card, each Knight's row DC explains itself on its button (null: one DC below). */
  knights: (NegateKnight & { dcBreakdown: BreakdownView | null })[];
  /** The damage card's total (its DC); null under a hazard card, whose rows each have their own. */
  damage: number | null;
  dcBreakdown: BreakdownView | null;
};

export function negateContext(
  found: { knights: NegateKnight[]; damage: number | null },
  ruleset: PowerRuleset,
): NegateContext {
  const dc = found.damage === null ? null : m20.powerDcTrace({ dc: found.damage, negates: true });
  // A hazard card's rows each have their own DC, the damage that row takes (seed 000 line 34).
  const rowDc = (k: NegateKnight, i: number) => {
    const t = m20.powerDcTrace({ dc: k.dc, negates: true });
    return breakdownView(`holocron-bd-negate-dc-${i}`, t, ruleset, String(t.value));
  };
  return {
    ...found,
    knights: found.knights.map((k, i) => ({
      ...k,
      dcBreakdown: found.damage === null ? rowDc(k, i) : null,
    })),
    dcBreakdown: dc && breakdownView("holocron-bd-negate-dc", dc, ruleset, String(dc.value)),
  };
}
