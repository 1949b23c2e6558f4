// The hazard tool's "Request checks": a poison's or heat or cold's check (STR + Physical against the
// hazard's DC: seed 000 lines 18–19, as the hazard card rolls it) asked of the chosen creatures as one
// check request, each player rolling their own, rather than rolled at once by the GM. The damage
// stays the hazard tool's: the GM rolls it with each creature's check as the request shows it.
import { SYSTEM_ID } from "../../config.js";
import { d20 } from "../../rules/index.js";
import { causeOptions } from "../../documents/ledger/play-state.js";
import { exposureChecksOf } from "../../documents/hero-point-vouch.js";
import { notify } from "../../compat/notify.js";
import { EXPOSURE_FLAG } from "./hazard-flow.js";
import type { HazardRequest } from "./hazard-plan.js";
import { postCheckRequest } from "../check-request/open.js";
import { DEFAULT_ASK, type RequestForm } from "../check-request/request-dialog-model.js";

/** The check a poison or exposure asks (the hazard card's "STR + Physical"). */
const ENDURE = { ...DEFAULT_ASK, stat: "str", skill: "physical" };

/**
 * Pure: the request form for a hazard's check, or the i18n key of why it cannot be one: only poison
 * and heat or cold ask a check of everyone alike, and heat or cold's DC grows with each creature's
 * checks made (seed 000 line 19), so one request needs one DC for all.
 */
export function hazardRequestForm(
  request: HazardRequest,
  creatures: { uuid: string; previousChecks: number }[],
): RequestForm | string {
  const form = (dc: number): RequestForm => ({
    actorUuids: creatures.map((c) => c.uuid),
    mode: "dc",
    dc,
    ask: ENDURE,
    opponentUuid: null,
    opponentAsk: ENDURE,
    modifier: 0,
    secret: false,
  });
  if (creatures.length === 0) return "HOLOCRON.CheckRequest.Error.NoCharacters";
  if (request.kind === "poison") return form(request.dc);
  if (request.kind !== "exposure") return "HOLOCRON.CheckRequest.Error.NoHazardCheck";
  const dcs = new Set(creatures.map((c) => d20.exposureDC(c.previousChecks)));
  const [dc] = [...dcs];
  return dcs.size === 1 && dc !== undefined ? form(dc) : "HOLOCRON.CheckRequest.Error.ExposureDcs";
}

/**
 * Posts the hazard's check request (GM only). Heat or cold: each creature asked has made one more
 * check toward the next DC (seed 000 line 19: every check counts, passed or failed), a ledger row.
 */
export async function requestHazardChecks(
  request: HazardRequest,
  actors: Actor.Implementation[],
): Promise<ChatMessage.Implementation | null> {
  const creatures = actors.map((a) => ({ uuid: a.uuid, previousChecks: exposureChecksOf(a) }));
  const form = hazardRequestForm(request, creatures);
  if (typeof form === "string") {
    notify("warn", form);
    return null;
  }
  const message = await postCheckRequest(form);
  if (!message || request.kind !== "exposure") return message;
  for (const [i, actor] of actors.entries()) {
    const count = d20.nextExposureCount(creatures[i]?.previousChecks ?? 0);
    await actor.update(
      { flags: { [SYSTEM_ID]: { [EXPOSURE_FLAG]: count } } },
      causeOptions("gmTool"),
    );
  }
  return message;
}
