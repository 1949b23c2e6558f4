// A chase check is a request to the GM authority: the sender must own the participant's actor (the
// GM may roll anyone's), and the GM rolls the check itself with the bonus and movement it reads from
// the actor, as it rolls a resistance (architecture.md, "The GM is the single authority"). The
// chase lives in a world setting, which only a GM can write, so a check always needs a GM.
import { ownsUuid, payload as is, Refusal, registerRequestKind } from "../../authority/index.js";
import type { Sender } from "../../authority/index.js";
import { findChase } from "../../documents/chase-store.js";
import { gmHeroPointSpend } from "../../cards/hero-points.js";
import {
  assertRerollCounts,
  assertRollNeeded,
  recordCheck,
  recordReroll,
  rollCheck,
} from "./chase-flows.js";
import { actorOf, profilesOf } from "./participants.js";
import { movementsOf } from "./tracker-context.js";
import { holdsHeroPoints } from "../../rulesets/index.js";

/** A chase's or runner's own id: letters and digits, at most 64. */
const chaseId = is.refine(is.id, "an id of letters and digits", (v) =>
  /^[A-Za-z0-9]{1,64}$/.test(v),
);

/** The payload's shape (types, ranges, ids). */
const chaseRollPayload = is.request({
  chaseId,
  participantId: chaseId,
  /** The round the roller saw: a check asked for a round already resolved is refused. */
  round: is.int(1, 100_000),
});
export type ChaseRollPayload = is.Infer<typeof chaseRollPayload>;

function participantOf(p: ChaseRollPayload) {
  const c = findChase(p.chaseId);
  const participant = c?.participants.find((x) => x.id === p.participantId);
  if (!c || !participant) throw new Refusal("HOLOCRON.Chase.Error.NotFound");
  return { chase: c, participant };
}

/** The chase and runner of a check asked for this round; a stale round is refused. */
function currentCheck(p: ChaseRollPayload) {
  const found = participantOf(p);
  if (found.chase.round !== p.round) throw new Refusal("HOLOCRON.Chase.Error.StaleRound");
  return found;
}

/** Both chase requests: the payload's shape, and only the runner's owner (or the GM) may ask. */
const ownersCheck = {
  payload: chaseRollPayload,
  authorize(p: ChaseRollPayload, sender: Sender) {
    const { participant } = participantOf(p);
    return ownsUuid(participant.actorUuid, sender) ? null : "HOLOCRON.Chase.Error.NotOwner";
  },
};

export const chaseRoll = registerRequestKind<ChaseRollPayload, void>({
  name: "chase.roll",
  ...ownersCheck,
  async carryOut(p) {
    const { chase: c, participant } = currentCheck(p);
    if (c.rolls[participant.id]) throw new Refusal("HOLOCRON.Chase.Error.AlreadyRolled");
    assertRollNeeded(c, participant, movementsOf(profilesOf(c)));
    const { results } = await rollCheck(participant, c);
    await recordCheck(c.id, participant.id, c.round, results);
  },
});

/**
 * A Hero Point on a chase check already rolled this round (seed 002 line 43: "Reroll on any
 * Attribute roll"): the runner's owner pays, the GM rolls the check again, the better roll stands
 * (chase.rerollCheck) and the point counts as spent. Star Worlds characters only: they hold Hero
 * Points. Payable again while the round is open, and only where the roll can change a pair's result.
 */
export const chaseHeroReroll = registerRequestKind<ChaseRollPayload, void>({
  name: "chase.heroReroll",
  ...ownersCheck,
  async carryOut(p) {
    const { chase: c, participant } = currentCheck(p);
    if (!c.rolls[participant.id]) throw new Refusal("HOLOCRON.Chase.Error.NotRolled");
    // Seed 002 line 43 rerolls a roll: where Speed decides every pair, none is rolled or paid for.
    assertRerollCounts(c, participant);
    const actor = actorOf(participant);
    const spend = holdsHeroPoints(actor) ? gmHeroPointSpend(actor) : null;
    if (!actor || !spend) {
      throw new Refusal("HOLOCRON.Chat.Error.NoHeroPoints", { name: participant.name });
    }
    const { results } = await rollCheck(participant, c, true);
    // The chase takes the reroll first: a round resolved meanwhile refuses, and no point is spent.
    await recordReroll(c.id, participant.id, c.round, results);
    await actor.update({
      system: { heroPoints: { value: spend.value, spent: spend.spent } },
    } as Actor.UpdateData);
  },
});
