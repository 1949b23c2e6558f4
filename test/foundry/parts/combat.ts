import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { StandInEnv } from "../index.js";
import { StandInCollection, type StandInActor } from "./documents.js";
import { assertCanWrite } from "./permission.js";
import { expandObject, mergeObject, randomID } from "./utils.js";
import { dice } from "../../../src/rules/index.js";

/**
 * Combat and Combatant for the combat glue: combatants with flags and `update`, a
 * `setupTurns` that sorts with `_sortCombatants`, core's `rollInitiative` contract (one batched
 * update, one batch of messages) with scripted d20 results, and `delete` calling `_onDelete`.
 * Also, unless another part provides them: a minimal Roll, ChatMessage, renderTemplate (real
 * Handlebars over templates/) and the active-effect shape the cleanup reads.
 */
type Obj = Record<string, unknown>;

/** Scripted natural results for initiative d20s (tests push; empty → 10). */
export const scriptedD20: number[] = [];

export class StandInCombatantDoc {
  declare _source: Obj;
  declare parent: StandInCombatDoc;
  /** Each update's change object, in order (stand-in only). */
  declare updates: Obj[];
  constructor(data: Obj & { actor: StandInActor }, parent: StandInCombatDoc) {
    const { actor, ...rest } = data;
    Object.defineProperty(this, "parent", { value: parent, writable: true });
    Object.defineProperty(this, "updates", { value: [], writable: true });
    Object.defineProperty(this, "_actor", { value: actor, writable: true });
    this._source = { _id: randomID(), initiative: null, defeated: false, flags: {}, ...rest };
  }
  /** Document#_preCreate: nothing to refuse here; a subclass returns false to leave itself out. */
  async _preCreate(_data: Obj, _options: Obj, _user: unknown): Promise<boolean | void> {}
  get actor(): StandInActor {
    // Kept off the class fields (defined in the constructor) so it stays out of _source and enumeration.
    return (this as unknown as { _actor: StandInActor })._actor;
  }
  get id(): string {
    return this._source._id as string;
  }
  /**
   * Combatant#name: its own, else its token's, else its actor's (a token's name tells two foes of one
   * NPC apart; https://foundryvtt.com/api/v13/classes/foundry.documents.Combatant.html#name).
   */
  get name(): string {
    const token = this.token as { name?: string } | null;
    return (this._source.name as string | undefined) ?? token?.name ?? this.actor.name;
  }
  get img(): string | null {
    return this.actor.img;
  }
  get initiative(): number | null {
    return this._source.initiative as number | null;
  }
  get defeated(): boolean {
    return this._source.defeated === true;
  }
  get isDefeated(): boolean {
    return this.defeated;
  }
  get flags(): Obj {
    return this._source.flags as Obj;
  }
  get isOwner(): boolean {
    return this.actor.isOwner;
  }
  get combat(): StandInCombatDoc {
    return this.parent;
  }
  get tokenId(): string | null {
    return (this._source.tokenId as string | undefined) ?? null;
  }
  /** The combatant's token on the combat's scene (chase glue). */
  get token(): unknown {
    const scenes = (Reflect.get(globalThis, "game") as Obj).scenes as
      { get(id: string): { tokens: { get(id: string): unknown } } | undefined } | undefined;
    return this.tokenId
      ? (scenes?.get(this.parent.scene ?? "")?.tokens.get(this.tokenId) ?? null)
      : null;
  }
  async update(changes: Obj): Promise<this> {
    assertCanWrite(this.isOwner, `Combatant ${this.id}`);
    this._source = mergeObject(structuredClone(this._source), expandObject(changes));
    this.updates.push(changes);
    return this;
  }
  _getInitiativeFormula(): string {
    const config = (Reflect.get(globalThis, "CONFIG") as Obj).Combat as Obj;
    return ((config.initiative as Obj).formula as string | null) ?? "1d20";
  }
  /** A roll whose d20s come from `scriptedD20`; other terms are added as written. */
  getInitiativeRoll(formula?: string) {
    const f = formula ?? this._getInitiativeFormula();
    return {
      formula: f,
      total: undefined as number | undefined,
      async evaluate() {
        let total = 0;
        for (const term of dice.parseFormula(f)) {
          if (term.kind === "flat") total += term.sign * term.value;
          else
            for (let i = 0; i < term.count; i++) total += term.sign * (scriptedD20.shift() ?? 10);
        }
        this.total = total;
        return this;
      },
    };
  }
}

export class StandInCombatDoc {
  id = randomID();
  active = true;
  scene: string | null = null;

