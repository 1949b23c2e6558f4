// The glue tests' world: the stand-in with Holocron's documents, a Knight, battle droids, a
// started combat, the user's targets and the chat log the power code reads back.
import { setupGlue, type Glue, type Obj } from "../../data/setup.js";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { postDamageCard } from "../chat/fixtures.js";

export { messages, scriptedDice };

export interface FakeCombatant {
  actor: unknown;
  defeated: boolean;
  holocronFlags: Obj;
  isOwner: boolean;
  actionRound: number | null;
  turnPosition: { round: number; turnReached: boolean };
  updates: Obj[];
  update(changes: Obj): Promise<unknown>;
}

export async function powerWorld(): Promise<Glue> {
  const glue = await setupGlue("m20");
  const env = glue.env;
  env.CONST.ACTIVE_EFFECT_MODES = { ADD: 2 };
  (await import("../../../src/authority/index.js")).listenForRequests();
  env.game.messages = {
    [Symbol.iterator]: () => messages.values(),
    get: (id: string) => messages.find((m) => m.id === id),
  };
  return glue;
}

/** A 7th-level Knight with Force 7 and MND 14 (+2), 40 HP, who knows the given powers. */
export function knight(glue: Glue, powers: string[], system: Obj = {}): Promise<HolocronActor> {
  return glue.createActor({
    name: "Kara",
    type: "m20Character",
    ownership: { default: 0, player1000000000: 3 },
    system: {
      stats: { str: 12, dex: 12, mnd: 14 },
      level: 7,
      hitDice: [6, 6, 6, 6, 6, 6, 6],
      health: { value: 40 },
      class: { name: "Knight", knight: true, droid: false, affinity: false },
      skills: { physical: 2, force: 7 },
      ...system,
    },
    items: powers.map((power) => ({
      name: power,
      type: "forcePower",
      system: { power, stat: "mnd" },
    })),
  });
}

/** A battle droid mook: Physical 0, DEX 12 (+1), STR 10: resists Push with +1. */
export function battleDroid(glue: Glue, name: string): Promise<HolocronActor> {
  return glue.createActor({
    name,
    type: "m20Npc",
    system: {
      stats: { str: 10, dex: 12, mnd: 8 },
      mook: true,
      class: { name: "Droid", knight: false, droid: true, affinity: false },
    },
  });
}

/** The current user targets these actors' tokens. */
export function target(glue: Glue, actors: unknown[]): void {
  const user = glue.env.game.user as { targets: Set<unknown> };
  user.targets = new Set(actors.map((actor) => ({ actor })));
}

/** A started combat with these actors; `current` is whose turn it is. */
export function startCombat(glue: Glue, actors: unknown[], current = 0): FakeCombatant[] {
  // Round 1: the combatants up to the current one have had their turn.
  const combatants = actors.map((actor, i): FakeCombatant => ({
    actor,
    defeated: false,
    holocronFlags: {},
    isOwner: true,
    actionRound: null,
    turnPosition: { round: 1, turnReached: i <= current },
    updates: [],
    async update(changes: Obj) {
      this.updates.push(changes);
      return this;
    },
  }));
  const combat = {
    active: true,
    started: true,
    combatants,
    combatant: combatants[current],
    getCombatantsByActor: (actor: unknown) => combatants.filter((c) => c.actor === actor),
  };
  (glue.env.game.combats as unknown[]).push(combat);
  return combatants;
}

export function powerCards(): StandInMessage[] {
  return messages.filter((m) => (m.flags.holocron as Obj | undefined)?.power);
}

export function cardsOfType(type: string): StandInMessage[] {
  return messages.filter(
    (m) => ((m.flags.holocron as Obj | undefined)?.card as Obj)?.type === type,
  );
}

/** Posts an energy damage card of `total` against the targets (the Negate Energy reaction's card). */
export async function energyDamage(
  targets: { uuid: string } | { uuid: string }[],
  total: number,
): Promise<StandInMessage> {
  return postDamageCard({
    actor: { uuid: "Actor.none", name: "Trooper", img: "" },
    formula: "2d6+1d6",
    total,
    ruleset: "m20",
    targets: [targets].flat().map((t) => ({ uuid: t.uuid, name: "Kara", ac: null })),
  });
}
