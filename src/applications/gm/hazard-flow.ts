// The GM's damage and hazard tool, carried out: roll each creature's damage and check, post one card
// with a row per creature, then Apply (GM only) through the actors' health methods, with the usual
// applied card and Undo. Exposure counts are written on each actor (a flag) until the GM resets them;
// the count read back is the GM's own (src/documents/hero-point-vouch.ts).
import { withCause } from "../../documents/ledger/record.js";
import { causeOptions } from "../../documents/ledger/play-state.js";
import type { LedgerCause } from "../../rules/ledger/row.js";
import { SYSTEM_ID } from "../../config.js";
import { D20Check, DamageRoll } from "../../dice/rolls.js";
import type { DamageType } from "../../config.js";
import { actorData } from "../../data/typed-system.js";
import {
  isDroid,
  isKnight,
  kitOfActor,
  powerUserOf,
  resisterStatsOf,
} from "../../rulesets/power-actors.js";
import { d20, m20 } from "../../rules/index.js";
import { isInCombat } from "../powers/in-combat.js";
import { rulesetOf, isD20Ruleset } from "../../rulesets/index.js";
import { worldRuleset } from "../../settings.js";
import type { AppliedRow } from "../../cards/data.js";
import {
  hazardApplication,
  type HazardCard,
  type HazardPick,
  type HazardRow,
} from "../../cards/hazard/view.js";
import { appliedRow, isHealthActor } from "../../cards/apply.js";
import { postCard, updateCard, actorFromUuid } from "../../cards/card.js";
import { postAppliedRows, type RowHolder } from "../../cards/applied/post.js";
import {
  hazardDetail,
  hazardFormula,
  hazardSpec,
  plannedCheck,
  type CheckChoice,
  type HazardCreature,
  type HazardRequest,
} from "./hazard-plan.js";
import { notify } from "../../compat/notify.js";
import { exposureChecksOf } from "../../documents/hero-point-vouch.js";

export const EXPOSURE_FLAG = "exposureChecks";

/** Heat or cold: checks this actor has made so far, as the GM counted them (0 when never, or reset). */
export { exposureChecksOf };

/** The numbers the hazard checks need, read off a d20 actor (others make no check). */
export function hazardCreatureOf(actor: Actor.Implementation): HazardCreature {
  const base = { uuid: actor.uuid, name: actor.name, previousChecks: exposureChecksOf(actor) };
  const kit = kitOfActor(actor);
  if (!kit || !isD20Ruleset(rulesetOf(actor).id)) return { ...base, d20: null };
  const data = actorData(actor);
  const stats = resisterStatsOf(data, kit);
  // Force Surge (psionic surge): a power user's power rank + MND (rulings: the Force). It is a
  // power like any other: in combat it costs its HP, and only HP the Knight has (seed 000 line 25).
  const user = powerUserOf(data, kit);
  const cost = kit.cost({ targets: 1, inCombat: isInCombat(actor), affinity: user.affinity });
  const payment = m20.powerPayment({ cost, hp: user.hp, mook: user.mook });
  // A mook has no HP to pay with, so it surges no more than it uses any power (rulings: Mooks).
  const canSurge =
    kit.canUse({ knight: isKnight(data), droid: isDroid(data), mook: user.mook }).ok && payment.ok;
  return {
    ...base,
    d20: {
      physical: stats.physical,
      str: stats.statBonuses.str,
      dex: stats.statBonuses.dex,
      surge: canSurge ? stats.power + stats.statBonuses.mnd : null,
      surgePay: payment.ok ? payment.pay : 0,
    },
  };
}

export interface HazardRun {
  request: HazardRequest;
  damageType: DamageType;
  creatures: { actor: Actor.Implementation; choice: CheckChoice }[];
  /** The text of the enricher that opened the tool: the ledger names it as the rows' cause. */
  enricher?: string;
}

/** The ledger's cause of a hazard's writes: the enricher that opened the tool, else the tool. */
function hazardCause(enricher: string | undefined): LedgerCause {
  return enricher ? { kind: "enricher", label: enricher } : { kind: "gmTool" };
}

function warn(key: string): null {
  notify("warn", key);
  return null;
}

