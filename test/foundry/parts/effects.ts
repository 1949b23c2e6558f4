import type { StandInEnv } from "../index.js";
import { randomID } from "./utils.js";
import { deprecated, generation } from "./release.js";

/**
 * Active Effects and status effects as Foundry V13/V14 document them:
 * - an ActiveEffect is an embedded document of its actor (`actor.effects`), with `statuses` (a set of
 *   status ids), `changes` (V14: `system.changes`, see changesOf), `disabled` and `flags`
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html);
 * - `ActiveEffect.fromStatusEffect(id)` builds one from the `CONFIG.statusEffects` entry: its `_id`
 *   (kept), name, img, changes and `statuses: [id]`;
 * - `Actor#toggleStatusEffect(id, {active, overlay})` deletes the effects whose only status is `id`
 *   (resolving false) or creates one from the status (resolving to the new ActiveEffect, with
 *   `flags.core.overlay` when asked); an effect already there resolves true; nothing to do, undefined
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect);
 * - `Actor#statuses` is derived, not stored: the statuses of the actor's active effects, gathered
 *   again each time the actor prepares its data (`Actor#applyActiveEffects`).
 * The writes themselves (hooks, permissions) are the actor's embedded-document methods (documents.ts).
 */
type Obj = Record<string, unknown>;

interface EffectParent {
  uuid: string;
  createEmbeddedDocuments(name: "ActiveEffect", data: Obj[], options?: Obj): Promise<unknown[]>;
  updateEmbeddedDocuments(name: "ActiveEffect", data: Obj[], options?: Obj): Promise<unknown[]>;
  deleteEmbeddedDocuments(name: "ActiveEffect", ids: string[], options?: Obj): Promise<unknown[]>;
  effects: Iterable<StandInActiveEffect>;
}

/** A document's sheet as the stand-in keeps it: one per document, recording each render's `force`. */
export interface RecordingSheet {
  renders: unknown[];
  render(force?: boolean): Promise<unknown>;
}
const sheets = new WeakMap<object, RecordingSheet>();

export function sheetOf(doc: object): RecordingSheet {
  const cached = sheets.get(doc);
  if (cached) return cached;
  const made: RecordingSheet = {
    renders: [],
    render(force?: boolean) {
      made.renders.push(force);
      return Promise.resolve(made);
    },
  };
  sheets.set(doc, made);
  return made;
}

export class StandInActiveEffect {
  static documentName = "ActiveEffect";
  declare _source: Obj;
  declare parent: EffectParent | null;

  constructor(data: Obj = {}, options: { parent?: EffectParent | null } = {}) {
    Object.defineProperty(this, "parent", { value: options.parent ?? null, writable: true });
    this._source = {
      _id: randomID(),
      name: "",
      img: null,
      ...emptyChanges(),
      disabled: false,
      statuses: [],
      // ActiveEffectData: `origin` is the uuid of what applied the effect, null when none.
      origin: null,
      // ActiveEffectData: `transfer` starts true (an item's effect applies to its owner).
      transfer: true,
      flags: {},
      ...structuredClone(data),
    };
    movedChanges(this._source);
  }

