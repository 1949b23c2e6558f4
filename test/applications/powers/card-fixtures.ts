// The power card state of the seeds' example (a 7th-level Knight Force Pushing five droids: 8 HP,
// −8 on each check), shared by the card tests, the benchmark and the gallery.
import type { CardRow, PowerCardState } from "../../../src/applications/chat/power-card-state.js";

export function pushCardState(over: Partial<PowerCardState> = {}): PowerCardState {
  return {
    actorUuid: "Actor.kara",
    actorName: "Kara Venn",
    itemName: "Force Push",
    img: "icons/svg/falling.svg",
    powerId: "push",
    ruleset: "m20",
    level: 7,
    cost: 8,
    penalty: -8,
    checkBonus: 1,
    modifier: 0,
    dc: null,
    check: null,
    battlemindBonus: null,
    inCombat: true,
    negates: null,
    rows: [],
    ...over,
  };
}

/** A row waiting for its target's owner to roll the resistance (check 12, natural 11). */
export function pendingRow(over: Partial<CardRow> & Pick<CardRow, "targetUuid">): CardRow {
  return {
    name: "x",
    droid: false,
    resistBonus: 0,
    checkTotal: 12,
    natural: 11,
    resistTotal: null,
    outcome: "pending",
    playerResists: true,
    applied: false,
    ...over,
  };
}