/** Rolls every creature's damage and check and posts the hazard card. GM only. */
export async function runHazard(run: HazardRun): Promise<ChatMessage.Implementation | null> {
  if (!game.user.isGM) return warn("HOLOCRON.Hazard.Error.GmOnly");
  if (run.creatures.length === 0) return warn("HOLOCRON.Hazard.Error.NoCreatures");
  let formula: string;
  try {
    formula = hazardFormula(run.request);
  } catch {
    return warn("HOLOCRON.Roll.Error.badFormula");
  }
  const rows: HazardRow[] = [];
  const rolls: Roll[] = [];
  const exposureCounts: { actor: Actor.Implementation; count: number }[] = [];
  for (const { actor, choice } of run.creatures) {
    const creature = hazardCreatureOf(actor);
    const damage = await DamageRoll.build(formula, { damageType: run.damageType }).evaluate();
    rolls.push(damage);
    const planned = plannedCheck(run.request, creature, choice);
    let check: HazardRow["check"] = null;
    if (planned) {
      const ruleset = rulesetOf(actor).id;
      const roll = await D20Check.build(planned.bonus, {
        ruleset: isD20Ruleset(ruleset) ? ruleset : "m20",
        kind: "check",
        target: planned.dc,
      }).evaluate();
      rolls.push(roll);
      check = { ...planned, formula: roll.formula, total: roll.total ?? 0 };
    }
    const surge = check !== null && choice === "surge";
    // The surge's cost is paid whatever the outcome, as every power's (seed 000 line 29).
    const paid = surge ? (creature.d20?.surgePay ?? 0) : 0;
    if (paid > 0) await actor.carryOutDamage(paid, {});
    const outcome = d20.hazardOutcome(hazardSpec(run.request, creature.previousChecks), {
      damage: Math.max(0, damage.total ?? 0),
      check: check?.total ?? null,
      surge,
    });
    const exposure = run.request.kind === "exposure";
    if (exposure && check) {
      exposureCounts.push({ actor, count: d20.nextExposureCount(creature.previousChecks) });
    }
    rows.push({
      uuid: actor.uuid,
      name: actor.name,
      rolled: Math.max(0, damage.total ?? 0),
      check,
      surge,
      ...(paid > 0 ? { paid } : {}),
      resisted: outcome.resisted,
      amount: outcome.amount,
      previousChecks: exposure ? creature.previousChecks : null,
      applied: false,
    });
  }
  const detail = hazardDetail(run.request);
  const card: HazardCard = {
    type: "hazard",
    ruleset: worldRuleset(),
    hazard: run.request.kind,
    detail: detail ? game.i18n.format(detail.key, detail.data) : "",
    formula,
    ...(run.request.kind === "falling" ? { feet: run.request.feet } : {}),
    damageType: run.damageType,
    rows,
    ...(run.enricher ? { enricher: run.enricher } : {}),
  };
  const message = await postCard(card, { rolls });
  const { kind, label } = hazardCause(run.enricher);
  // Every check made counts toward the next DC (seed 000 line 19), passed or failed.
  for (const { actor, count } of exposureCounts)
    await actor.update(
      { flags: { [SYSTEM_ID]: { [EXPOSURE_FLAG]: count } } },
      causeOptions(kind, label),
    );
  return message;
}

/** Heat or cold: the GM starts the count again (the creatures are protected, or it is a new day). */
export async function resetExposure(actors: Actor.Implementation[]): Promise<number> {
  if (!game.user.isGM) {
    warn("HOLOCRON.Hazard.Error.GmOnly");
    return 0;
  }
  const counted = actors.filter((actor) => exposureChecksOf(actor) > 0);
  for (const actor of counted) {
    await actor.update({ flags: { [SYSTEM_ID]: { [EXPOSURE_FLAG]: 0 } } }, causeOptions("gmTool"));
  }
  return counted.length;
}

/**
 * Apply (GM only): every row still open, or the one row the GM applied, halved or skipped. The
 * rows are marked on the card first, so a second click (or a second GM) finds nothing left to
 * apply; the applied card carries the Undo.
 */
export async function applyHazard(
  message: ChatMessage.Implementation,
  card: HazardCard,
  pick: HazardPick = null,
): Promise<ChatMessage.Implementation | null> {
  if (!game.user.isGM) return warn("HOLOCRON.Hazard.Error.GmOnly");
  const { writes, card: marked } = hazardApplication(card, pick);
  if (marked.rows.every((row, i) => row === card.rows[i])) return null;
  await updateCard(message, marked);
  const heal = card.hazard === "heal";
  const applied: AppliedRow[] = [];
  const holders: RowHolder[] = [];
  for (const { row, amount, half } of writes) {
    const actor = await actorFromUuid(row.uuid, row.name);
    if (!isHealthActor(actor)) continue;
    holders.push({ uuid: actor.uuid, hasPlayerOwner: actor.hasPlayerOwner });
    // A hazard an enricher opened: its rows say so (the card is the GM's own, runHazard).
    const write = () =>
      heal ? actor.heal(amount) : actor.applyDamage(amount, { type: card.damageType });
    const change = card.enricher
      ? await withCause(
          { ...hazardCause(card.enricher), ...(message.id ? { messageId: message.id } : {}) },
          [actor.uuid],
          write,
        )
      : await write();
    const mode = heal ? "heal" : half ? "half" : "damage";
    if (change) applied.push(appliedRow(change, mode, amount));
  }
  return postAppliedRows(applied, holders);
}
