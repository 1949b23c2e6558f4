// A power's damage: one damage roll for the targets that failed to resist, posted as the rolls'
// damage card (with its Apply buttons and, for energy, the Negate Energy control).
import { damageCard } from "../../cards/roll/data.js";
import type { CardTarget } from "../../cards/data.js";
import { postCard } from "../../cards/card.js";
import { DamageRoll } from "../../dice/rolls.js";
import type { PowerCardState } from "./power-card-state.js";
import type { PowerDamage } from "../../rules/powers/types.js";

export async function postPowerDamage(
  state: PowerCardState,
  a: {
    actor: Actor.Implementation | null;
    formula: string;
    damageType: PowerDamage["type"];
    rowIndexes: number[];
  },
): Promise<void> {
  const roll = DamageRoll.build(a.formula, { damageType: a.damageType });
  await roll.evaluate();
  const targets: CardTarget[] = a.rowIndexes.flatMap((i) => {
    const row = state.rows[i];
    return row ? [{ uuid: row.targetUuid, name: row.name, ac: null }] : [];
  });
  const head = {
    actor: { uuid: state.actorUuid, name: state.actorName, img: state.img },
    title: "HOLOCRON.Power.Card.DamageTitle",
    titleData: { power: state.itemName },
  };
  const card = damageCard(head, roll, targets, null, state.ruleset);
  await postCard(card, { actor: a.actor, rolls: [roll] });
}
