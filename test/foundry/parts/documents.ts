import type { StandInEnv } from "../index.js";
import type { DataModel } from "./data-model.js";
import { assertCanWrite, ownsByMap, type PermissionUser } from "./permission.js";
import { expandObject, getProperty, mergeObject, randomID, setProperty } from "./utils.js";
import type { StandInActiveEffect } from "./effects.js";
import {
  changesOf,
  sheetOf,
  statusesOf,
  toggleStatusEffect,
  type RecordingSheet,
} from "./effects.js";
import { batchable, operationOptions } from "./batch.js";
import { deltaOf, refreshTokenActors } from "./token-actor.js";

/**
 * A small Actor / Item / Combat: `system` built from CONFIG[doc].dataModels[type]; `update` validates
 * the whole merged source first and keeps nothing on failure (all-or-nothing); `-=key` deletions;
 * embedded items and Active Effects, statuses derived from the effects (effects.ts); ownership; a log
 * of writes for tests.
 */
type Obj = Record<string, unknown>;
type ModelClass = (new (data: Obj, options: { parent: unknown }) => DataModel) & {
  cleanSource(data: Obj, options?: { migrate?: boolean }): Obj;
  migrateData?(source: Obj): Obj;
};

/** Foundry's Collection: keyed by id, iterates its values (not [key, value] pairs as a Map does). */
export class StandInCollection<T extends { id: string }> {
  #map = new Map<string, T>();
  get size(): number {
    return this.#map.size;
  }
  get contents(): T[] {
    return [...this.#map.values()];
  }
  [Symbol.iterator](): Iterator<T> {
    return this.#map.values();
  }
  values(): IterableIterator<T> {
    return this.#map.values();
  }
  get(id: string): T | undefined {
    return this.#map.get(id);
  }
  has(id: string): boolean {
    return this.#map.has(id);
  }
  set(id: string, doc: T): this {
    this.#map.set(id, doc);
    return this;
  }
  delete(id: string): boolean {
    return this.#map.delete(id);
  }
  add(doc: T): void {
    this.#map.set(doc.id, doc);
  }
  map<U>(fn: (doc: T) => U): U[] {
    return this.contents.map(fn);
  }
  filter(fn: (doc: T) => boolean): T[] {
    return this.contents.filter(fn);
  }
  find(fn: (doc: T) => boolean): T | undefined {
    return this.contents.find(fn);
  }
  some(fn: (doc: T) => boolean): boolean {
    return this.contents.some(fn);
  }
  getName(name: string): T | undefined {
    return this.find((d) => (d as unknown as { name: string }).name === name);
  }
}

const config = (name: string): Obj => Reflect.get(globalThis, "CONFIG")[name] as Obj;
const game = (): Obj => Reflect.get(globalThis, "game") as Obj;
const currentUser = (): { id: string; isGM: boolean } | null =>
  (game().user as { id: string; isGM: boolean } | undefined) ?? null;

function stripDeletions(object: Obj): Obj {
  for (const [key, value] of Object.entries(object)) {
    if (key.startsWith("-=")) Reflect.deleteProperty(object, key);
    else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      stripDeletions(value as Obj);
    }
  }
  return object;
}

/**
 * Core's write workflow, on every client after the server confirms a write: the document's own
 * `_onCreate(data, options, userId)` / `_onUpdate(changed, options, userId)` /
 * `_onDelete(options, userId)`, its parent's `_on<Action>DescendantDocuments(parent, collection,
 * documents, data|changes|ids, options, userId)`, then the `create<Name>` / `update<Name>` /
 * `delete<Name>` hooks (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html,
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#_onupdate). The
 * `pre<Action><Name>` hook runs first with `Hooks.call`: a listener returning false cancels
 * (https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html).
 */
function hooks(): {
  call(h: string, ...a: unknown[]): boolean;
  callAll(h: string, ...a: unknown[]): void;
} {
  return Reflect.get(globalThis, "Hooks");
}
function userId(): string {
  return currentUser()?.id ?? "";
}
function callPre(hook: string, ...args: unknown[]): boolean {
  return hooks().call(hook, ...args, userId()) !== false;
}
/** What the write workflow calls on a document (an Actor, Item or ActiveEffect). */
interface Written {
  id: string;
  documentName: string;
  /** The owning actor of an embedded document (an Actor for items and effects here). */
  parent: unknown;
  _onCreate(data: Obj, options: Obj, userId: string): void;
  _onUpdate(changes: Obj, options: Obj, userId: string): void;
  _onDelete(options: Obj, userId: string): void;
}

/** The embedded collection's name in its parent (`items`, `effects`). */
const collectionName = (documentName: string) =>
  documentName === "ActiveEffect" ? "effects" : `${documentName.toLowerCase()}s`;

