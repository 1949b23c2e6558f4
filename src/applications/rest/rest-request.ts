// A rest advances the world clock once, on the GM (rulings.md, "Time and healing"; Foundry's
// `game.time.advance` writes the world setting `core.time`, which only a GM may write:
// https://foundryvtt.com/api/v13/classes/foundry.helpers.GameTime.html#advance). A player asks for
// their own characters' rest; the healing then comes from the time that passed
// (time-passing.ts), never from the rest itself, so no one heals twice.
import {
  ask,
  ownsUuid,
  payload as is,
  registerRequestKind,
  type Sender,
} from "../../authority/index.js";
import { advanceForRest } from "./time-passing.js";
import { MAX_REST_HOURS, REST_KINDS, restSeconds, type RestKind } from "../../rulesets/rests.js";

const restPayload = is.request({
  actorUuids: is.someIds(50),
  kind: is.oneOf(REST_KINDS),
  hours: is.int(1, MAX_REST_HOURS),
});
export type RestPayload = is.Infer<typeof restPayload>;

/** The GM, or the owner of every resting character. */
function restProblem(p: RestPayload, sender: Sender): string | null {
  if (sender.isGM) return null;
  return p.actorUuids.every((uuid) => ownsUuid(uuid, sender))
    ? null
    : "HOLOCRON.Authority.Refused.NotOwner";
}

/** Advances the world clock by the rest's length; the seconds it advanced. */
export const restRequest = registerRequestKind<RestPayload, number>({
  name: "rest.advance",
  payload: restPayload,
  authorize: restProblem,
  async carryOut(p) {
    const seconds = restSeconds(p.kind, p.hours);
    // This client's time handler queues the span when its hook runs with the clock's update: the
    // rest answers once everyone has healed by it.
    await advanceForRest(seconds, p.actorUuids);
    return seconds;
  },
});

/** Asks the GM to advance the clock for a rest of these characters (null when refused). */
export function askRest(actorUuids: string[], kind: RestKind, hours = 1): Promise<number | null> {
  return ask(restRequest, { actorUuids, kind, hours });
}
