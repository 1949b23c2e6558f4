// The chase tracker's buttons and inputs. GM actions change the stored chase (chase-flows.ts); a
// player's roll is a request to the GM. Every refusal is a localized notification, never a throw.
import { chase } from "../../rules/index.js";
import { changeChase, deleteChase } from "../../documents/chase-store.js";
import { addTokens, resolveRound, rollMissing, startChase } from "./chase-flows.js";
import { declareEnd, startCombatFromCatch } from "./chase-outcome.js";
import { chaseHeroReroll, chaseRoll } from "./chase-requests.js";
import { mayPay } from "../../cards/hero-points.js";
import { ask, Refusal } from "../../authority/index.js";
import { actorOf, combatTokens, selectedTokens } from "./participants.js";
import { notify } from "../../compat/notify.js";
import { formatList } from "../format.js";
import { localizeError } from "../user-message.js";

/** What the handlers use of the tracker window (chase-tracker.ts). */
export interface ChaseTracker {
  chaseId: string | null;
  readonly chase: chase.Chase | null;
  render(): Promise<unknown>;
}

type Handler = (this: ChaseTracker, event: Event, target: HTMLElement) => Promise<void>;

/**
 * Shows a refusal as a warning: the authority's key, a flow's key, or the rules' key as the reason
 * of "Not done: …", each in the user's language (never an error's English: user-message.ts).
 */
export function warnRefusal(error: unknown): void {
  if (error instanceof Refusal) {
    notify("warn", error.message, error.data);
  } else if (error instanceof Error && error.message.startsWith("HOLOCRON.")) {
    notify("warn", error.message);
  } else {
    notify("warn", "HOLOCRON.Chase.Error.Refused", { reason: localizeError(error) });
  }
}

/** Runs a handler; refusals become notifications. GM-only handlers check first. */
function guarded(run: Handler, gmOnly = true): Handler {
  return async function (this: ChaseTracker, event, target) {
    if (gmOnly && !game.user.isGM) {
      notify("warn", "HOLOCRON.Chase.Error.GmOnly");
      return;
    }
    try {
      await run.call(this, event, target);
    } catch (error) {
      warnRefusal(error);
    }
  };
}

function current(app: ChaseTracker): chase.Chase {
  const c = app.chase;
  if (!c) throw new Refusal("HOLOCRON.Chase.Error.NotFound");
  return c;
}

const idOf = (target: HTMLElement) => target.closest<HTMLElement>("[data-id]")?.dataset.id ?? "";

const change = (app: ChaseTracker, step: (c: chase.Chase) => chase.Chase) =>
  changeChase(current(app).id, step);

async function start(app: ChaseTracker, tokens: TokenDocument.Implementation[]) {
  const name = game.i18n.format("HOLOCRON.Chase.DefaultName", {
    scene: canvas?.scene?.name ?? "",
  });
  const created = await startChase(tokens, name);
  app.chaseId = created.id;
}

async function add(app: ChaseTracker, tokens: TokenDocument.Implementation[]) {
  const skipped = await addTokens(current(app).id, tokens);
  if (skipped.length) {
    notify("info", "HOLOCRON.Chase.AlreadyIn", { names: formatList(skipped) });
  }
}

/** A check from the tracker: the GM authority rolls it for the actor's owner (or the GM). */
async function rollOwn(this: ChaseTracker, _event: Event, target: HTMLElement) {
  const c = current(this);
  const p = c.participants.find((x) => x.id === idOf(target));
  if (!p) throw new Refusal("HOLOCRON.Chase.Error.NotFound");
  if (!game.user.isGM && !actorOf(p)?.isOwner) {
    throw new Refusal("HOLOCRON.Chase.Error.NotOwner");
  }
  await ask(chaseRoll, { chaseId: c.id, participantId: p.id, round: c.round });
}

/** A Hero Point reroll of a check already rolled: the owner pays, the GM authority rolls. */
async function heroReroll(this: ChaseTracker, _event: Event, target: HTMLElement) {
  const c = current(this);
  const p = c.participants.find((x) => x.id === idOf(target));
  const actor = p ? actorOf(p) : null;
  if (!p || !actor) throw new Refusal("HOLOCRON.Chase.Error.NotFound");
  if (!mayPay(actor)) return;
  await ask(chaseHeroReroll, { chaseId: c.id, participantId: p.id, round: c.round });
}