function afterWrite(
  doc: Written,
  action: "Create" | "Update" | "Delete",
  data: Obj | null,
  options: Obj,
): void {
  const id = userId();
  lifecycle(doc, action, data, options, id);
  echoToActiveGm(() => lifecycle(doc, action, data, structuredClone(options), id));
  const args = action === "Update" ? [doc, data, options, id] : [doc, options, id];
  const delta = (doc.parent as { delta?: unknown } | null)?.delta;
  if (doc.documentName === "Actor" && delta && action === "Update") {
    // The document written is the token's ActorDelta: its own update hook first (token-actor.ts).
    hooks().callAll("updateActorDelta", delta, data, options, id);
  }
  hooks().callAll(`${action.toLowerCase()}${doc.documentName}`, ...args);
}

function lifecycle(
  doc: Written,
  action: "Create" | "Update" | "Delete",
  data: Obj | null,
  options: Obj,
  id: string,
): void {
  if (action === "Create") doc._onCreate(data ?? {}, options, id);
  if (action === "Update") doc._onUpdate(data ?? {}, options, id);
  if (action === "Delete") doc._onDelete(options, id);
  const parent = doc.parent as StandInDocument | null;
  // A synthetic actor's parent is its token: its writes are the token's ActorDelta's (token-actor.ts).
  if (parent && parent.documentName !== "Token") {
    const collection = collectionName(doc.documentName);
    const payload = action === "Delete" ? [doc.id] : [data ?? {}];
    parent[`_on${action}DescendantDocuments`](parent, collection, [doc], payload, options, id);
  }
}

/**
 * One process plays every client. With `echoWrites(true)`, a write by a user who is not the active
 * GM also runs the document's lifecycle on the active GM's client (Foundry runs it on every client,
 * with the author's id and the operation's options, as JSON over the wire: a copy). The GM is the
 * current user only while the lifecycle methods run: what they start later runs as the author,
 * so a test of the GM's follow-ups acts as the GM before awaiting them (stricter, never looser).
 */
let echo = false;
export function echoWrites(on: boolean): void {
  echo = on;
}
function echoToActiveGm(run: () => void): void {
  const g = game() as { user: unknown; users?: { activeGM: unknown } };
  const gm = g.users?.activeGM;
  if (!echo || !gm || g.user === gm) return;
  const author = g.user;
  g.user = gm;
  try {
    run();
  } finally {
    g.user = author;
  }
}

const isObject = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The part of an expanded update that changes the source: each requested key whose stored value
 * (after cleaning) differs from the value before, a `-=key` deletion only of a key that exists.
 */
export function differential(requested: Obj, before: Obj, after: Obj): Obj {
  const diff: Obj = {};
  for (const [key, value] of Object.entries(requested)) {
    if (key.startsWith("-=")) {
      if (key.slice(2) in before) diff[key] = value;
      continue;
    }
    const [was, now] = [before[key], after[key]];
    if (isObject(value) && isObject(was) && isObject(now)) {
      const inner = differential(value, was, now);
      if (Object.keys(inner).length) diff[key] = inner;
    } else if (JSON.stringify(was) !== JSON.stringify(now)) diff[key] = now ?? value;
  }
  return diff;
}

export class StandInDocument {
  static documentName = "Document";
  declare _source: Obj;
  declare system: DataModel & Obj;
  declare parent: StandInDocument | null;
  /** Every successful update's change object, in order (stand-in only). */
  declare updates: Obj[];

  constructor(data: Obj = {}, options: { parent?: StandInDocument | null } = {}) {
    Object.defineProperty(this, "parent", { value: options.parent ?? null, writable: true });
    Object.defineProperty(this, "updates", { value: [], writable: true });
    this._source = {
      _id: randomID(),
      name: "",
      img: null,
      flags: {},
      ownership: { default: 0 },
      ...structuredClone(data),
    };
    this._source.system = this.modelClass().cleanSource((data.system as Obj) ?? {});
    this._initialize();
  }

  modelClass(): ModelClass {
    const ctor = this.constructor as typeof StandInDocument;
    const models = config(ctor.documentName).dataModels as Record<string, ModelClass>;
    const model = models[this._source.type as string];
    if (!model)
      throw new Error(`No data model for ${ctor.documentName} type "${this._source.type}"`);
    return model;
  }

  _initialize(): void {
    this.system = new (this.modelClass())(this._source.system as Obj, { parent: this }) as never;
    this.prepareData();
  }

