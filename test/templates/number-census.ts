/**
 * The number census of a rendered gallery entry: every number a player or GM reads in it (a text node
 * or an input's value with a digit that stands as a number: "7", "+2", "−1", "62%", "1d8+2", "40 ft")
 * and, for each, whether it explains itself (it sits in a breakdown trigger, whose breakdown
 * test/templates/breakdowns.test.ts checks) or is not derived, by the classes of NOT_DERIVED.
 */
import type { Element } from "happy-dom";

/** A number that is no computation, by where it sits; `why` says why it needs no breakdown. */
export interface NotDerived {
  selector: string;
  why: string;
  /**
   * The class holds only the text the element itself holds, not that of its children (a legend's
   * words, not the total in its <span>).
   */
  own?: boolean;
}

export const NOT_DERIVED: readonly NotDerived[] = [
  {
    selector: "input, textarea",
    why: "a value the user types or the sheet stores as typed (a stat, a rank, current HP, level, Hero Points held, a DC, a gap)",
  },
  {
    selector:
      ".holocron-header__meta strong, tr.holocron-skill > td:nth-of-type(1), .holocron-stat__score, .holocron-hit-dice__die > span, .holocron-row__fact, .holocron-give__held, .holocron-chase__gap, [data-stored]",
    why: "a stored value shown read-only: the level, a skill's rank as bought, a stat's score (a Star Worlds attribute is its own score), an item's own fields (quantity, AC bonus, Armor, Speed), a field the sheet stores (movement, STR damage: its form name is data-stored), Hero Points held (of the rules' fixed most), a chase pair's gap, the DC the player typed in the roll dialog (its odds' label, the check card's DC), the Speed a Daring card's group was tied at as the card stores it",
  },
  {
    selector: "option",
    why: "a choice's label: an option cannot hold a focusable breakdown; the value it names is the one explained where the sheet shows it",
  },
  {
    selector:
      ".tooltip-part, .holocron-combat-card__roll, .holocron-speed-race__roll, .holocron-card__natural, .holocron-power-card__natural",
    why: "a die's face as rolled (the dice tooltip's terms and their faces' sums, a natural roll)",
  },
  {
    selector:
      ".holocron-row__name, .holocron-card__row-name, .holocron-gm-tool__name, .holocron-odds__name, .holocron-odds__bar-name, .holocron-header__meta .holocron-tag, .journal-title, .holocron-replay__title, .holocron-fight-card__title, .holocron-fight__title, .holocron-career-abilities__career",
    why: "a name as typed (an actor, an item, a scene, a career), not a quantity",
  },
  {
    selector: ".holocron-card__title, .holocron-level-up__title",
    why: "a card's or dialog's title: who and what (the level reached or asked for, the round, the amount the GM typed)",
  },
  {
    selector: ".holocron-builder__foe, .holocron-builder__step-count",
    why: "a group's make-up: how many of each foe, the group tried or the GM stepped it to, not a value computed from others",
  },
  {
    selector: "time, .holocron-ledger__when, .holocron-ledger-table__time",
    why: "a date and time",
  },
  {
    selector:
      ".holocron-ledger__round, .encounter-title, .holocron-chase__round, .holocron-chase__log-round, .holocron-replay__round > h3",
    why: "a round counter: counted by the combat or the chase, not computed",
  },
  {
    selector:
      ".holocron-chase__hero-rerolls, .holocron-card__hero-reroll, .holocron-card__previous, .holocron-ledger__change, .holocron-ledger-changes, .holocron-card--applied, .holocron-card--award, .holocron-card__spend, .holocron-chase-result, .holocron-speed-race__speed, .holocron-fight__powers",
    why: "a ledger row's or a card's before → after of a write made (damage applied, Hero Points awarded or spent, a chase round's logged totals and gap, the totals a Hero Point reroll replaced or did not keep), or a fight's powers with the HP paid for each (the summary's record of its rows), or a race's record (each runner's Speed as the speed race card was posted, its one rendering): a record, not a computation",
  },
  {
    selector:
      ".holocron-ledger__range, .holocron-world-ledger__pages, .holocron-guide__count, .holocron-chase__hint, .holocron-gm-tool__count, .holocron-builder__verdict, .holocron-chase__caught, .holocron-odds__run, .holocron-odds__running, .holocron-hero-progress, .holocron-fight-card__outcome, .holocron-row__uses, .holocron-hit-dice__roll, .holocron-hazard-row__previous, .holocron-fight-card__downed, .holocron-check-request__summary, .holocron-fight__outcome, .holocron-fight__survived, .holocron-fight__naturals, .holocron-fight__spent",
    why: "a count of things (rows and pages, steps done, checks made or left, groups tried, tokens, fights to play, the rounds a fight lasted and a combatant was up for, natural 20s and 1s rolled, Hero Points or Heroism spent in a fight, Hero Points spent toward the next level of the rule's 12, an ability's uses left of its uses a day, the hit dice not rolled yet, a creature's exposure checks before this one, the times a combatant went down, the rows of a check request that succeeded)",
  },
  {
    selector: ".holocron-combat-card__place, .holocron-speed-race__place",
    why: "a place in an order (1st, 2nd): a rank counted from the order, not a sum",
  },
  {
    selector:
      ".holocron-hint, .hint, .holocron-list__empty, .holocron-menu__hint, .holocron-field__hint, .holocron-field__error, .holocron-odds__note, .holocron-odds__policy, .holocron-odds__figure > dt, .holocron-guide__hint, .holocron-guide__detail, .holocron-attributes__methods, .holocron-gm-tool__fields label, .holocron-level-up label, .holocron-career-abilities__row button, .holocron-card__multiplier, .holocron-card__controls button, .holocron-card--speed-race .holocron-card__note, .holocron-power-odds__step, .holocron-chip__max, .holocron-power-odds__effect-rule, .holocron-fight__naturals-head",
    why: "the rules' own constants in the ruleset's words (lang/en.json): the same for every actor, so nothing to add up (a Hero Point's +1d6, a multiplier's ×2, a method's 2d6, the most Hero Points held, prone's −4 AC), or how many a button acts on",
  },
  {
    selector: ".holocron-card__preview-option[hidden]",
    why: "a damage card row's preview for a multiplier not pressed: hidden, so not read; pressing it draws that option again with its breakdowns (damage-preview-render.ts pressAndRedraw)",
  },
  {
    selector: ".holocron-hit-dice > legend",
    why: "the rule a hit-dice box follows (1d6 per level), not the total beside it",
    own: true,
  },
  {
    selector: ".holocron-card--hazard .holocron-card__result .holocron-card__tag",
    why: "what the GM typed in the GM tool for the hazard: the fall's distance, the poison's DC",
  },
  {
    selector: ".holocron-level-up__gains",
    why: "what the level gives, one entry of the seed's level table (+4 Vitality at level 7), read off it, not added up",
  },
  {
    selector: ".holocron-attributes__list",
    why: "an attribute rolled at creation, read off the table for the dice as rolled",
  },
  {
    selector: ".journal-entry-page",
    why: "a rules journal's text and the enrichers its author typed",
  },
  {
    selector: ".holocron-party__value, .holocron-party__stats > li",
    why: "a party member's numbers at a glance (health, STR damage, level, Hero Points or Heroism), read off the member as its own sheet shows them: their breakdowns are on that sheet, opened from the member's portrait",
  },
  {
    selector: "[data-term-of], [data-extra-targets]",
    why: "a power check's terms in words beside the bonus whose breakdown they repeat (Force 7, MND +2), and how many extra targets its penalty is for: test/applications/powers/card-breakdowns.test.ts checks each is a term of that breakdown and the count is the penalty's",
  },
  {
    selector: ".holocron-effect__change",
    why: "an Active Effect's change as its author typed it",
  },
  {
    selector: ".holocron-effect__duration",
    why: "what is left of an Active Effect's duration, as core prepares it (rounds, turns, time)",
  },
  {
    selector: ".holocron-ledger-confirm__outcome",
    why: "a revert's outcome: each field's value now and the value the row's change reversed leaves (revertValue), a record's arithmetic shown before it is written",
  },
];

