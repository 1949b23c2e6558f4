// Holocron's Actor: health changes computed by the actor's ruleset (src/rulesets) and planned once
// (src/rulesets/state-plan.ts), written by the one writer (state-writer.ts): the fields in one update,
// the statuses that follow in one batch, the combatants' defeated marks in one update per combat.
// Hand edits follow from the actor's own lifecycle (state-follow.ts). The public methods ask the GM
// authority (its owner's requests only; with no GM the owner writes alone); the authority calls the
// `carryOut…` methods.
import { actorData, rulesetSubject } from "../data/typed-system.js";
import { GM_ONLY_BARS } from "../data/trackable.js";
import { type Ruleset, rulesetById, rulesetOf } from "../rulesets/index.js";
import type {
  DamageOptions,
  HealthState,
  HealthSubject,
  HealthView,
  RecoveryKind,
  RecoveryOptions,
  TimeSpan,
} from "../rulesets/ruleset.js";
import { RecoveryRefused } from "../rulesets/shared.js";
import { worldRuleset } from "../settings.js";
import { isHolocronActorType, PARTY_ACTOR_TYPE } from "../config.js";
import { ask, Refusal } from "../authority/index.js";
import {
  actorCondition,
  actorHealth,
  actorRecovery,
  assertAmount,
  type ActorHealthPayload,
} from "./actor-requests.js";
import {
  healthSnapshotOf,
  STATE_WRITE,
  systemUpdate,
  writeCondition,
  wholeOnThisClient,
  writeHealthChange,
  writesOnlyHealth,
  type HealthChange,
  type HealthSnapshot,
  type StateBatch,
} from "./state-writer.js";
import { followEffects, followUpdate, healthFollowsMax, rollDiceForLevel } from "./state-follow.js";
import { followHeroPoints, noteExposure } from "./hero-point-vouch.js";
import { allowedByHooks, announceHook, HOLOCRON_HOOKS } from "./extension-hooks.js";
import type { StatusId } from "../rulesets/status-effects.js";
import { notify } from "../compat/notify.js";
import { offeringTypes, stampNewActor } from "./actor-create.js";
import { resetDailyUses, restedFields } from "./actor-recovery.js";
import {
  markHandCause,
  noteActorChange,
  noteActorCreated,
  noteOwnersChanged,
} from "./ledger/record.js";
import type { LedgerCauseKind } from "../rules/ledger/row.js";
import { holdEffectedFields } from "../data/ranges.js";
import { effectChanges } from "../compat/generation.js";

export type { HealthChange, HealthSnapshot } from "./state-writer.js";
export { markHandCause } from "./ledger/record.js";

/**
 * The fields each actor's effects pushed beyond their bounds, by actor: kept beside the class, as
 * Foundry prepares a document's data inside its constructor, before the class's own fields exist.
 */
const heldKeys = new WeakMap<object, readonly string[]>();

export class HolocronActor extends Actor {
  /** The rules this actor plays by (its type decides, whatever the world's setting). */
  get ruleset(): Ruleset {
    return rulesetOf(this);
  }

  /** This actor as its ruleset reads it: the typed system data and the active statuses. */
  get subject(): HealthSubject {
    return rulesetSubject(this);
  }

  /** The sheet's health block. */
  get healthView(): HealthView {
    return this.ruleset.healthView(this.subject);
  }

  /** Health fields and the ruleset's statuses as they are now. */
  healthSnapshot(): HealthSnapshot {
    return healthSnapshotOf(this);
  }

  /** Damage through the ruleset (HP, STR, Vitality, mooks…), on the actor's owner's request. */
  async applyDamage(amount: number, options: DamageOptions = {}): Promise<HealthChange | null> {
    assertAmount(amount);
    return this.#askHealth({ actorUuid: this.uuid, op: "damage", amount, options });
  }

  /** Healing through the ruleset (m20: STR damage first), on the actor's owner's request. */
  async heal(points: number): Promise<HealthChange | null> {
    assertAmount(points);
    return this.#askHealth({ actorUuid: this.uuid, op: "heal", amount: points, options: {} });
  }