  get id(): string {
    return this._source._id as string;
  }
  get _id(): string {
    return this.id;
  }
  get name(): string {
    return this._source.name as string;
  }
  get type(): string {
    return this._source.type as string;
  }
  get img(): string | null {
    return this._source.img as string | null;
  }
  get flags(): Obj {
    return this._source.flags as Obj;
  }
  get documentName(): string {
    return (this.constructor as typeof StandInDocument).documentName;
  }
  /** ClientDocument#getFlag / #setFlag (API docs: a flag is `flags.<scope>.<key>`, set by an update). */
  getFlag(scope: string, key: string): unknown {
    return ((this.flags[scope] as Obj | undefined) ?? {})[key];
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ flags: { [scope]: { [key]: value } } });
  }
  get uuid(): string {
    const own = `${this.documentName}.${this.id}`;
    return this.parent ? `${this.parent.uuid}.${own}` : own;
  }
  /**
   * Document#_stats (DocumentStats): `compendiumSource` is the uuid a copy was made from, null
   * for a document made in the world (https://foundryvtt.com/api/interfaces/foundry.data.types.DocumentStats.html).
   */
  get _stats(): { compendiumSource: string | null } {
    const stats = (this._source._stats ?? {}) as { compendiumSource?: string | null };
    return { compendiumSource: stats.compendiumSource ?? null };
  }
  get isOwner(): boolean {
    return this.testUserPermission(currentUser(), "OWNER");
  }
  /** Document#ownership: the stored map of user id (and `default`) to level. */
  get ownership(): Record<string, number> {
    return (this._source.ownership as Record<string, number> | undefined) ?? { default: 0 };
  }
  /** Only OWNER is asked for by the system; embedded documents take their parent's ownership. */
  testUserPermission(user: PermissionUser | null, _permission: "OWNER"): boolean {
    return ownsByMap(this.ownershipSource(), user);
  }

  /** The ownership map that decides: an embedded document's parent's, else its own. */
  ownershipSource(): Record<string, number> {
    return (this.parent ?? this)._source.ownership as Record<string, number>;
  }

  /** Some player (a user who is not a GM) owns it. */
  get hasPlayerOwner(): boolean {
    const ownership = this.ownershipSource();
    const users = game().users as { get(id: string): { isGM: boolean } | undefined };
    return Object.entries(ownership).some(
      ([id, level]) => level >= 3 && users.get(id)?.isGM === false,
    );
  }

  /** DataModel#reset: rebuilds the data from the source and prepares it again. */
  reset(): void {
    this._initialize();
  }
  prepareData(): void {
    this.prepareBaseData();
    this.prepareEmbeddedDocuments();
    this.prepareDerivedData();
  }
  prepareBaseData(): void {
    (this.system as unknown as { prepareBaseData(): void }).prepareBaseData();
  }
  prepareEmbeddedDocuments(): void {}
  prepareDerivedData(): void {
    (this.system as unknown as { prepareDerivedData(): void }).prepareDerivedData();
  }
  getRollData(): Obj {
    return this.system as Obj;
  }
  toObject(): Obj {
    return structuredClone(this._source);
  }
  /** The source a clone starts from (an actor adds its embedded documents). */
  cloneSource(): Obj {
    return this.toObject();
  }

  /**
   * Core's update: the request expanded, its `system` part passed through the model's `migrateData`
   * as the partial data it is (https://github.com/foundryvtt/foundryvtt/issues/14482), validated with
   * the whole document (throws, nothing kept) and reduced to the differential: what really changes.
   * A no-op writes nothing and fires nothing. Otherwise `_preUpdate(changes, options, user)`
   * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#_preupdate) then the
   * `preUpdate<Name>` hook (https://foundryvtt.com/api/v13/functions/hookEvents.preUpdateDocument.html)
   * may cancel by returning false; `_onUpdate` and `update<Name>` get the differential
   * (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html).
   */
  async update(changes: Obj, options: Obj = {}): Promise<this> {
    (await this.prepareUpdate(changes, options))?.();
    return this;
  }

  /**
   * Everything of an update before its write (the checks, the differential, `_preUpdate` and the
   * pre-hook), then the write: null when cancelled; a no-op's write writes nothing (a V14 batch,
   * parts/batch.ts, prepares every operation before it writes any).
   */
  async prepareUpdate(changes: Obj, options: Obj): Promise<(() => this | null) | null> {
    assertCanWrite(this.isOwner, this.uuid);
    const expanded = expandObject(changes);
    if (isObject(expanded.system)) this.modelClass().migrateData?.(expanded.system);
    let merged = this.candidate(expanded);
    const diff = differential(expanded, this._source, merged);
    if (!Object.keys(diff).length) return () => null;
    // _preUpdate gets the differential and may add to it: what it adds is written in the same update.
    const asked = JSON.stringify(diff);
    if ((await this._preUpdate(diff, options, currentUser())) === false) return null;
    if (!callPre(`preUpdate${this.documentName}`, this, diff, options)) return null;
    if (JSON.stringify(diff) !== asked) merged = this.candidate(diff);
    const written = differential(diff, this._source, merged);
    return () => {
      this._source = merged;
      this._initialize();
      this.afterSourceWrite(written);
      this.updates.push(changes);
      afterWrite(this, "Update", written, options);
      return this;
    };
  }

  /** What a written update changes beyond the document: its parent prepares again. */
  afterSourceWrite(_written: Obj): void {
    this.parent?._initialize();
  }

  /** The source after `changes` (expanded), cleaned by the model as core's dry run does. */
  private candidate(changes: Obj): Obj {
    const merged = stripDeletions(
      mergeObject(structuredClone(this._source), changes, { performDeletions: true }),
    );
    merged.system = this.modelClass().cleanSource((merged.system as Obj) ?? {}, { migrate: false });
    return merged;
  }

  async _preUpdate(_changes: Obj, _options: Obj, _user: unknown): Promise<boolean | void> {}
  _onCreate(_data: Obj, _options: Obj, _userId: string): void {}
  _onUpdate(_changes: Obj, _options: Obj, _userId: string): void {}
  _onDelete(_options: Obj, _userId: string): void {}
  _onCreateDescendantDocuments(..._args: unknown[]): void {}
  _onUpdateDescendantDocuments(..._args: unknown[]): void {}
  _onDeleteDescendantDocuments(..._args: unknown[]): void {}

  async _preCreate(_data: Obj, _options: Obj, _user: unknown): Promise<boolean | void> {}

  /**
   * Document#clone: a new, unsaved document of this one's source with `data` merged over it
   * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#clone).
   */
  clone(data: Obj = {}): this {
    const source = stripDeletions(
      mergeObject(this.cloneSource(), expandObject(data), { performDeletions: true }),
    );
    const ctor = this.constructor as new (d: Obj, o: { parent: StandInDocument | null }) => this;
    return new ctor(source, { parent: this.parent });
  }

  /** Document#updateSource: as `update` migrates and validates, without a write or hooks. */
  updateSource(changes: Obj): Obj {
    const expanded = expandObject(changes);
    if (isObject(expanded.system)) this.modelClass().migrateData?.(expanded.system);
    const merged = stripDeletions(
      mergeObject(structuredClone(this._source), expanded, { performDeletions: true }),
    );
    merged.system = this.modelClass().cleanSource((merged.system as Obj) ?? {}, { migrate: false });
    this._source = merged;
    this._initialize();
    return changes;
  }

  static collection(): StandInCollection<StandInDocument> {
    const key = this.documentName === "Actor" ? "actors" : "items";
    return game()[key] as StandInCollection<StandInDocument>;
  }

  /** Core's `Actor.implementation` / `Item.implementation`: the configured document class. */
  static get implementation(): typeof StandInDocument {
    return config(this.documentName).documentClass as typeof StandInDocument;
  }

  static async create(data: Obj, options: { parent?: StandInDocument } = {}) {
    const ctor = config(this.documentName).documentClass as typeof StandInDocument;
    const doc = new ctor(data, { parent: options.parent ?? null });
    if (!callPre(`preCreate${doc.documentName}`, doc, data, {})) return undefined;
    if ((await doc._preCreate(data, {}, currentUser())) === false) return undefined;
    if (options.parent) (options.parent as StandInActor).addItem(doc);
    else this.collection().add(doc);
    afterWrite(doc, "Create", data, {});
    return doc;
  }

  static lastCreateDialog: unknown[] | null = null;
  static async createDialog(...args: unknown[]): Promise<null> {
    this.lastCreateDialog = args;
    return null;
  }

  async delete(options: Obj = {}): Promise<this> {
    if (!callPre(`preDelete${this.documentName}`, this, options)) return this;
    if (this.parent) {
      (this.parent as StandInActor).items.delete(this.id);
      this.parent.prepareData();
    } else (this.constructor as typeof StandInDocument).collection().delete(this.id);
    afterWrite(this, "Delete", null, options);
    return this;
  }
}

