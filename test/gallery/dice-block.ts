// The dice block of a roll card as Foundry shows it: Roll#render fills the roll's CHAT_TEMPLATE
// (templates/chat/roll-dice.hbs) with its formula, total and Roll#getTooltip, and the card puts it in
// its `dice`. The gallery has no Foundry, so the faces are made up to fit the card's own numbers (the
// d20's natural roll, or the total less the flat bonus) and the tooltip is test/gallery/dice-tooltip.hbs.
// Shown expanded, as after a click on the total, so the faces are laid out and checked too.
import type { TemplateEnv } from "../templates/handlebars-env.js";

interface DiceTerm {
  count: number;
  faces: number;
}

/** Pure: the dice terms of a compact formula ("2d8+2+1d6") and the sum of its flat numbers. */
export function diceTerms(formula: string): { terms: DiceTerm[]; flat: number } {
  const terms: DiceTerm[] = [];
  let flat = 0;
  for (const m of formula.replace(/\s+/g, "").matchAll(/([+-]?)(\d*)d(\d+)|([+-]?)(\d+)/g)) {
    if (m[3]) terms.push({ count: Number(m[2] || 1), faces: Number(m[3]) });
    else flat += (m[4] === "-" ? -1 : 1) * Number(m[5]);
  }
  return { terms, flat };
}

/** Pure: faces for the dice that add up to `sum` (within what they can show), spread evenly. */
export function facesFor(dice: readonly number[], sum: number): number[] {
  let left = sum;
  return dice.map((faces, i) => {
    const face = Math.min(faces, Math.max(1, Math.ceil(left / (dice.length - i))));
    left -= face;
    return face;
  });
}

/** A card's numbers: its formula and total, and the natural roll of its dice where the card has one. */
export interface RolledNumbers {
  formula: string;
  total: number;
  natural?: number;
}

/**
 * The dice block's HTML for a card's roll, or "" when the formula has no dice; with the card's
 * `breakdowns`, its formula and total as the chat log fills them (card-render.ts).
 */
export function diceBlock(env: TemplateEnv, roll: RolledNumbers, breakdowns?: unknown): string {
  const { terms, flat } = diceTerms(roll.formula);
  if (terms.length === 0) return "";
  const dice = terms.flatMap((t) => Array<number>(t.count).fill(t.faces));
  const results = facesFor(dice, roll.natural ?? roll.total - flat);
  let next = 0;
  const parts = terms.map((term) => {
    const rolls = results.slice(next, next + term.count).map((result) => ({
      faces: term.faces,
      result,
      min: result === 1,
      max: result === term.faces,
    }));
    next += term.count;
    return {
      formula: `${term.count}d${term.faces}`,
      total: rolls.reduce((sum, r) => sum + r.result, 0),
      rolls,
    };
  });
  const tooltip = env.render("test/gallery/dice-tooltip.hbs", { parts });
  return env
    .render("templates/chat/roll-dice.hbs", {
      formula: roll.formula,
      total: roll.total,
      tooltip,
      breakdowns,
    })
    .replace('class="dice-roll ', 'class="dice-roll expanded ');
}