  /**
   * Rest or second wind, on the owner's request; a rolled recovery (Heroism 2d6+2) is rolled by
   * whoever carries it out, never taken from the requester. A refusal is a warning.
   */
  async recover(kind: RecoveryKind): Promise<HealthChange | null> {
    if (!this.#mine()) return null;
    return ask(actorRecovery, { actorUuid: this.uuid, kind });
  }

  /** A new game session: second wind is ready again. True when something changed. */
  async newSession(): Promise<boolean> {
    if (!this.ruleset.recoveryKinds.includes("secondWind")) return false;
    const data = actorData(this);
    if (!data || !("secondWindUsed" in data.system) || !data.system.secondWindUsed) return false;
    await this.update(systemUpdate({ secondWindUsed: false }), STATE_WRITE);
    return true;
  }

  /** Sets a status (prone, shut down…) on its owner's request; a mirrored flag is updated too. */
  async setCondition(id: StatusId, active: boolean): Promise<boolean | null> {
    if (!this.#mine()) return null;
    return ask(actorCondition, { actorUuid: this.uuid, status: id, active });
  }

  // ---- carried out by the authority (the active GM, or the owner with no GM) -------------------

  // The extension hooks run here, on the client that writes (the active GM, or the owner with no
  // GM): a `pre*` listener returning false leaves the actor as it was, and the call gives null.

  /**
   * Writes damage now. Given a batch (one GM request for several actors), the combatants' marks wait
   * for the batch's `finish`; otherwise they are written before this resolves.
   */
  async carryOutDamage(
    amount: number,
    options: DamageOptions = {},
    batch?: StateBatch,
  ): Promise<HealthChange | null> {
    if (!allowedByHooks(HOLOCRON_HOOKS.preDamage, this, amount, options)) return null;
    const change = await this.#change(
      () => this.ruleset.damage(this.subject, amount, options),
      batch,
    );
    announceHook(HOLOCRON_HOOKS.damage, this, change);
    return change;
  }

  async carryOutHeal(points: number, batch?: StateBatch): Promise<HealthChange | null> {
    if (!allowedByHooks(HOLOCRON_HOOKS.preHeal, this, points)) return null;
    const change = await this.#change(() => this.ruleset.heal(this.subject, points), batch);
    announceHook(HOLOCRON_HOOKS.heal, this, change);
    return change;
  }

  /** Throws a Refusal when the ruleset does not allow it now (nothing written). */
  async carryOutRecovery(
    kind: RecoveryKind,
    options: RecoveryOptions = {},
  ): Promise<HealthChange | null> {
    if (!allowedByHooks(HOLOCRON_HOOKS.preRecover, this, kind, options)) return null;
    const rests = this.ruleset.dailyUseResets.includes(kind);
    let change: HealthChange;
    try {
      change = await this.#change(
        () => this.ruleset.recover(this.subject, kind, options),
        undefined,
        rests ? restedFields(this) : {},
      );
    } catch (error) {
      throw error instanceof RecoveryRefused ? new Refusal(error.key) : error;
    }
    if (rests) await resetDailyUses(this);
    announceHook(HOLOCRON_HOOKS.recover, this, kind, change);
    return change;
  }

  /**
   * World time passed outside combat (the active GM's time handler): the healing its ruleset gives
   * for the span, written as a heal or a rest; the change (null when nothing was written) and the
   * rest seconds to carry.
   */
  async carryOutTimeRecovery(
    span: TimeSpan,
  ): Promise<{ change: HealthChange | null; carried: number }> {
    const plan = this.ruleset.passTime(this.subject, span);
    let change: HealthChange | null = null;
    if (plan.points > 0) change = await this.carryOutHeal(plan.points);
    else if (plan.rest) change = await this.carryOutRecovery(plan.rest);
    return { change, carried: plan.carried };
  }

  /** Writes a whole health state (an Undo computed by the authority). */
  carryOutHealthState(state: HealthState): Promise<HealthChange> {
    return this.#change(() => ({ ...state, fields: { ...state.fields } }));
  }