/** A document that holds Active Effects: an actor, or an item (whose effects apply to its owner). */
interface EffectHost {
  documentName: string;
  uuid: string;
  isOwner: boolean;
  parent: StandInDocument | null;
  effects: StandInCollection<StandInActiveEffect>;
  makeEffect(data: Obj): StandInActiveEffect;
  prepareData(): void;
}

/** The document whose data an effect change prepares again: the actor, or the item's owner. */
function prepareAfterEffects(host: EffectHost): void {
  host.prepareData();
  // An item's owner; never a synthetic actor's parent, which is its token (token-actor.ts).
  if (host.documentName === "Item") host.parent?.prepareData();
}

/** createEmbeddedDocuments("ActiveEffect"), after the server round trip, with its hooks. */
async function createEffects(
  host: EffectHost,
  list: Obj[],
  options: Obj,
): Promise<StandInActiveEffect[]> {
  assertCanWrite(host.isOwner, host.uuid);
  // The server round trip: concurrent writers each checked before either was confirmed.
  await Promise.resolve();
  const made = list.map((d) => host.makeEffect(d));
  const created = made.filter((e, i) => callPre("preCreateActiveEffect", e, list[i], options));
  for (const effect of created) host.effects.add(effect);
  prepareAfterEffects(host);
  created.forEach((effect, i) => afterWrite(effect, "Create", list[i] ?? {}, options));
  return created;
}