/** A number shown: where (a CSS path from the entry's root), its text, and its class if any. */
export interface CensusNumber {
  path: string;
  text: string;
  /** In a breakdown trigger. */
  explained: boolean;
  /** The NOT_DERIVED class it falls in, or null. */
  notDerived: NotDerived | null;
}

/** A digit that begins a number, not one inside a word ("R4-K9", "h4"). */
const NUMBER = /(?:^|[^\p{L}\d])\d/u;

const STATE_CLASS = /^(is-|active$|draggable$|expanded$|flexrow$|min$|max$)/;

/** A short CSS path: the element and up to three ancestors, by tag and lasting classes. */
export function cssPath(el: Element): string {
  const parts: string[] = [];
  for (
    let e: Element | null = el;
    e && parts.length < 4 && e.tagName !== "BODY";
    e = e.parentElement
  ) {
    const classes = [...e.classList].filter((c) => !STATE_CLASS.test(c) && !c.includes("--"));
    parts.unshift(e.tagName.toLowerCase() + classes.map((c) => `.${c}`).join(""));
  }
  return parts.join(" > ");
}

const TRIGGER = "[data-breakdown], .holocron-breakdown";
/** The breakdown itself: its terms are the explanation, checked by breakdowns.test.ts. */
const EXPLANATION = ".holocron-breakdown__pop, style, script";

function classify(el: Element, path: string, text: string): CensusNumber {
  return {
    path,
    text,
    explained: el.closest(TRIGGER) !== null,
    notDerived:
      NOT_DERIVED.find((c) => (c.own ? el.matches(c.selector) : el.closest(c.selector) !== null)) ??
      null,
  };
}

/** Every number shown in `root`: text nodes and inputs' values. */
export function censusOf(root: Element): CensusNumber[] {
  const doc = root.ownerDocument;
  const found: CensusNumber[] = [];
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
    const el = node.parentElement;
    if (!el || !NUMBER.test(text) || el.closest(EXPLANATION)) continue;
    found.push(classify(el, cssPath(el), text));
  }
  for (const input of root.querySelectorAll("input:not([type=hidden]), textarea")) {
    const value = (input.getAttribute("value") ?? input.textContent ?? "").trim();
    if (NUMBER.test(value))
      found.push(classify(input, `${cssPath(input)}[name=${input.getAttribute("name")}]`, value));
  }
  return found;
}

/** The numbers of `root` neither explained nor classified, as "path | text", each once. */
export function unexplained(root: Element): string[] {
  const lines = censusOf(root)
    .filter((n) => !n.explained && !n.notDerived)
    .map((n) => `${n.path} | ${n.text}`);
  return [...new Set(lines)];
}
