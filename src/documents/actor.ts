// Holocron's Actor: health changes computed by the actor's ruleset (src/rulesets) and planned once
// (src/rulesets/state-plan.ts), written by the one writer (state-writer.ts): the fields in one update,
// the statuses that follow in one batch, the combatants' defeated marks in one update per combat.
// Hand edits follow from the actor's own lifecycle (state-follow.ts). The public methods ask the GM
// authority (its owner's requests only; with no GM the owner writes alone); the authority calls the
// `carryOut…` methods.
import { actorData, itemData, rulesetSubject } from "../data/typed-system.js";
import { withDialogTypes } from "../data/type-guards.js";
import { GM_ONLY_BARS } from "../data/trackable.js";
import { CURRENT_SCHEMA_VERSION } from "../migrations/migrate-source.js";
import { levelsByCareer, type Ruleset, rulesetById, rulesetOf } from "../rulesets/index.js";
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
import { isAbility, isCharacterType, isHolocronActorType, PARTY_ACTOR_TYPE } from "../config.js";
import { ask, Refusal, runQueued } from "../authority/index.js";
import {
  actorCondition,
  actorHealth,
  actorRecovery,
  type ActorHealthPayload,
} from "./actor-requests.js";
import { healthStatusTurns } from "../rulesets/state-plan.js";
import {
  isStateWrite,
  planFor,
  StateBatch,
  STATE_WRITE,
  syncDefeatedNow,
  systemUpdate,
  writeState,
} from "./state-writer.js";
import {
  followEffects,
  followUpdate,
  healthFollowsMax,
  rollDiceForLevel,
  startsAtFullHealth,
} from "./state-follow.js";
import { followHeroPoints, noteExposure } from "./hero-point-vouch.js";
import { allowedByHooks, announceHook, HOLOCRON_HOOKS } from "./extension-hooks.js";
import type { StatusId } from "../rulesets/status-effects.js";
import { notify } from "../compat/notify.js";
import { noteActorChange, noteActorCreated, noteOwnersChanged } from "./ledger/record.js";
import { CAUSE_OPTION } from "./ledger/play-state.js";
import type { LedgerCauseKind } from "../rules/ledger/row.js";
import { holdEffectedFields } from "../data/effect-bounds.js";
import { effectChanges } from "../compat/effect-change.js";

/** The health fields and statuses at one moment: what an Undo restores exactly. */
export interface HealthSnapshot extends HealthState {
  actorUuid: string;
}