  get id(): string {
    return this._source._id as string;
  }
  get _id(): string {
    return this.id;
  }
  get documentName(): string {
    return "ActiveEffect";
  }
  get name(): string {
    return this._source.name as string;
  }
  get img(): string | null {
    return this._source.img as string | null;
  }
  get flags(): Obj {
    return this._source.flags as Obj;
  }
  /**
   * V13's ActiveEffect#changes. V14 keeps them in `system.changes` (see changesOf); the stand-in
   * throws on the V13 name there rather than guess what V14 answers (stricter).
   */
  get changes(): EffectChange[] {
    if (generation() >= 14)
      throw new Error("V14 keeps an Active Effect's changes in system.changes");
    return this._source.changes as EffectChange[];
  }
  /** ActiveEffect#system: V14's `{ changes }` (core issue 13740); V13's base type has none. */
  get system(): Obj {
    return (this._source.system as Obj | undefined) ?? {};
  }
  get disabled(): boolean {
    return this._source.disabled === true;
  }
  get transfer(): boolean {
    return this._source.transfer !== false;
  }
  get origin(): string | null {
    return (this._source.origin as string | null) ?? null;
  }
  /** ActiveEffect#active: applies while not disabled (the stand-in has no suppression). */
  get active(): boolean {
    return !this.disabled;
  }
  /**
   * ActiveEffectData#duration as stored (V13: rounds, turns, seconds…; V14: value, units…). Core's
   * prepared fields (`type`, `remaining`, `label`) are not made up here: a reader of them finds none
   * (stricter: it must cope with an effect whose time left is unknown).
   */
  get duration(): Obj {
    return (this._source.duration as Obj | undefined) ?? {};
  }
  /**
   * ActiveEffect#isTemporary: a duration in seconds, rounds or turns (V14: a value), or a status
   * carried (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html#istemporary).
   */
  get isTemporary(): boolean {
    const d = this.duration;
    const n = (v: unknown) => (typeof v === "number" ? v : 0);
    const length = n(d.seconds) || n(d.rounds) || n(d.turns) || n(d.value);
    return length > 0 || this.statuses.size > 0;
  }
  /** The stored array, as a Set on the document (ActiveEffectData: `statuses: Set<string>`). */
  get statuses(): Set<string> {
    return new Set(this._source.statuses as string[]);
  }
  get uuid(): string {
    return `${this.parent?.uuid ?? ""}.ActiveEffect.${this.id}`;
  }
  getFlag(scope: string, key: string): unknown {
    return ((this.flags[scope] as Obj | undefined) ?? {})[key];
  }
  toObject(): Obj {
    return structuredClone(this._source);
  }
  async delete(options: Obj = {}): Promise<this> {
    await this.parent?.deleteEmbeddedDocuments("ActiveEffect", [this.id], options);
    return this;
  }
  async update(changes: Obj, options: Obj = {}): Promise<this> {
    await this.parent?.updateEmbeddedDocuments(
      "ActiveEffect",
      [{ ...changes, _id: this.id }],
      options,
    );
    return this;
  }
  /**
   * ClientDocument#deleteDialog: a Yes/No confirmation (DialogV2.confirm); Yes deletes, resolving the
   * document; No or closing resolves without deleting.
   */
  async deleteDialog(): Promise<this | false | null> {
    const foundry = Reflect.get(globalThis, "foundry") as {
      applications: { api: { DialogV2: { confirm(o: Obj): Promise<boolean | null> } } };
    };
    const yes = await foundry.applications.api.DialogV2.confirm({
      window: { title: `Delete ${this.name}` },
      content: `<p>Delete ${this.name}?</p>`,
    });
    return yes ? this.delete() : yes;
  }
  /** The effect's config sheet (core's ActiveEffectConfig): the stand-in records each render. */
  get sheet(): RecordingSheet {
    return sheetOf(this);
  }

  _onCreate(_data: Obj, _options: Obj, _userId: string): void {}
  _onUpdate(_changes: Obj, _options: Obj, _userId: string): void {}
  _onDelete(_options: Obj, _userId: string): void {}

  /** ActiveEffect.implementation: the configured class (CONFIG.ActiveEffect.documentClass). */
  static get implementation(): typeof StandInActiveEffect {
    const config = Reflect.get(globalThis, "CONFIG") as {
      ActiveEffect?: { documentClass?: typeof StandInActiveEffect };
    };
    return config.ActiveEffect?.documentClass ?? StandInActiveEffect;
  }

  /**
   * ActiveEffect.fromStatusEffect(statusId): a new effect, not yet created, from the status's
   * CONFIG.statusEffects entry (https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html#fromstatuseffect);
   * an unknown id throws, as core does.
   */
  static async fromStatusEffect(statusId: string): Promise<StandInActiveEffect> {
    return new this(this.statusEffectData(statusId));
  }