  /** The status and the flag that mirrors it in one write; the combatants follow what it means. */
  carryOutCondition(id: StatusId, active: boolean, origin?: string): Promise<boolean> {
    return writeCondition(this, id, active, origin);
  }

  /**
   * Foundry applies the effects, then each field they changed is held to its schema's range
   * (src/data/ranges.ts): an owner's own effect is input, never fact.
   */
  override applyActiveEffects(...args: Parameters<Actor["applyActiveEffects"]>): void {
    super.applyActiveEffects(...args);
    const keys: string[] = [];
    for (const effect of this.allApplicableEffects()) {
      if (effect.active) for (const change of effectChanges(effect)) keys.push(change.key);
    }
    // Most actors have no effect that changes a field: then nothing is held, and the bounds are
    // not looked up (this runs on every preparation).
    if (keys.length === 0) heldKeys.delete(this);
    else heldKeys.set(this, holdEffectedFields(this.system, this.system.schema, keys));
  }

  /**
   * The fields this actor's effects pushed beyond their bounds at the last preparation (held
   * there): the GM verifies none of its cards while there are any (src/cards/kinds.ts).
   */
  get heldEffectKeys(): readonly string[] {
    return heldKeys.get(this) ?? [];
  }

  /** The system data plus the ruleset's short names (`@str`, `@men`, `@level`…) for formulas. */
  override getRollData() {
    // The party has no ruleset, so no short names: its own data only.
    if (!isHolocronActorType(this.type)) return super.getRollData();
    return { ...super.getRollData(), ...this.ruleset.rollData(this.subject) };
  }