/** What a health change did, for chat cards ("HP 12 → 4") and Undo. */
export interface HealthChange {
  actorUuid: string;
  actorName: string;
  before: HealthSnapshot;
  after: HealthSnapshot;
  /** One row per changed field, with its i18n label. */
  rows: { field: string; label: string; before: number | boolean; after: number | boolean }[];
  statuses: { added: string[]; removed: string[] };
}

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
    const { fields, out } = this.ruleset.readHealth(this.subject);
    const statuses = this.ruleset.healthStatuses.filter((s) => this.statuses.has(s));
    return { actorUuid: this.uuid, fields, statuses, out };
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
        rests ? this.#restedFields() : {},
      );
    } catch (error) {
      throw error instanceof RecoveryRefused ? new Refusal(error.key) : error;
    }
    if (rests) await this.#resetDailyUses();
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
    return runQueued(this.uuid, async () => {
      const field = this.ruleset.conditionField(id);
      const turn = { next: field ? { [field]: active } : {}, on: active ? [id] : [], off: [id] };
      // Whether the actor is out follows from the status itself: its marks once it is written.
      await writeState(this, planFor(this, { ...turn, out: false }, []), origin);
      await syncDefeatedNow(this);
      return active;
    });
  }

  /**
   * Foundry applies the effects, then each field they changed is held to its schema's range
   * (src/data/effect-bounds.ts): an owner's own effect is input, never fact.
   */
  override applyActiveEffects(...args: Parameters<Actor["applyActiveEffects"]>): void {
    super.applyActiveEffects(...args);
    const keys: string[] = [];
    for (const effect of this.allApplicableEffects()) {
      if (effect.active) for (const change of effectChanges(effect)) keys.push(change.key);
    }
    heldKeys.set(this, holdEffectedFields(this.system, this.system.schema, keys));
  }

  /**
   * The fields this actor's effects pushed beyond their bounds at the last preparation (held
   * there): the GM verifies none of its cards while there are any (card-verify.ts).
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

  /** A Star Worlds level earned before this rest may now be taken (seed 002 line 51). */
  #restedFields(): Record<string, number> {
    const data = actorData(this);
    if (!levelsByCareer(data)) return {};
    const { spent, spentAtRest } = data.system.heroPoints;
    return spent !== spentAtRest ? { "heroPoints.spentAtRest": spent } : {};
  }

  /** Every daily ability used today is ready again: one update for all the items. */
  async #resetDailyUses(): Promise<void> {
    const updates = this.items
      .filter((item) => {
        const data = itemData(item);
        return isAbility(data) && data.system.used > 0;
      })
      .map((item) => ({ _id: item.id, "system.used": 0 }));
    if (updates.length) await this.updateEmbeddedDocuments("Item", updates, STATE_WRITE);
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

  /**
   * Plans a new state and writes it whole (state-writer.ts): fields that change (and `extra` fields
   * of the same change) in one update, the statuses that follow, the combatants' marks.
   */
  #change(
    plan: () => HealthState,
    batch?: StateBatch,
    extra: Record<string, unknown> = {},
  ): Promise<HealthChange> {
    return runQueued(this.uuid, async () => {
      const before = this.healthSnapshot();
      const target = plan();
      const turns = healthStatusTurns(this.ruleset.healthStatuses, target.statuses, target.out);
      const planned = planFor(this, { next: target.fields, ...turns, out: target.out });
      const writer = batch ?? new StateBatch();
      await writer.write(this, planned, extra);
      if (!batch) await writer.finish();
      const after = { ...this.healthSnapshot(), out: target.out };
      const changed = planned.fields;
      return {
        actorUuid: this.uuid,
        actorName: this.name,
        before,
        after,
        rows: Object.keys(changed).map((field) => ({
          field,
          label: this.ruleset.healthFieldLabels[field] ?? field,
          before: before.fields[field] as number | boolean,
          after: changed[field] as number | boolean,
        })),
        // The health statuses this change turned on or off (a defeated mark's status is the tracker's).
        statuses: {
          added: planned.statuses.add.filter((id) => turns.on.includes(id)),
          removed: planned.statuses.remove.filter((id) => turns.off.includes(id)),
        },
      };
    });
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
  static override async createDialog(
    ...[data, createOptions, dialogOptions]: Parameters<typeof Actor.createDialog>
  ) {
    const types = [...rulesetById(worldRuleset()).actorTypes, PARTY_ACTOR_TYPE];
    return super.createDialog(data, createOptions, withDialogTypes(dialogOptions, types));
  }

  /**
   * New actors are stamped with today's data version and their ruleset's token bars, and start at
   * full health unless the data gives a current value. A player character's token is linked to it
   * (TokenData#actorLink, "does this Token uniquely represent a singular Actor":
   * https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.TokenData.html), so damage on
   * the token is damage on the sheet. As dnd5e 5.3 does for characters
   * (module/data/actor/character.mjs `_preCreate`), a copy from a compendium keeps its own token.
   */
  protected override async _preCreate(
    ...args: Parameters<Actor["_preCreate"]>
  ): ReturnType<Actor["_preCreate"]> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    // The party has no ruleset, so no bars, no health and no creation guide. Players see it as
    // observers unless its data says otherwise (CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER,
    // https://foundryvtt.com/api/v13/variables/CONST.DOCUMENT_OWNERSHIP_LEVELS.html).
    if (!isHolocronActorType(this.type)) {
      const given = (args[0] as { ownership?: { default?: unknown } }).ownership?.default;
      this.updateSource({
        system: { schemaVersion: CURRENT_SCHEMA_VERSION },
        ...(given === undefined
          ? { ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } }
          : {}),
      });
      return;
    }
    const bars = this.ruleset.tokenBars(this.type as never);
    const link = linksToken(this.type, this._stats.compendiumSource);
    this.updateSource({
      system: { schemaVersion: CURRENT_SCHEMA_VERSION },
      prototypeToken: {
        bar1: { attribute: bars.primary },
        bar2: { attribute: bars.secondary },
        ...(link ? { actorLink: true } : {}),
      },
    });
    startsAtFullHealth(this, args[0]);
    // A blank actor (the create dialog's, not an import or a copy): its sheet opens with the
    // creation guide (src/applications/sheets/context/creation-guide.ts; NPCs have none).
    if ((args[0] as { system?: unknown }).system === undefined) {
      this.updateSource({ flags: { holocron: { guide: "open" } } });
    }
  }

  /** A change that moves the maximum health carries the current value it implies. */
  protected override async _preUpdate(
    ...args: Parameters<Actor["_preUpdate"]>
  ): ReturnType<Actor["_preUpdate"]> {
    const allowed = await super._preUpdate(...args);
    if (allowed === false) return false;
    if (!this.#onlyHealthWritten(args[0])) {
      await rollDiceForLevel(this, args[0]);
      healthFollowsMax(this, args[0]);
    }
    markHandCause(this, args[1]);
  }

  /**
   * Whether an update writes no `system` field but health ones (damage, healing, a rest: the writes
   * a fight makes most): it raises no level and moves no maximum, so nothing follows in the write.
   */
  #onlyHealthWritten(changes: Actor.UpdateData): boolean {
    const system = (changes as { system?: unknown }).system;
    if (typeof system !== "object" || system === null || !isHolocronActorType(this.type)) {
      return true;
    }
    const healthFields = Object.keys(this.ruleset.healthFieldLabels);
    const paths = Object.keys(foundry.utils.flattenObject(system));
    return paths.every((path) => healthFields.includes(path));
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
    if (!wholeHere(options, userId)) {
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
    if (collection !== "effects" || !Array.isArray(documents) || wholeHere(options, userId)) return;
    const effects = documents as { statuses: ReadonlySet<string> }[];
    void followEffects(this, effects, options, userId).catch(() => this.#followFailed());
  }

  #followFailed(): void {
    notify("error", "HOLOCRON.Status.SyncFailed", { name: this.name });
  }
}

/**
 * One of Holocron's own writes (STATE_WRITE), on the client that made it: already whole, so nothing
 * follows from it there (state-follow.ts leaves it alone too; this spares the call).
 */
function wholeHere(options: unknown, userId: string): boolean {
  return userId === game.user.id && isStateWrite(options);
}

/** A hand edit's place (token bar, HUD), put in its write's options unless it names a cause. */
export function markHandCause(actor: { handCause?: LedgerCauseKind | null }, options: unknown) {
  if (!actor.handCause || typeof options !== "object" || options === null) return;
  if (!(CAUSE_OPTION in options))
    Object.assign(options, { [CAUSE_OPTION]: { kind: actor.handCause } });
}

/** Whether a new actor of `type` gets a linked token: a player character not copied from a pack. */
function linksToken(type: string, compendiumSource: string | null | undefined): boolean {
  if (compendiumSource?.startsWith("Compendium.")) return false;
  return isHolocronActorType(type) && isCharacterType(type);
}

function assertAmount(amount: number): void {
  if (typeof amount !== "number" || !Number.isFinite(amount) || amount < 0) {
    throw new Error(game.i18n.format("HOLOCRON.Health.BadAmount", { amount: String(amount) }));
  }
}