  /** Core's `Combat.implementation`: the configured class. */
  static get implementation(): typeof StandInCombatDoc {
    const env = Reflect.get(globalThis, "CONFIG") as Obj;
    return (env.Combat as Obj).documentClass as typeof StandInCombatDoc;
  }
  /** Core's create: a combat on a scene, registered in game.combats; active ones deactivate others. */
  static async create(data: { scene?: string; active?: boolean } = {}): Promise<StandInCombatDoc> {
    const combat = createCombat();
    combat.scene = data.scene ?? null;
    const game = Reflect.get(globalThis, "game") as { combats: StandInCombatDoc[] };
    if (data.active) for (const other of game.combats) other.active = other === combat;
    else combat.active = false;
    return combat;
  }
  /**
   * Combatants of tokens on this combat's scene (each token's actor), or of world actors by
   * `actorId` alone (core's Combatant#actor reads `game.actors.get(actorId)` without a token).
   */
  async createEmbeddedDocuments(_name: "Combatant", list: Obj[]): Promise<StandInCombatantDoc[]> {
    const created: StandInCombatantDoc[] = [];
    for (const data of list) {
      const actor = this.actorOfNew(data);
      // Document#_preCreate returning false leaves that document out of the creation
      // (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#_precreate).
      const ctor = ((Reflect.get(globalThis, "CONFIG") as Obj).Combatant as Obj)
        .documentClass as typeof StandInCombatantDoc;
      const user = (Reflect.get(globalThis, "game") as { user: unknown }).user;
      if ((await new ctor({ ...data, actor }, this)._preCreate(data, {}, user)) === false) continue;
      created.push(this.addCombatant({ ...data, actor }));
    }
    return created;
  }
  /** The actor a new combatant's data names: its token's, or a world actor's by `actorId`. */
  private actorOfNew(data: Obj): StandInActor {
    if (data.tokenId === undefined && typeof data.actorId === "string") {
      const actors = (Reflect.get(globalThis, "game") as { actors: Map<string, StandInActor> })
        .actors;
      const actor = actors.get(data.actorId);
      if (!actor) throw new Error(`No actor ${data.actorId}`);
      return actor;
    }
    const token = (Reflect.get(globalThis, "fromUuidSync") as (u: string) => unknown)(
      `Scene.${this.scene}.Token.${String(data.tokenId)}`,
    ) as { actor: StandInActor } | null;
    if (!token) throw new Error(`No token ${String(data.tokenId)} on scene ${this.scene}`);
    return token.actor;
  }
  /**
   * A new combat is round 0 with no turn until Begin Combat (`startCombat`); `started` is round > 0
   * (https://foundryvtt.com/api/classes/foundry.documents.Combat.html#started).
   */
  round = 0;
  turn: number | null = null;
  turns: StandInCombatantDoc[] = [];
  combatants = new StandInCollection<StandInCombatantDoc>();
  /** `updateEmbeddedDocuments` batches (stand-in only). */
  batches: Obj[][] = [];
  /** The operation options each batch was written with, in order (stand-in only). */
  batchOptions: Obj[] = [];
  /** Chat message batches created by rollInitiative (stand-in only). */
  messageBatches: Obj[][] = [];