  /** Only the owner asks for its actor's health (others change it from a card, through the GM). */
  #mine(): boolean {
    if (this.isOwner) return true;
    ui.notifications.warn(game.i18n.localize("HOLOCRON.Chat.Error.NotOwner"));
    return false;
  }

  #askHealth(payload: ActorHealthPayload): Promise<HealthChange | null> {
    if (!this.#mine()) return Promise.resolve(null);
    return ask(actorHealth, payload);
  }

  /** Plans a new state and writes it whole (state-writer.ts `writeHealthChange`). */
  #change(
    plan: () => HealthState,
    batch?: StateBatch,
    extra: Record<string, unknown> = {},
  ): Promise<HealthChange> {
    return writeHealthChange(this, plan, batch, extra);
  }

  /**
   * A token's resource bar edited from the HUD (Foundry calls this). A player's edit of a bar only
   * the GM sets (Hero Points) is refused with a message; everything else goes through as usual.
   */
  override async modifyTokenAttribute(
    ...args: Parameters<Actor["modifyTokenAttribute"]>
  ): Promise<this | undefined> {
    if (GM_ONLY_BARS.includes(args[0]) && !game.user.isGM) {
      ui.notifications.warn(game.i18n.localize("HOLOCRON.Award.Error.TokenBar"));
      return this;
    }
    return this.byHand("tokenBar", () => super.modifyTokenAttribute(...args));
  }

  /** A status toggled on the token HUD (Foundry's TokenHUD calls this): the ledger says "HUD". */
  override toggleStatusEffect(
    ...args: Parameters<Actor["toggleStatusEffect"]>
  ): ReturnType<Actor["toggleStatusEffect"]> {
    return this.byHand("hud", () => super.toggleStatusEffect(...args));
  }

  /**
   * Where the hand edit being written comes from (the token bar, the HUD), for the ledger's row:
   * `_preUpdate` and the effects' pre-hooks put it in the write's options, which Foundry hands to
   * `_onUpdate` on every client (dnd5e's actor passes `options.dnd5e.hp` from `_preUpdate` the same
   * way for its scrolling numbers).
   */
  handCause: LedgerCauseKind | null = null;

  /** Runs `write` as a hand edit made at `kind` (a sheet's effect control names "sheet"). */
  async byHand<T>(kind: LedgerCauseKind, write: () => Promise<T>): Promise<T> {
    this.handCause = kind;
    try {
      return await write();
    } finally {
      this.handCause = null;
    }
  }

  /** The create dialog offers the world ruleset's actor types only, and the party (of any ruleset). */
  static override async createDialog(...args: Parameters<typeof Actor.createDialog>) {
    const types = [...rulesetById(worldRuleset()).actorTypes, PARTY_ACTOR_TYPE];
    return super.createDialog(...offeringTypes(args, types));
  }

  /** A new actor's stamp, bars, linked token, health and guide (actor-create.ts). */
  protected override async _preCreate(
    ...args: Parameters<Actor["_preCreate"]>
  ): ReturnType<Actor["_preCreate"]> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    stampNewActor(this, args[0]);
  }

  /** A change that moves the maximum health carries the current value it implies. */
  protected override async _preUpdate(
    ...args: Parameters<Actor["_preUpdate"]>
  ): ReturnType<Actor["_preUpdate"]> {
    const allowed = await super._preUpdate(...args);
    if (allowed === false) return false;
    if (!writesOnlyHealth(this, args[0])) {
      await rollDiceForLevel(this, args[0]);
      healthFollowsMax(this, args[0]);
    }
    markHandCause(this, args[1]);
  }

  /**
   * A hand edit's follow-up (state-follow.ts) and the GM's count of Hero Points
   * (hero-point-vouch.ts): every client hears the write; each does its part.
   */
  protected override _onUpdate(...args: Parameters<Actor["_onUpdate"]>): void {
    super._onUpdate(...args);
    const [changed, options, userId] = args;
    noteActorChange(this, options, userId);
    if ("ownership" in changed) noteOwnersChanged(this);
    if (!wholeOnThisClient(options, userId)) {
      void followUpdate(this, changed as never, options, userId).catch(() => this.#followFailed());
    }
    // The GM's counts follow only an actor that holds Hero Points, and only a write of its flags
    // counts exposure: no other write has anything for them to read.
    if (this.#holdsHeroPoints()) {
      void followHeroPoints(this, changed as never, userId).catch(() => this.#followFailed());
    }
    if ("flags" in changed) {
      void noteExposure(this, changed as never, userId).catch(() => this.#followFailed());
    }
  }

  protected override _onCreate(...args: Parameters<Actor["_onCreate"]>): void {
    super._onCreate(...args);
    noteActorCreated(this);
    if (this.#holdsHeroPoints()) {
      void followHeroPoints(this, {}, args[2]).catch(() => this.#followFailed());
    }
  }

  /** Whether this actor's data holds Hero Points (Star Worlds characters). */
  #holdsHeroPoints(): boolean {
    return (this.system as { heroPoints?: unknown } | null)?.heroPoints !== undefined;
  }

  protected override _onCreateDescendantDocuments(
    ...args: Parameters<Actor["_onCreateDescendantDocuments"]>
  ): void {
    super._onCreateDescendantDocuments(...args);
    this.#effectsChanged(args[1], args[2], args[4], args[5]);
  }

  protected override _onDeleteDescendantDocuments(
    ...args: Parameters<Actor["_onDeleteDescendantDocuments"]>
  ): void {
    super._onDeleteDescendantDocuments(...args);
    this.#effectsChanged(args[1], args[2], args[4], args[5]);
  }

  protected override _onUpdateDescendantDocuments(
    ...args: Parameters<Actor["_onUpdateDescendantDocuments"]>
  ): void {
    super._onUpdateDescendantDocuments(...args);
    noteActorChange(this, args[4], args[5]);
  }

  /** Items and effects made or removed: the ledger's row, then a status's follow-up. */
  #effectsChanged(collection: string, documents: unknown, options: unknown, userId: string): void {
    noteActorChange(this, options, userId);
    if (collection !== "effects" || !Array.isArray(documents) || wholeOnThisClient(options, userId))
      return;
    const effects = documents as { statuses: ReadonlySet<string> }[];
    void followEffects(this, effects, options, userId).catch(() => this.#followFailed());
  }

  #followFailed(): void {
    notify("error", "HOLOCRON.Status.SyncFailed", { name: this.name });
  }
}