export const CHASE_ACTIONS: Record<string, Handler> = {
  startFromSelected: guarded(async function () {
    await start(this, selectedTokens());
  }),
  startFromCombat: guarded(async function () {
    await start(this, combatTokens());
  }),
  addSelected: guarded(async function () {
    await add(this, selectedTokens());
  }),
  addCombatants: guarded(async function () {
    await add(this, combatTokens());
  }),
  flipSide: guarded(async function (_e, target) {
    const id = idOf(target);
    await change(this, (c) => {
      const side =
        c.participants.find((p) => p.id === id)?.side === "pursuer" ? "quarry" : "pursuer";
      return chase.setSide(c, id, side);
    });
  }),
  toggleVehicle: guarded(async function (_e, target) {
    const id = idOf(target);
    const initial = Number(target.dataset.initial ?? 0);
    await change(this, (c) => {
      const p = c.participants.find((x) => x.id === id);
      const vehicle = p?.vehicle
        ? null
        : { name: game.i18n.localize("HOLOCRON.Chase.Vehicle"), speed: initial };
      return chase.setVehicle(c, id, vehicle);
    });
  }),
  removeRunner: guarded(async function (_e, target) {
    const id = idOf(target);
    await change(this, (c) => chase.removeParticipant(c, id));
  }),
  begin: guarded(async function () {
    await change(this, (c) => chase.begin(c));
  }),
  roll: guarded(rollOwn, false),
  heroReroll: guarded(heroReroll, false),
  rollNpcs: guarded(async function () {
    await rollMissing(current(this), "npcs");
  }),
  rollAll: guarded(async function () {
    await rollMissing(current(this), "all");
  }),
  resolve: guarded(async function () {
    await resolveRound(current(this).id);
  }),
  startCombat: guarded(async function () {
    await startCombatFromCatch(current(this).id);
  }),
  escape: guarded(async function () {
    await declareEnd(current(this).id, "escaped");
  }),
  endChase: guarded(async function () {
    await declareEnd(current(this).id, "ended");
  }),
  deleteChase: guarded(async function () {
    const c = current(this);
    await deleteChase(c.id);
    this.chaseId = null;
    await this.render();
  }),
  showChase: guarded(async function (_e, target) {
    this.chaseId = target.dataset.chase ?? null;
    await this.render();
  }, false),
};

/** Reads a whole number input; anything else is refused with the field's name. */
function wholeNumber(value: unknown): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Refusal("HOLOCRON.Chase.Error.BadNumber");
  return n;
}

/** A signed whole number from an input ("" reads 0); anything else is refused. */
function signedWhole(value: unknown): number {
  const n = value === "" || value === null ? 0 : Number(value);
  if (!Number.isInteger(n)) throw new Refusal("HOLOCRON.Chase.Error.BadNumber");
  return n;
}

/** The GM's call on runner `id` from the form (rulings: Chases), when it differs from the stored one. */
function withCall(c: chase.Chase, id: string, values: Record<string, unknown>): chase.Chase {
  const modifier = values[`call.${id}.modifier`];
  const autoLoss = values[`call.${id}.autoLoss`];
  if (modifier === undefined && autoLoss === undefined) return c;
  const before = c.calls?.[id] ?? { modifier: 0, autoLoss: false };
  const call = {
    modifier: modifier === undefined ? before.modifier : signedWhole(modifier),
    autoLoss: autoLoss === undefined ? before.autoLoss : autoLoss === true,
  };
  if (call.modifier === before.modifier && call.autoLoss === before.autoLoss) return c;
  return chase.setRoundCall(c, id, call);
}

/**
 * The GM's inputs (gaps, vehicles, the round's calls and note), submitted on change: each differing value is
 * applied as one pure step; a bad value is refused and the form re-renders with the stored one.
 */
export async function applyTrackerForm(
  this: ChaseTracker,
  _event: Event | SubmitEvent,
  _form: HTMLFormElement,
  formData: { object: Record<string, unknown> },
): Promise<void> {
  if (!game.user.isGM || !this.chase) return;
  const values = formData.object;
  try {
    await change(this, (c) => {
      let next = c;
      for (const pair of c.pairs) {
        const key = `gap.${pair.pursuerId}.${pair.quarryId}`;
        if (key in values && wholeNumber(values[key]) !== pair.gap) {
          next = chase.setGap(next, pair.pursuerId, pair.quarryId, wholeNumber(values[key]));
        }
      }
      for (const p of c.participants) {
        if (!p.vehicle) continue;
        const name = values[`vehicle.${p.id}.name`];
        const speed = values[`vehicle.${p.id}.speed`];
        const vehicle = {
          name: typeof name === "string" ? name : p.vehicle.name,
          speed: speed === undefined ? p.vehicle.speed : wholeNumber(speed),
        };
        if (vehicle.name !== p.vehicle.name || vehicle.speed !== p.vehicle.speed) {
          next = chase.setVehicle(next, p.id, vehicle);
        }
      }
      for (const p of c.participants) next = withCall(next, p.id, values);
      if (typeof values.note === "string" && values.note !== c.note) {
        next = chase.setNote(next, values.note);
      }
      return next;
    });
  } catch (error) {
    warnRefusal(error);
    await this.render();
  }
}
