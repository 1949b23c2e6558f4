// The d20 core's combat order, shared by m20 and Space Opera: 1d20 + DEX bonus, ties to the higher
// DEX score (rules API), then the name. Each ruleset's file adds only what differs.
import { d20, dice } from "../rules/index.js";
import { pairResult } from "./combat-order.js";
import type { InitiativeRules } from "./combat-rules.js";
import type { D20View, SortEntry } from "./combat-view.js";
import type { RulesetId } from "../config.js";
import { d20Shape, m20Shape, type RulesetActor } from "./actor-shapes.js";

/** What combat shows of a d20 actor; STR damage only where the ruleset has it (m20). */
export function d20View(actor: RulesetActor, o: { strDamage: boolean }): D20View {
  const s = d20Shape(actor);
  return {
    kind: "d20",
    dex: s.stats.dex,
    dexBonus: s.bonuses.dex,
    strBonus: s.bonuses.str,
    level: s.level,
    health: { value: s.health.value, max: s.health.max },
    strDamage: o.strDamage ? m20Shape(actor).strDamage.value : null,
    mook: s.mook ?? false,
  };
}

/** 1d20 + DEX bonus, with the bonus written in: the chat card shows exactly what was added. */
export function d20InitiativeFormula(view: D20View): string {
  return dice.addModifier("1d20", view.dexBonus);
}

const orderEntry = (e: SortEntry) => ({ id: e.id, total: e.initiative ?? 0, dex: e.tieBreak });

export function compareD20(a: SortEntry, b: SortEntry): number {
  return pairResult(a, b, d20.initiativeOrder([orderEntry(a), orderEntry(b)]));
}

export function orderD20(list: readonly SortEntry[]): string[] {
  return d20.initiativeOrder(list.map(orderEntry));
}

/** The initiative rules of a d20 ruleset; `turnStart` adds its own automation (Space Opera dying). */
export function d20InitiativeRules(
  ruleset: RulesetId,
  o: { strDamage: boolean; turnStart?: InitiativeRules["turnStart"] },
): InitiativeRules {
  return {
    ruleset,
    kind: "d20",
    worldFormula: "1d20",
    view: (actor) => d20View(actor, o),
    tieBreak: (actor) => d20Shape(actor).stats.dex,
    formulaFor: (view) => (view.kind === "d20" ? d20InitiativeFormula(view) : null),
    order: orderD20,
    compare: compareD20,
    ...(o.turnStart ? { turnStart: o.turnStart } : {}),
  };
}
