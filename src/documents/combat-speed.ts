// Star Worlds initiative on the Foundry side: Speed as the combatant's initiative (nothing rolled),
// then, on the active GM's client, Daring rolls to break ties, shown in one chat card. The ranks are
// facts of the combat (combat-facts.ts): a combatant's owner cannot write themselves first.
import { starWorlds } from "../rules/index.js";
import { SYSTEM_ID } from "../config.js";
import { breakTie, isUnresolved, tieRanks } from "../rulesets/star-worlds/daring-tie-break.js";
import { DARING_FORMULA } from "../rulesets/star-worlds/initiative.js";
import {
  daringCardContext,
  daringTiesOf,
  type TieBreakGroupInput,
} from "../rulesets/star-worlds/daring-card.js";
import type { HolocronCombatant } from "./combatant.js";
import { writeFacts, type CombatantFacts, type FactsCombat } from "./combat-facts.js";
import { holdsHeroPoints } from "../rulesets/index.js";

export const DARING_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/daring-tie-break.hbs`;

/** Rolls one Daring check; returns its total and the Roll (so dice modules show it). */
export type DaringRoller = (daring: number) => Promise<{ total: number; roll: Roll.Any | null }>;

export const foundryDaringRoll: DaringRoller = async (daring) => {
  const roll = await new foundry.dice.Roll(`${DARING_FORMULA} + @daring`, { daring }).evaluate();
  return { total: roll.total ?? 0, roll };
};

/** The combat as this file uses it (a HolocronCombat). */
export interface SpeedCombat extends FactsCombat {
  combatants: { contents: HolocronCombatant[]; get(id: string): HolocronCombatant | undefined };
  updateEmbeddedDocuments(
    name: "Combatant",
    updates: Record<string, unknown>[],
    options?: Record<string, unknown>,
  ): Promise<unknown>;
}

/**
 * The update option marking this file's own writes (Speed set by a roll, tie-break flags), so the
 * client that wrote them does not react to them as to a hand-typed initiative.
 */
export const SPEED_WRITE = "holocronSpeedWrite";

/**
 * Pure: whether a combatant update is an initiative this active GM set by hand (typed into the
 * tracker), so this client checks it for new Speed ties. Its own rolls and tie-breaks carry
 * SPEED_WRITE and are resolved by the roll itself; other users' updates are checked by
 * HolocronCombat#_onUpdateDescendantDocuments.
 */
export function isHandSetInitiative(
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
  userId: string,
  self: { id: string; isActiveGM: boolean },
): boolean {
  return (
    self.isActiveGM &&
    userId === self.id &&
    "initiative" in changes &&
    options[SPEED_WRITE] !== true
  );
}

function speedOf(c: HolocronCombatant): number | null {
  return c.combatRules?.kind === "speed" &&
    Number.isInteger(c.initiative) &&
    (c.initiative ?? -1) >= 0
    ? (c.initiative as number)
    : null;
}

type Updates = Record<string, unknown>[];
type Facts = Map<string, CombatantFacts>;

/**
 * Sets each Star Worlds combatant's initiative to its Speed (clearing old tie-breaks) and, with a
 * roller (the active GM), breaks the Speed ties this makes with Daring rolls: everything in one
 * batched update, then one chat card.
 */
export async function setSpeedInitiative(
  combat: SpeedCombat,
  ids: readonly string[],
  roller: DaringRoller | null = null,
): Promise<number> {
  const updates: Updates = [];
  const facts: Facts = new Map();
  const speeds = new Map<string, number>();
  for (const id of ids) {
    const combatant = combat.combatants.get(id);
    const view = combatant?.combatView;
    if (!combatant?.isOwner || view?.kind !== "speed") continue;
    speeds.set(id, view.speed);
    updates.push({ _id: id, initiative: view.speed });
    facts.set(id, { tieBreak: 0, daringRolls: [] });
  }
  if (!updates.length) return 0;
  const ties = roller ? await planSpeedTies(combat, roller, [...speeds.keys()], speeds) : null;
  for (const [id, fact] of ties?.facts ?? []) facts.set(id, fact);
  await combat.updateEmbeddedDocuments("Combatant", updates, { [SPEED_WRITE]: true });
  // The GM's client only: a player's cannot write the combat, and the GM's breaks the new ties.
  await writeFacts(combat, facts);
  if (ties?.card.length) await postDaringCard(combat.id, ties.card, ties.rolled);
  return speeds.size;
}

/** Who is in a tie: name, picture, Daring, and the actor that may pay a Hero Point to reroll. */
export function daringWho(combat: SpeedCombat, ids: readonly string[]): TieBreakGroupInput["who"] {
  return new Map(
    ids.map((id) => {
      const c = combat.combatants.get(id);
      const view = c?.combatView;
      const daring = view?.kind === "speed" ? view.daring : 0;
      // A character may pay a Hero Point to reroll its Daring (seed 002 line 43).
      const payer = c?.actor && holdsHeroPoints(c.actor) ? c.actor.uuid : null;
      return [id, { name: c?.name ?? id, img: c?.img ?? null, daring, payer }];
    }),
  );
}

/**
 * Breaks every unresolved Speed tie with Daring rolls: one combat update for all tie-breaks and one
 * chat card. Idempotent: a group whose ranks are already distinct is left alone. Active GM only.
 * `fresh`: combatants whose initiative was just typed in; their old ranks (from another tie) do
 * not count, so a group they now join is rolled.
 */
export async function resolveSpeedTies(
  combat: SpeedCombat,
  roller: DaringRoller = foundryDaringRoll,
  fresh: readonly string[] = [],
): Promise<TieBreakGroupInput[]> {
  const { facts, card, rolled } = await planSpeedTies(combat, roller, fresh, new Map());
  if (!card.length) return [];
  await writeFacts(combat, facts);
  await postDaringCard(combat.id, card, rolled);
  return card;
}

/**
 * The Daring rolls, tie-break facts and card for every unresolved Speed tie, not yet
 * written. `speeds`: initiatives about to be written, read in place of the stored ones.
 */
async function planSpeedTies(
  combat: SpeedCombat,
  roller: DaringRoller,
  fresh: readonly string[],
  speeds: ReadonlyMap<string, number>,
): Promise<{ facts: Facts; card: TieBreakGroupInput[]; rolled: Roll.Any[] }> {
  const speedNow = (c: HolocronCombatant) => speeds.get(c.id ?? "") ?? speedOf(c);
  const withSpeed = combat.combatants.contents
    .map((c) => ({ c, speed: speedNow(c) }))
    .filter((e): e is { c: HolocronCombatant; speed: number } => e.speed !== null);
  const groups = starWorlds
    .tiedGroups(withSpeed.map(({ c, speed }) => ({ id: c.id ?? "", speed })))
    .filter((ids) =>
      isUnresolved(
        ids.map((id) =>
          fresh.includes(id) ? undefined : combat.combatants.get(id)?.holocronFlags.tieBreak,
        ),
      ),
    );
  const facts: Facts = new Map();
  const rolled: Roll.Any[] = [];
  const card: TieBreakGroupInput[] = [];
  for (const ids of groups) {
    const who = daringWho(combat, ids);
    const { order, rolls } = await breakTie(ids, async (id) => {
      const { total, roll } = await roller(who.get(id)?.daring ?? 0);
      if (roll) rolled.push(roll);
      return total;
    });
    const ranks = tieRanks(order);
    for (const id of ids) {
      facts.set(id, { tieBreak: ranks.get(id) ?? 0, daringRolls: rolls.get(id) ?? [] });
    }
    const first = combat.combatants.get(ids[0] ?? "");
    card.push({ speed: (first && speedNow(first)) ?? 0, order, rolls, who });
  }
  return { facts, card, rolled };
}

async function postDaringCard(
  combatId: string | null,
  groups: TieBreakGroupInput[],
  rolls: Roll.Any[],
): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(
    DARING_CARD_TEMPLATE,
    daringCardContext(groups),
  );
  await ChatMessage.implementation.create({
    content,
    rolls,
    speaker: { alias: game.i18n.localize("HOLOCRON.Combat.TieBreak.Speaker") },
    flags: { [SYSTEM_ID]: { daringTies: daringTiesOf(combatId, groups) } },
  });
}