/** updateEmbeddedDocuments("ActiveEffect"): each `{_id, ...changes}` merged into its effect's source. */
async function updateEffects(
  host: EffectHost,
  updates: Obj[],
  options: Obj,
): Promise<StandInActiveEffect[]> {
  assertCanWrite(host.isOwner, host.uuid);
  await Promise.resolve();
  const changed: [StandInActiveEffect, Obj][] = [];
  for (const { _id, ...changes } of updates) {
    const effect = host.effects.get(String(_id));
    if (!effect || !callPre("preUpdateActiveEffect", effect, changes, options)) continue;
    effect._source = mergeObject(structuredClone(effect._source), expandObject(changes));
    changed.push([effect, expandObject(changes)]);
  }
  prepareAfterEffects(host);
  for (const [effect, changes] of changed) afterWrite(effect, "Update", changes, options);
  return changed.map(([effect]) => effect);
}

/** deleteEmbeddedDocuments("ActiveEffect"): ids not found are skipped. */
async function deleteEffects(
  host: EffectHost,
  ids: string[],
  options: Obj,
): Promise<StandInActiveEffect[]> {
  assertCanWrite(host.isOwner, host.uuid);
  const deleted = ids
    .map((id) => host.effects.get(id))
    .filter((e): e is StandInActiveEffect => !!e)
    .filter((e) => callPre("preDeleteActiveEffect", e, options));
  for (const effect of deleted) host.effects.delete(effect.id);
  prepareAfterEffects(host);
  for (const effect of deleted) afterWrite(effect, "Delete", null, options);
  return deleted;
}

function makeEffectOf(host: unknown, data: Obj): StandInActiveEffect {
  const ctor = config("ActiveEffect").documentClass as typeof StandInActiveEffect;
  return new ctor(data, { parent: host as never });
}

export class StandInItem extends StandInDocument {
  static override documentName = "Item";
  /** The item's own effects; those with `transfer` apply to its owner (Actor#allApplicableEffects). */
  declare effects: StandInCollection<StandInActiveEffect>;

  constructor(data: Obj = {}, options: { parent?: StandInDocument | null } = {}) {
    const { effects = [], ...rest } = data as { effects?: Obj[] } & Obj;
    super({ ...rest, effects: [] }, options);
    for (const effect of effects) this.effects.add(this.makeEffect(effect));
  }

  override _initialize(): void {
    if (!this.effects) Object.defineProperty(this, "effects", { value: new StandInCollection() });
    super._initialize();
  }

  get actor(): StandInActor | null {
    return (this.parent as StandInActor | null) ?? null;
  }
  /** The item's sheet: the stand-in records each render (`render(true)` opens it). */
  get sheet(): RecordingSheet {
    return sheetOf(this);
  }
  makeEffect(data: Obj): StandInActiveEffect {
    return makeEffectOf(this, data);
  }
  /** An item embeds only Active Effects. */
  async createEmbeddedDocuments(name: "ActiveEffect", list: Obj[], options: Obj = {}) {
    if (name !== "ActiveEffect") throw new Error(`An Item embeds no ${String(name)}`);
    return createEffects(this, list, options);
  }
  async updateEmbeddedDocuments(name: "ActiveEffect", updates: Obj[], options: Obj = {}) {
    if (name !== "ActiveEffect") throw new Error(`An Item embeds no ${String(name)}`);
    return updateEffects(this, updates, options);
  }
  async deleteEmbeddedDocuments(name: "ActiveEffect", ids: string[], options: Obj = {}) {
    if (name !== "ActiveEffect") throw new Error(`An Item embeds no ${String(name)}`);
    return deleteEffects(this, ids, options);
  }
}

export class StandInActor extends StandInDocument {
  static override documentName = "Actor";
  declare items: StandInCollection<StandInItem>;
  declare effects: StandInCollection<StandInActiveEffect>;
  /** Derived from the active effects on each preparation, never stored (effects.ts). */
  declare statuses: Set<string>;

