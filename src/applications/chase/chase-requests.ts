// A chase check is a request to the GM authority: the sender must own the participant's actor (the
// GM may roll anyone's), and the GM rolls the check itself with the bonus and movement it reads from
// the actor, as it rolls a resistance (architecture.md, "The GM is the single authority"). The
// chase lives in a world setting, which only a GM can write, so a check always needs a GM.
import { ownsUuid, payload as is, Refusal, registerRequestKind } from "../../authority/index.js";
import { findChase } from "../../documents/chase-store.js";
import { recordCheck, rollCheck } from "./chase-flows.js";

export interface ChaseRollPayload {
  chaseId: string;
  participantId: string;
  /** The round the roller saw: a check asked for a round already resolved is refused. */
  round: number;
}

const isId = (v: unknown): v is string =>
  typeof v === "string" && v.length > 0 && v.length <= 64 && /^[A-Za-z0-9]+$/.test(v);

/** The payload's shape (types, ranges, ids), or null when malformed. */
export function parseChaseRoll(p: unknown): ChaseRollPayload | null {
  if (!is.isObj(p) || !is.onlyKeys(p, ["chaseId", "participantId", "round"])) return null;
  if (!isId(p.chaseId) || !isId(p.participantId) || !is.isInt(p.round, 1, 100_000)) return null;
  return { chaseId: p.chaseId, participantId: p.participantId, round: p.round };
}

function participantOf(p: ChaseRollPayload) {
  const c = findChase(p.chaseId);
  const participant = c?.participants.find((x) => x.id === p.participantId);
  if (!c || !participant) throw new Refusal("HOLOCRON.Chase.Error.NotFound");
  return { chase: c, participant };
}

export const chaseRoll = registerRequestKind<ChaseRollPayload, void>({
  name: "chase.roll",
  parse: parseChaseRoll,
  authorize(p, sender) {
    const { participant } = participantOf(p);
    return ownsUuid(participant.actorUuid, sender) ? null : "HOLOCRON.Chase.Error.NotOwner";
  },
  async carryOut(p) {
    const { chase: c, participant } = participantOf(p);
    if (c.round !== p.round) throw new Refusal("HOLOCRON.Chase.Error.StaleRound");
    if (c.rolls[participant.id]) throw new Refusal("HOLOCRON.Chase.Error.AlreadyRolled");
    const { results } = await rollCheck(participant, c);
    await recordCheck(c.id, participant.id, c.round, results);
  },
});
