// Rolls one use of a power: one check per target (the penalty already in the bonus), NPC
// resistance at once, player-owned targets left waiting for their owner's roll from the card.
import { D20Check } from "../../dice/rolls.js";
import type { PowerCardState, CardRow } from "../chat/power-card-state.js";
import { cardTraces, resolveRow, selfCheck } from "../chat/power-card-state.js";
import type { PowerKit } from "../../rulesets/power-kit.js";
import type { PowerPlan, PowerTarget } from "../../rulesets/power-plan.js";
import { m20 } from "../../rules/index.js";

export interface TargetRef {
  target: PowerTarget;
  /** A player owns it: its owner rolls the resistance from the card. */
  playerOwned: boolean;
}

export interface RolledPower {
  state: PowerCardState;
  rolls: D20Check[];
}

export interface RollPowerInput {
  kit: PowerKit;
  plan: PowerPlan;
  actor: { uuid: string; name: string };
  item: { name: string; img: string };
  level: number;
  modifier: number;
  dc: number;
  inCombat: boolean;
  targets: TargetRef[];
  negates?: { messageId: string; actorUuid: string };
}

async function roll(bonus: number, ruleset: PowerKit["ruleset"], target: number | null) {
  const check = D20Check.build(bonus, { ruleset, kind: "power", target });
  await check.evaluate();
  return check;
}

function totals(check: D20Check): { total: number; natural: number } {
  return { total: check.total ?? 0, natural: check.natural ?? 0 };
}

export async function rollPower(i: RollPowerInput): Promise<RolledPower> {
  const { kit, plan } = i;
  const rolls: D20Check[] = [];
  const rows: CardRow[] = [];
  let check: PowerCardState["check"] = null;
  let battlemindBonus: number | null = null;
  const dc = plan.power.resist === "dc" ? i.dc : null;
  if (plan.rows.length > 0) {
    for (const [index, planRow] of plan.rows.entries()) {
      const ref = i.targets[index];
      if (!ref) continue;
      const rolled = await roll(plan.checkBonus, kit.ruleset, null);
      rolls.push(rolled);
      const { total, natural } = totals(rolled);
      let row: CardRow = {
        targetUuid: ref.target.id,
        name: ref.target.name,
        droid: ref.target.droid,
        resistBonus: planRow.resistBonus,
        checkTotal: total,
        natural,
        resistTotal: null,
        outcome: planRow.kind === "immune" ? "immune" : "pending",
        playerResists: ref.playerOwned,
        applied: false,
        resistTrace: planRow.resistTrace,
      };
      if (!ref.playerOwned && row.outcome === "pending") {
        const resist = await roll(planRow.resistBonus, kit.ruleset, null);
        rolls.push(resist);
        const { total: resistTotal, natural: resistNatural } = totals(resist);
        row = resolveRow(row, resistTotal, resistNatural);
      }
      rows.push(row);
    }
  } else {
    const rolled = await roll(plan.checkBonus, kit.ruleset, dc);
    rolls.push(rolled);
    const { total, natural } = totals(rolled);
    check = selfCheck(total, natural, dc);
    if (plan.power.effect === "battlemind") battlemindBonus = m20.battlemindBonus(total);
  }
  const state: PowerCardState = {
    actorUuid: i.actor.uuid,
    actorName: i.actor.name,
    itemName: i.item.name,
    img: i.item.img,
    powerId: plan.power.id,
    ruleset: kit.ruleset,
    level: i.level,
    cost: plan.cost,
    penalty: plan.penalty,
    checkBonus: plan.checkBonus,
    modifier: i.modifier,
    dc,
    check,
    battlemindBonus,
    inCombat: i.inCombat,
    negates: i.negates ?? null,
    rows,
    traces: cardTraces(plan),
  };
  return { state, rolls };
}