  /**
   * Actor#isToken and Actor#token: a synthetic actor is made with its unlinked token as parent
   * (token-actor.ts; https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#istoken,
   * https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#token); a world actor has
   * no token.
   */
  get isToken(): boolean {
    return this.parent?.documentName === "Token";
  }
  get token(): StandInDocument | null {
    return this.isToken ? this.parent : null;
  }
  /** An actor's own ownership decides, a synthetic one's too (its token is no owner map). */
  override ownershipSource(): Record<string, number> {
    return this._source.ownership as Record<string, number>;
  }
  /**
   * A synthetic actor's written update is its ActorDelta's; a world actor's reaches the synthetic
   * actors of its unlinked tokens, whose data is the world actor's under their deltas (token-actor.ts).
   */
  override afterSourceWrite(written: Obj): void {
    if (this.isToken) deltaOf(this)?.record(written);
    else refreshTokenActors(this);
  }
  /**
   * A synthetic actor is not a world document: deleting it as one would take the world actor out of
   * game.actors. Its token is what a table deletes; the stand-in refuses (stricter).
   */
  override async delete(options: Obj = {}): Promise<this> {
    if (this.isToken) throw new Error("A token's synthetic actor goes with its token");
    return super.delete(options);
  }

  /**
   * Actor#prototypeToken: the stored token data over the schema's defaults, `actorLink` false unless
   * set (https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenData.html).
   */
  get prototypeToken(): { actorLink: boolean } & Obj {
    return { actorLink: false, ...((this._source.prototypeToken as Obj | undefined) ?? {}) };
  }

  /**
   * Actor#getTokenDocument: an unsaved token of this actor from its prototype token, `data` over it
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#gettokendocument).
   */
  async getTokenDocument(data: Obj = {}): Promise<{ toObject(): Obj }> {
    const source = { ...this.prototypeToken, name: this.name, actorId: this.id, ...data };
    return { toObject: () => structuredClone(source) };
  }

  constructor(data: Obj = {}, options: { parent?: StandInDocument | null } = {}) {
    const { items = [], effects = [], ...rest } = data as { items?: Obj[]; effects?: Obj[] } & Obj;
    super({ ...rest, items: [], effects: [] }, options);
    for (const effect of effects) this.effects.add(this.makeEffect(effect));
    if (effects.length) this.prepareData();
    for (const item of items) this.addItem(this.makeItem(item));
  }

  override _initialize(): void {
    if (!this.items) Object.defineProperty(this, "items", { value: new StandInCollection() });
    if (!this.effects) Object.defineProperty(this, "effects", { value: new StandInCollection() });
    super._initialize();
  }

  override cloneSource(): Obj {
    return {
      ...this.toObject(),
      items: this.items.map((item) => item.toObject()),
      effects: this.effects.map((effect) => effect.toObject()),
    };
  }

  makeItem(data: Obj): StandInItem {
    const ctor = config("Item").documentClass as typeof StandInItem;
    return new ctor(data, { parent: this });
  }
  makeEffect(data: Obj): StandInActiveEffect {
    return makeEffectOf(this, data);
  }

  /**
   * Actor#allApplicableEffects: the actor's own effects, then those of its items marked `transfer`
   * (V13 without legacy transferral: item effects apply from the item;
   * https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#allapplicableeffects).
   */
  *allApplicableEffects(): Generator<StandInActiveEffect> {
    yield* this.effects?.contents ?? [];
    for (const item of this.items?.values() ?? [])
      for (const effect of item.effects) if (effect.transfer) yield effect;
  }
  addItem(item: StandInDocument): void {
    this.items.add(item as StandInItem);
    this.prepareData();
  }
  override prepareEmbeddedDocuments(): void {
    for (const item of this.items?.values() ?? []) item.prepareData();
    this.applyActiveEffects();
  }

  /**
   * Actor#applyActiveEffects: the statuses of the active effects, and their changes applied between
   * base and derived data (every change the system writes is an ADD, in V13's or V14's shape).
   */
  applyActiveEffects(): void {
    const effects = [...this.allApplicableEffects()];
    this.statuses = statusesOf(effects);
    for (const effect of effects) {
      if (!effect.active) continue;
      for (const change of changesOf(effect)) {
        const path = change.key.replace(/^system\./, "");
        const current = Number(getProperty(this.system, path) ?? 0);
        setProperty(this.system as Obj, path, current + Number(change.value));
      }
    }
  }

  async createEmbeddedDocuments(
    name: "Item" | "ActiveEffect",
    list: Obj[],
    options: Obj = {},
  ): Promise<(StandInItem | StandInActiveEffect)[]> {
    assertCanWrite(this.isOwner, this.uuid);
    if (name === "ActiveEffect") return createEffects(this, list, options);
    const created = list
      .map((d) => this.makeItem(d))
      .filter((item, i) => callPre("preCreateItem", item, list[i], options));
    for (const item of created) this.items.add(item);
    this.prepareData();
    created.forEach((item, i) => afterWrite(item, "Create", list[i] ?? {}, options));
    return created;
  }

