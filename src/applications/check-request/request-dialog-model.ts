// Pure: the GM's check request dialog — who may be asked (checked when the caller, the selected
// tokens or the targets named them), what check, which mode, the opposed NPC — and its form read
// back. Strings only: the form is the GM's own input, read and bounded here before anything rolls.
import { d20, group, starWorlds, type enrichers } from "../../rules/index.js";
import type { CheckAsk } from "./request-rows.js";
import { actionAndCancel, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";

/** The dialog's footer: ask (default), cancel. */
export const CHECK_REQUEST_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel({
  action: "ask",
  label: "HOLOCRON.CheckRequest.Ask",
  icon: "fa-solid fa-dice",
});

/** A character or NPC the dialog offers (a HolocronActor's uuid and name). */
export interface RequestCandidate {
  uuid: string;
  name: string;
  /** Offered checked: named by the caller, selected or targeted. */
  picked: boolean;
}

export interface RequestForm {
  actorUuids: string[];
  mode: group.RequestMode;
  dc: number | null;
  ask: CheckAsk;
  opponentUuid: string | null;
  opponentAsk: CheckAsk;
  /** On the NPC's check: the GM's modifier (a Force power's multi-target penalty, say). */
  modifier: number;
  secret: boolean;
}

export class RequestFormError extends Error {}

const SKILLS = Object.keys(d20.DEFAULT_SKILL_STAT);

const options = (ids: readonly string[], prefix: string, chosen: string) =>
  ids.map((id) => ({ id, label: `${prefix}.${id}`, selected: id === chosen }));

/** The check fields of one side (the characters' or, prefixed "npc", the NPC's). */
function checkFields(ask: CheckAsk) {
  return {
    stats: options(d20.STATS, "HOLOCRON.Sheet.Stat", ask.stat),
    skills: options(SKILLS, "HOLOCRON.Sheet.Skill", ask.skill ?? ""),
    attributes: options(starWorlds.ATTRIBUTES, "HOLOCRON.Sheet.Attribute", ask.attribute),
    skilled: ask.skilled,
  };
}

export const DEFAULT_ASK: CheckAsk = {
  stat: "str",
  skill: "physical",
  attribute: "daring",
  skilled: false,
};

/** The dialog's context: characters to tick, NPCs to oppose, the check, the mode. */
export function requestDialogContext(
  characters: RequestCandidate[],
  npcs: RequestCandidate[],
  preset: Partial<RequestForm> = {},
) {
  const mode = preset.mode ?? "dc";
  return {
    characters,
    npcs: npcs.map((n) => ({ ...n, selected: n.uuid === preset.opponentUuid })),
    hasNpcs: npcs.length > 0,
    check: checkFields(preset.ask ?? DEFAULT_ASK),
    npcCheck: checkFields(preset.opponentAsk ?? { ...DEFAULT_ASK, skill: "force", stat: "mnd" }),
    modes: group.REQUEST_MODES.map((id) => ({
      id,
      label: `HOLOCRON.CheckRequest.Mode.${id}`,
      selected: id === mode,
    })),
    dc: preset.dc ?? 15,
    modifier: preset.modifier ?? 0,
    secret: preset.secret ?? false,
    empty: characters.length === 0,
  };
}

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const flag = (v: unknown) => v === true || v === "on" || v === "true";

function int(v: unknown, min: number, max: number, error: string): number {
  const n = typeof v === "number" ? v : Number(str(v));
  if (!Number.isInteger(n) || n < min || n > max) throw new RequestFormError(error);
  return n;
}

function oneOf<T extends string>(v: unknown, ids: readonly T[], error: string): T {
  const found = ids.find((id) => id === str(v));
  if (found === undefined) throw new RequestFormError(error);
  return found;
}

function askOf(values: Record<string, unknown>, prefix: string): CheckAsk {
  const bad = "HOLOCRON.CheckRequest.Error.BadCheck";
  const skill = str(values[`${prefix}skill`]);
  return {
    stat: oneOf(values[`${prefix}stat`], d20.STATS, bad),
    skill: skill === "" ? null : oneOf(skill, SKILLS, bad),
    attribute: oneOf(values[`${prefix}attribute`], starWorlds.ATTRIBUTES, bad),
    skilled: flag(values[`${prefix}skilled`]),
  };
}

/** The ticked characters: `actor.<n>` checkboxes (the form reader gives each as true or false: dialogs/form-data.ts). */
function ticked(values: Record<string, unknown>, characters: RequestCandidate[]): string[] {
  return characters.filter((_, i) => flag(values[`actor${i}`])).map((c) => c.uuid);
}

/** The form (strings) → the request. Throws a RequestFormError with an i18n key. */
export function readRequestForm(
  values: Record<string, unknown>,
  characters: RequestCandidate[],
  npcs: RequestCandidate[],
): RequestForm {
  const actorUuids = ticked(values, characters);
  if (actorUuids.length === 0)
    throw new RequestFormError("HOLOCRON.CheckRequest.Error.NoCharacters");
  const mode = oneOf(values.mode, group.REQUEST_MODES, "HOLOCRON.CheckRequest.Error.BadCheck");
  const opponent = npcs.find((n) => n.uuid === str(values.opponent)) ?? null;
  if (mode === "opposed" && !opponent)
    throw new RequestFormError("HOLOCRON.CheckRequest.Error.NoOpponent");
  return {
    actorUuids,
    mode,
    dc: mode === "dc" ? int(values.dc, -100, 100, "HOLOCRON.CheckRequest.Error.NoDc") : null,
    ask: askOf(values, ""),
    opponentUuid: mode === "opposed" ? (opponent?.uuid ?? null) : null,
    opponentAsk: askOf(values, "npc"),
    modifier:
      mode === "opposed"
        ? int(values.modifier, -50, 50, "HOLOCRON.CheckRequest.Error.BadCheck")
        : 0,
    secret: flag(values.secret),
  };
}

/**
 * The dialog's choices preset from a journal's `[[/check …]]` or `[[/attribute …]]` (a GM's
 * Alt-click asks it of the selected characters): the check and, when the text names one, its DC.
 */
export function presetOfEnricher(e: enrichers.Enricher): Partial<RequestForm> | null {
  if (e.kind === "check") {
    const stat = e.stat ?? d20.DEFAULT_SKILL_STAT[e.skill ?? ""] ?? DEFAULT_ASK.stat;
    return {
      mode: "dc",
      ...(e.dc === null ? {} : { dc: e.dc }),
      ask: { ...DEFAULT_ASK, stat, skill: e.skill },
    };
  }
  if (e.kind === "attribute") {
    return { mode: "dc", ask: { ...DEFAULT_ASK, attribute: e.attribute, skilled: e.skilled } };
  }
  return null;
}