  addCombatant(data: Obj & { actor: StandInActor }): StandInCombatantDoc {
    const ctor = ((Reflect.get(globalThis, "CONFIG") as Obj).Combatant as Obj)
      .documentClass as typeof StandInCombatantDoc;
    const combatant = new ctor(data, this);
    this.combatants.add(combatant);
    fire("createCombatant", combatant, {});
    return combatant;
  }
  async deleteCombatant(id: string): Promise<void> {
    const combatant = this.combatants.get(id);
    if (!combatant) return;
    this.combatants.delete(id);
    fire("deleteCombatant", combatant, {});
  }
  /**
   * Writes combat fields (round, turn, active), firing `updateCombat` as core does. A change of turn
   * or round fires `combatTurnChange` on every client after the write
   * (https://foundryvtt.com/api/functions/hookEvents.combatTurnChange.html) and, in a started
   * combat on the active GM's client only, core's turn workflow `_onStartTurn(combatant, { round,
   * turn, skipped })` (https://foundryvtt.com/api/classes/foundry.documents.Combat.html#_onstartturn;
   * the context: https://foundryvtt.com/api/v14/interfaces/foundry.documents.types.CombatTurnEventContext.html).
   * Core does not make the writer wait for that workflow: `update` resolves first and tests await
   * `turnEvents`.
   */
  async update(changes: Obj): Promise<this> {
    // BaseCombat lets a player change only the round and turn (and only on their own turn); any
    // other field of a Combat is the GM's (https://foundryvtt.com/api/v13/classes/foundry.documents.BaseCombat.html).
    // Stricter than Foundry: a player's round or turn change is not checked against the turn.
    const writer = Reflect.get(globalThis, "game") as { user: { isGM: boolean } };
    const playerKeys = Object.keys(changes).every((k) => k === "round" || k === "turn");
    if (!writer.user.isGM && !playerKeys) {
      throw new Error(`User lacks permission to update Combat ${this.id}`);
    }
    if (hookCall("preUpdateCombat", this, changes, {}) === false) return this;
    const prior = { round: this.round, turn: this.turn, combatantId: this.combatant?.id ?? null };
    Object.assign(this, changes);
    this._onUpdate(changes, {}, currentUserId());
    fire("updateCombat", this, changes, {});
    if (prior.round === this.round && prior.turn === this.turn) return this;
    const current = { round: this.round, turn: this.turn, combatantId: this.combatant?.id ?? null };
    fire("combatTurnChange", this, prior, current);
    const game = Reflect.get(globalThis, "game") as { user: { isActiveGM: boolean } };
    const combatant = this.combatant;
    if (this.started && combatant && game.user.isActiveGM) {
      const context = { round: this.round, turn: this.turn, skipped: false };
      this.turnEvents = this.turnEvents.then(() => this._onStartTurn(combatant, context));
    }
    return this;
  }
  flags: Obj = {};
  /**
   * ClientDocument#setFlag (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#setflag):
   * an update of `flags.<scope>.<key>`. Only a GM may write a combat's flags: BaseCombat lets a
   * player change the turn on their own turn and nothing else.
   */
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    const game = Reflect.get(globalThis, "game") as { user: { isGM: boolean } };
    if (!game.user.isGM) throw new Error(`User lacks permission to update Combat ${this.id}`);
    const changes = { flags: { [scope]: { ...((this.flags[scope] as Obj) ?? {}), [key]: value } } };
    this.flags = { ...this.flags, ...changes.flags };
    // An update like any other: the document's own `_onUpdate`, then the hook, on every client.
    this._onUpdate(changes, {}, currentUserId());
    fire("updateCombat", this, changes, {});
    return this;
  }
  getFlag(scope: string, key: string): unknown {
    return ((this.flags[scope] as Obj | undefined) ?? {})[key];
  }
  /** Core's turn workflows started by updates, chained in order (stand-in only: tests await it). */
  turnEvents: Promise<void> = Promise.resolve();
  /** Core's Combat#startCombat: round 1, first turn. */
  async startCombat(): Promise<this> {
    return this.update({ round: 1, turn: 0 });
  }
  /** Core's Combat#nextTurn: the next combatant, or the next round after the last. */
  async nextTurn(): Promise<this> {
    const next = (this.turn ?? -1) + 1;
    if (next >= this.turns.length) return this.nextRound();
    return this.update({ turn: next });
  }
  /** Core's Combat#nextRound: round + 1, from the first turn. */
  async nextRound(): Promise<this> {
    return this.update({ round: this.round + 1, turn: 0 });
  }
  _onUpdate(_changes: Obj, _options: Obj, _userId: string): void {}
  get combatant(): StandInCombatantDoc | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }
  /** Core's Combat#started: whether the encounter has begun (round above 0). */
  get started(): boolean {
    return this.round > 0;
  }
  _sortCombatants(a: StandInCombatantDoc, b: StandInCombatantDoc): number {
    return (
      (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity) || a.name.localeCompare(b.name)
    );
  }
  setupTurns(): StandInCombatantDoc[] {
    // Core passes the method unbound: the override must not rely on `this`.
    this.turns = this.combatants.contents.sort(this._sortCombatants);
    return this.turns;
  }
  getCombatantsByActor(actor: StandInActor): StandInCombatantDoc[] {
    return this.combatants.filter((c) => c.actor === actor);
  }
  async updateEmbeddedDocuments(
    _name: "Combatant",
    updates: Obj[],
    options: Obj = {},
  ): Promise<StandInCombatantDoc[]> {
    this.batches.push(updates);
    this.batchOptions.push(options);
    const changed: StandInCombatantDoc[] = [];
    for (const { _id, ...changes } of updates) {
      const combatant = this.combatants.get(_id as string);
      if (!combatant) continue;
      await combatant.update(changes);
      changed.push(combatant);
    }
    this.setupTurns();
    return changed;
  }
  /** Core's contract: every combatant rolled, one update, one batch of messages. */
  async rollInitiative(ids: string | string[], options: { formula?: string } = {}): Promise<this> {
    const updates: Obj[] = [];
    const messages: Obj[] = [];
    for (const id of typeof ids === "string" ? [ids] : ids) {
      const combatant = this.combatants.get(id);
      if (!combatant?.isOwner) continue;
      const roll = await combatant.getInitiativeRoll(options.formula).evaluate();
      updates.push({ _id: id, initiative: roll.total });
      messages.push({ speaker: combatant.name, formula: roll.formula, total: roll.total });
    }
    if (updates.length) await this.updateEmbeddedDocuments("Combatant", updates);
    if (messages.length) this.messageBatches.push(messages);
    return this;
  }
  async _onStartTurn(_combatant: StandInCombatantDoc, _context: Obj): Promise<void> {}
  _onUpdateDescendantDocuments(..._args: unknown[]): void {}
  _onDelete(_options: Obj, _userId: string): void {}
  async delete(): Promise<this> {
    const game = Reflect.get(globalThis, "game") as {
      combats: StandInCombatDoc[];
      user: { id: string };
    };
    if (hookCall("preDeleteCombat", this, {}) === false) return this;
    game.combats.splice(game.combats.indexOf(this), 1);
    this._onDelete({}, game.user.id);
    fire("deleteCombat", this, {});
    return this;
  }
}