  /** Active Effects are the actor's only embedded documents updated through here (effects.ts). */
  async updateEmbeddedDocuments(name: "ActiveEffect", updates: Obj[], options: Obj = {}) {
    if (name !== "ActiveEffect") throw new Error(`The stand-in updates only ActiveEffects here`);
    return updateEffects(this, updates, options);
  }

  /** Deletes embedded documents by id (ids not found are skipped), firing the delete hooks. */
  async deleteEmbeddedDocuments(
    name: "Item" | "ActiveEffect",
    ids: string[],
    options: Obj = {},
  ): Promise<(StandInItem | StandInActiveEffect)[]> {
    assertCanWrite(this.isOwner, this.uuid);
    const collection: StandInCollection<StandInItem | StandInActiveEffect> =
      name === "ActiveEffect" ? this.effects : this.items;
    const deleted = ids
      .map((id) => collection.get(id))
      .filter((doc): doc is StandInItem | StandInActiveEffect => !!doc)
      .filter((doc) => callPre(`preDelete${name}`, doc, options));
    for (const doc of deleted) collection.delete(doc.id);
    this.prepareData();
    for (const doc of deleted) afterWrite(doc, "Delete", null, options);
    return deleted;
  }

  get inCombat(): boolean {
    const combats = game().combats as StandInCombat[];
    return combats.some((c) => c.active && c.combatants.some((cb) => cb.actor === this));
  }

  /** Actor#toggleStatusEffect: creates or deletes an ActiveEffect (effects.ts). */
  async toggleStatusEffect(
    id: string,
    options: { active?: boolean; overlay?: boolean } = {},
  ): Promise<StandInActiveEffect | boolean | undefined> {
    assertCanWrite(this.isOwner, this.uuid);
    return toggleStatusEffect(this as never, id, options);
  }

  /**
   * Actor#modifyTokenAttribute, what the token HUD's bar input calls: a bar's `value` (a delta added
   * to it, kept within 0…max) or a plain value, then the `modifyTokenAttribute` hook with the update
   * (false cancels), then one update
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#modifytokenattribute,
   * https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html).
   */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true) {
    const current = getProperty(this.system as Obj, attribute) as { value?: number; max?: number };
    let updates: Obj;
    if (isBar) {
      const max = Number(current?.max ?? Infinity);
      if (isDelta) value = Math.min(Math.max(Number(current?.value ?? 0) + value, 0), max);
      updates = { [`system.${attribute}.value`]: value };
    } else {
      if (isDelta) value = Number(current ?? 0) + value;
      updates = { [`system.${attribute}`]: value };
    }
    const allowed = hooks().call(
      "modifyTokenAttribute",
      { attribute, value, isDelta, isBar },
      updates,
      this,
    );
    return allowed !== false ? this.update(updates) : this;
  }
}

export class StandInCombatant {
  defeated = false;
  flags: { holocron?: Obj } = {};
  /** The combat it fights in (Combatant#parent), set by the combat that makes it. */
  combat: StandInCombat | null = null;
  constructor(
    public actor: StandInActor,
    public id = randomID(),
  ) {}
  get actorId(): string {
    return this.actor.id;
  }
  get isDefeated(): boolean {
    return this.defeated;
  }
  /**
   * As HolocronCombatant#holocronFlags reads them: its own action marker, and the facts the GM's
   * automation keeps about it in the combat's flags (src/documents/combat-facts.ts).
   */
  get holocronFlags(): Obj {
    const facts = (this.combat?.getFlag("holocron", "facts") ?? {}) as Record<string, Obj>;
    const own = this.flags.holocron?.actionRound;
    return { ...(facts[this.id] ?? {}), ...(own === undefined ? {} : { actionRound: own }) };
  }
  async update(changes: Obj): Promise<this> {
    Object.assign(this, changes);
    return this;
  }
}

export class StandInCombat {
  id = randomID();
  active = true;
  combatants: StandInCombatant[] = [];
  constructor(actors: StandInActor[] = []) {
    this.combatants = actors.map((a) => new StandInCombatant(a));
    for (const c of this.combatants) c.combat = this;
  }
  flags: Obj = {};
  getFlag(scope: string, key: string): unknown {
    return ((this.flags[scope] as Obj | undefined) ?? {})[key];
  }
  /** Only a GM writes a combat (BaseCombat: a player may change the turn, nothing else). */
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    const user = (game().user ?? {}) as { isGM?: boolean };
    if (!user.isGM) throw new Error(`User lacks permission to update Combat ${this.id}`);
    this.flags = {
      ...this.flags,
      [scope]: { ...((this.flags[scope] as Obj) ?? {}), [key]: value },
    };
    return this;
  }
  getCombatantsByActor(actor: StandInActor): StandInCombatant[] {
    return this.combatants.filter((c) => c.actor === actor);
  }
  /** `updateEmbeddedDocuments` batches (stand-in only). */
  batches: Obj[][] = [];
  /** Core's batched write: one server round trip for every combatant listed. */
  async updateEmbeddedDocuments(_name: "Combatant", updates: Obj[]): Promise<StandInCombatant[]> {
    this.batches.push(updates);
    const changed: StandInCombatant[] = [];
    for (const { _id, ...changes } of updates) {
      const combatant = this.combatants.find((c) => c.id === _id);
      if (combatant) changed.push(await combatant.update(changes));
    }
    return changed;
  }
}