  /** The effect data of a configured status (its `_id` is kept on creation). */
  static statusEffectData(statusId: string): Obj {
    const config = Reflect.get(globalThis, "CONFIG") as {
      statusEffects: Obj[] | Record<string, Obj>;
    };
    const status = configuredStatus(config.statusEffects, statusId);
    if (!status) throw new Error(`Invalid status ID "${statusId}" provided to fromStatusEffect`);
    const { id, hud: _hud, order: _order, ...rest } = status;
    return { ...structuredClone(rest), statuses: [id] };
  }
}

type EffectChange = { key: string; value: string };

/**
 * Where an Active Effect keeps its changes: V13 `changes`
 * (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ActiveEffectData.html), V14
 * `system.changes` (core issue 13740, labelled breaking; V14's ActiveEffectData). The stand-in reads
 * them here, where each generation puts them.
 */
export function changesOf(effect: StandInActiveEffect): EffectChange[] {
  if (generation() < 14) return effect.changes;
  return ((effect.system.changes as EffectChange[] | undefined) ?? []).slice();
}

function emptyChanges(): Obj {
  return generation() >= 14 ? { system: { changes: [] } } : { changes: [] };
}

/**
 * V14 data that still names `changes` at the top: moved into `system.changes` with a compatibility
 * warning, as V14 migrates the old shape (stricter: recorded, so a test can require none).
 */
function movedChanges(source: Obj): void {
  if (generation() < 14 || !("changes" in source)) return;
  deprecated("ActiveEffect#changes");
  const system = (source.system as Obj | undefined) ?? {};
  source.system = { ...system, changes: source.changes };
  Reflect.deleteProperty(source, "changes");
}

/**
 * A CONFIG.statusEffects entry by id. V13 lists them in an array
 * (https://foundryvtt.com/api/v13/variables/CONFIG.statusEffects.html); V14 keys them by id
 * (https://foundryvtt.com/api/v14/variables/CONFIG.statusEffects.html) and takes an array only as
 * a deprecated shape, which the stand-in records.
 */
function configuredStatus(statuses: Obj[] | Record<string, Obj>, id: string): Obj | undefined {
  if (Array.isArray(statuses)) {
    deprecated("CONFIG.statusEffects as an array");
    return statuses.find((s) => s.id === id);
  }
  if (generation() < 14) throw new Error("V13's CONFIG.statusEffects is an array");
  return Object.hasOwn(statuses, id) ? statuses[id] : undefined;
}

/** Actor#toggleStatusEffect, with its documented return values. */
export async function toggleStatusEffect(
  actor: EffectParent,
  statusId: string,
  { active, overlay = false }: { active?: boolean; overlay?: boolean } = {},
): Promise<StandInActiveEffect | boolean | undefined> {
  // The status is looked up before anything else, whichever way it is toggled: `statusId` is "A
  // status effect ID defined in CONFIG.statusEffects" (Actor#toggleStatusEffect, V13 API docs), so
  // an unknown id throws even when turning off, where core might find nothing to do.
  const data = StandInActiveEffect.statusEffectData(statusId);
  const existing = [...actor.effects].filter(
    (e) => e.statuses.size === 1 && e.statuses.has(statusId),
  );
  const on = active ?? existing.length === 0;
  if (on && existing.length) return true;
  if (!on && !existing.length) return undefined;
  if (!on) {
    await actor.deleteEmbeddedDocuments(
      "ActiveEffect",
      existing.map((e) => e.id),
    );
    return false;
  }
  if (overlay) data.flags = { ...(data.flags as Obj | undefined), core: { overlay: true } };
  const [created] = await actor.createEmbeddedDocuments("ActiveEffect", [data], { keepId: true });
  return created as StandInActiveEffect;
}

/** Actor#statuses: gathered from the active effects on each preparation. */
export function statusesOf(effects: Iterable<StandInActiveEffect>): Set<string> {
  const statuses = new Set<string>();
  for (const effect of effects) {
    if (!effect.active) continue;
    for (const id of effect.statuses) statuses.add(id);
  }
  return statuses;
}

export function install(env: StandInEnv): void {
  class ActiveEffect extends StandInActiveEffect {}
  env.CONFIG.ActiveEffect = { documentClass: ActiveEffect };
  Object.assign(env.foundry.documents, { ActiveEffect });
  Object.assign(env.extra, { ActiveEffect });
}