/** A Combat of the configured class, registered in game.combats; fires `createCombat`. */
export function createCombat(): StandInCombatDoc {
  const env = Reflect.get(globalThis, "CONFIG") as Obj;
  const ctor = (env.Combat as Obj).documentClass as typeof StandInCombatDoc;
  const combat = new ctor();
  (Reflect.get(globalThis, "game") as { combats: StandInCombatDoc[] }).combats.push(combat);
  fire("createCombat", combat, {});
  return combat;
}

/**
 * Document hooks as core fires them after a write, on every client: `create<Name>(doc, options,
 * userId)`, `update<Name>(doc, changes, options, userId)`, `delete<Name>(doc, options, userId)`
 * (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html); the `pre` hooks are
 * called first and a listener returning false cancels the write.
 */
function fire(hook: string, ...args: unknown[]): void {
  const hooks = Reflect.get(globalThis, "Hooks") as { callAll(h: string, ...a: unknown[]): void };
  hooks.callAll(hook, ...args, currentUserId());
}
function hookCall(hook: string, ...args: unknown[]): boolean {
  const hooks = Reflect.get(globalThis, "Hooks") as { call(h: string, ...a: unknown[]): boolean };
  return hooks.call(hook, ...args, currentUserId());
}
function currentUserId(): string {
  return (Reflect.get(globalThis, "game") as { user: { id: string } }).user.id;
}

/** A system model that keeps whatever data it is given (combat tests bring their own figures). */
export class RawSystemModel {
  static cleanSource(data: Obj): Obj {
    return structuredClone(data);
  }
  constructor(data: Obj) {
    Object.assign(this, structuredClone(data));
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

/** An actor's active effects as the cleanup reads them, with deleteEmbeddedDocuments logging. */
export interface StandInEffect {
  id: string;
  flags: Obj;
  statuses: Set<string>;
}

const TEMPLATE_ROOT = process.cwd();
/** Its own instance: the package's default one outlives a test file in a shared worker. */
const handlebars = Handlebars.create();
let handlebarsReady = false;
export async function renderTemplate(path: string, context: Obj): Promise<string> {
  if (!handlebarsReady) {
    handlebars.registerHelper("localize", (key: string, options: { hash?: Obj }) => {
      const hash = options?.hash ?? {};
      return Object.keys(hash).length ? `${key} ${JSON.stringify(hash)}` : key;
    });
    handlebarsReady = true;
  }
  const file = resolve(TEMPLATE_ROOT, path.replace(/^systems\/holocron\//, ""));
  return handlebars.compile(readFileSync(file, "utf8"))(context);
}

export const chatLog: Obj[] = [];

class StandInRoll {
  constructor(
    public formula: string,
    public data: Obj = {},
    public options: Obj = {},
  ) {}
}

export function install(env: StandInEnv): void {
  chatLog.length = 0;
  scriptedD20.length = 0;
  class Combat extends StandInCombatDoc {}
  class Combatant extends StandInCombatantDoc {}
  env.CONFIG.Combat = { documentClass: Combat, initiative: { formula: null, decimals: 2 } };
  env.CONFIG.Combatant = { documentClass: Combatant };
  env.CONFIG.time = { roundTime: 0 };
  Object.assign(env.foundry.documents, { Combat, Combatant });
  env.foundry.dice.Roll ??= StandInRoll;
  env.foundry.applications.handlebars.renderTemplate ??= renderTemplate;
  const ChatMessage = {
    implementation: {
      create: async (data: Obj | Obj[]) => {
        chatLog.push(...(Array.isArray(data) ? data : [data]));
        return data;
      },
      getSpeaker: ({ actor }: { actor?: { name: string } } = {}) => ({ alias: actor?.name }),
    },
  };
  env.extra.ChatMessage ??= ChatMessage;
  Object.assign(env.extra, { Combat, Combatant });
}

/** Runs after the other parts, so it only fills in what they do not provide. */
export const order = 10;