async function fromUuid(uuid: string): Promise<unknown> {
  return fromUuidSync(uuid);
}

/**
 * Core's fromUuidSync (https://foundryvtt.com/api/v13/functions/global.fromUuidSync.html): a world
 * document by its uuid, an embedded one through its parents (`Actor.a.Item.i`), a token on a scene
 * (`Scene.s.Token.t`) and a token's synthetic actor (`Scene.s.Token.t.Actor.a`, the token's actor,
 * never the token). A compendium uuid (`Compendium.<package>.<pack>.<Type>.<id>`) gives the pack
 * index's entry when it has one, else null. Anything unknown is null.
 */
function fromUuidSync(uuid: string): unknown {
  const parts = uuid.split(".");
  if (parts[0] === "Compendium") {
    const packs = game().packs as
      { get(id: string): { index: { get(id: string): unknown } } | undefined } | undefined;
    return packs?.get(`${parts[1]}.${parts[2]}`)?.index.get(parts[4] ?? "") ?? null;
  }
  // Foundry's fromUuidSync reaches every world collection's documents and their embedded ones
  // (https://foundryvtt.com/api/v13/functions/global.fromUuidSync.html): journals and their pages,
  // chat messages too.
  const roots: Record<string, unknown> = {
    Actor: game().actors,
    Item: game().items,
    Scene: game().scenes,
    JournalEntry: game().journal,
    ChatMessage: game().messages,
  };
  let doc: unknown = (roots[parts[0] ?? ""] as StandInCollection<never> | undefined)?.get(
    parts[1] ?? "",
  );
  for (let i = 2; doc && i < parts.length; i += 2) {
    const [type, id] = [parts[i], parts[i + 1] ?? ""];
    const parent = doc as {
      items?: StandInCollection<never>;
      effects?: StandInCollection<never>;
      tokens?: StandInCollection<never>;
      pages?: StandInCollection<never>;
      actor?: { id: string } | null;
    };
    if (type === "Actor") doc = parent.actor?.id === id ? parent.actor : null;
    else if (type === "Item") doc = parent.items?.get(id);
    else if (type === "ActiveEffect") doc = parent.effects?.get(id);
    else if (type === "Token") doc = parent.tokens?.get(id);
    // The pages the current user may observe (parts/journal.ts, stricter than Foundry).
    else if (type === "JournalEntryPage") doc = parent.pages?.get(id);
    else doc = null;
  }
  return doc ?? null;
}

export function install(env: StandInEnv): void {
  echo = false;
  // Fresh classes per install so static state (lastCreateDialog) never leaks between tests.
  class Actor extends StandInActor {}
  class Item extends StandInItem {}
  env.CONFIG.Actor = { documentClass: Actor, dataModels: {}, trackableAttributes: {} };
  env.CONFIG.Item = { documentClass: Item, dataModels: {} };
  env.CONFIG.statusEffects = [];
  env.CONFIG.specialStatusEffects = { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind" };
  env.game.actors = new StandInCollection<StandInActor>();
  env.game.items = new StandInCollection<StandInItem>();
  env.game.combats = [] as StandInCombat[];
  Object.defineProperty(env.game, "combat", {
    get: () => (env.game.combats as StandInCombat[]).find((c) => c.active) ?? null,
    configurable: true,
  });
  Object.assign(env.foundry.documents, { Actor, Item });
  // World actors' updates in a V14 batch (parts/batch.ts), each with its usual lifecycle.
  batchable("update", "Actor", async (op) => {
    const commits: (() => StandInActor | null)[] = [];
    for (const { _id, ...changes } of op.updates ?? []) {
      const actor = (env.game.actors as StandInCollection<StandInActor>).get(String(_id));
      if (!actor) throw new Error(`modifyBatch: no Actor ${String(_id)}`);
      const commit = await actor.prepareUpdate(changes, operationOptions(op));
      if (!commit) return null;
      commits.push(commit);
    }
    return () => commits.flatMap((commit) => commit() ?? []);
  });
  Object.assign(env.extra, { Actor, Item, fromUuid, fromUuidSync });
}
