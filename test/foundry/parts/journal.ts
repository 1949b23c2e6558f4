import type { StandInEnv } from "../index.js";
import { StandInCollection, differential } from "./documents.js";
import { currentUser, type PermissionUser } from "./permission.js";
import { expandObject, mergeObject, randomID } from "./utils.js";
import { batchable, operationOptions } from "./batch.js";

/**
 * JournalEntry with embedded JournalEntryPage documents, in `game.journal`.
 * - Ownership (https://foundryvtt.com/api/v13/classes/foundry.documents.JournalEntry.html,
 *   `CONST.DOCUMENT_OWNERSHIP_LEVELS`: NONE 0, LIMITED 1, OBSERVER 2, OWNER 3, INHERIT −1): a page's
 *   level is its own map's, the user's entry before `default`, and INHERIT takes the entry's
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.JournalEntryPage.html, "getUserLevel").
 *   A GM owns everything. Writing an entry or its pages needs OWNER; creating an entry needs a GM
 *   here (a player role has no "create journal entries" permission by default: knowledge base
 *   "Users and Permissions", https://foundryvtt.com/article/users/).
 * - A page the user may not OBSERVE is left out of `pages` (stricter than Foundry, which may send
 *   it: the code may never count on reading one). `sendEveryPage(true)` models a client that was
 *   sent every page, so a test can check that the code filters by permission itself.
 * - `_stats.lastModifiedBy` is the id of the user whose write (creation or update) last changed the
 *   document, set on the server's side whatever the data says
 *   (https://foundryvtt.com/api/interfaces/foundry.data.types.DocumentStats.html).
 * - Updates merge (`flags.holocron.rows.<id>` adds one key, the others stay; `-=key` deletes),
 *   reduced to the differential; a no-op writes nothing and fires no hook; otherwise the
 *   `update<Name>` hook gets the differential (https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html),
 *   as do `create<Name>` / `delete<Name>`.
 */
type Obj = Record<string, unknown>;
export const OWNERSHIP = { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

const hooks = (): {
  call(h: string, ...a: unknown[]): boolean;
  callAll(h: string, ...a: unknown[]): void;
} => Reflect.get(globalThis, "Hooks");
const userId = (): string => currentUser()?.id ?? "";

function levelIn(ownership: Obj, user: PermissionUser): number {
  const own = ownership[user.id];
  return Number(own ?? ownership.default ?? 0);
}

function refuse(what: string): never {
  throw new Error(`User ${userId() || "?"} lacks permission to modify ${what}`);
}

let everyPage = false;
/** Stand-in only: `pages` holds every page, whoever may observe it (reset by install). */
export function sendEveryPage(on: boolean): void {
  everyPage = on;
}

/** Every write of a journal or page, in order (stand-in only: what a spy counts). */
export const journalWrites: { what: string; user: string; count: number }[] = [];

abstract class JournalDoc {
  _source: Obj;
  constructor(data: Obj) {
    this._source = {
      _id: randomID(),
      name: "",
      flags: {},
      ownership: { default: 0 },
      ...structuredClone(data),
      _stats: { lastModifiedBy: userId() || null },
    };
  }
  abstract get documentName(): string;
  get id(): string {
    return this._source._id as string;
  }
  get name(): string {
    return this._source.name as string;
  }
  get flags(): Obj {
    return this._source.flags as Obj;
  }
  get ownership(): Obj {
    return this._source.ownership as Obj;
  }
  get _stats(): Obj {
    return this._source._stats as Obj;
  }
  /** The source after a write of the current user's (its last writer recorded). */
  written(source: Obj): Obj {
    return { ...source, _stats: { ...(source._stats as Obj), lastModifiedBy: userId() || null } };
  }
  getFlag(scope: string, key: string): unknown {
    return ((this.flags[scope] as Obj | undefined) ?? {})[key];
  }
  abstract getUserLevel(user: PermissionUser | null): number;
  testUserPermission(user: PermissionUser | null, level: "OBSERVER" | "OWNER"): boolean {
    return this.getUserLevel(user) >= OWNERSHIP[level];
  }
  get isOwner(): boolean {
    return this.testUserPermission(currentUser(), "OWNER");
  }
  toObject(): Obj {
    return structuredClone(this._source);
  }
  /** The merged source and its differential; null on a no-op. */
  merged(changes: Obj): { source: Obj; diff: Obj } | null {
    const expanded = expandObject(changes);
    const source = mergeObject(structuredClone(this._source), expanded, {
      performDeletions: true,
    });
    const diff = differential(expanded, this._source, source);
    return Object.keys(diff).length ? { source, diff } : null;
  }
}

export class StandInJournalEntryPage extends JournalDoc {
  constructor(
    data: Obj,
    public parent: StandInJournalEntry,
  ) {
    super({ type: "text", text: { content: "" }, ...data });
    this._source.ownership = { default: OWNERSHIP.INHERIT, ...(data.ownership as Obj) };
  }
  get documentName(): string {
    return "JournalEntryPage";
  }
  get uuid(): string {
    return `${this.parent.uuid}.JournalEntryPage.${this.id}`;
  }
  getUserLevel(user: PermissionUser | null): number {
    if (!user) return OWNERSHIP.NONE;
    if (user.isGM) return OWNERSHIP.OWNER;
    const own = levelIn(this.ownership, user);
    return own === OWNERSHIP.INHERIT ? this.parent.getUserLevel(user) : own;
  }
  async update(changes: Obj, options: Obj = {}): Promise<this> {
    await this.parent.updateEmbeddedDocuments(
      "JournalEntryPage",
      [{ ...changes, _id: this.id }],
      options,
    );
    return this;
  }
  async delete(options: Obj = {}): Promise<this> {
    await this.parent.deleteEmbeddedDocuments("JournalEntryPage", [this.id], options);
    return this;
  }
}

export class StandInJournalEntry extends JournalDoc {
  static documentName = "JournalEntry";
  /** Every page, whoever may see it (the stand-in's own store). */
  readonly allPages = new StandInCollection<StandInJournalEntryPage>();

  constructor(data: Obj) {
    const { pages = [], ...rest } = data as { pages?: Obj[] } & Obj;
    super(rest);
    for (const page of pages) this.allPages.add(new StandInJournalEntryPage(page, this));
  }
  get documentName(): string {
    return "JournalEntry";
  }
  get uuid(): string {
    return `JournalEntry.${this.id}`;
  }
  getUserLevel(user: PermissionUser | null): number {
    if (!user) return OWNERSHIP.NONE;
    return user.isGM ? OWNERSHIP.OWNER : levelIn(this.ownership, user);
  }
  /** JournalEntry#visible: the current user may observe it. */
  get visible(): boolean {
    return this.testUserPermission(currentUser(), "OBSERVER");
  }
  /** The pages the current user may observe. */
  get pages(): StandInCollection<StandInJournalEntryPage> {
    const user = currentUser();
    const seen = new StandInCollection<StandInJournalEntryPage>();
    for (const page of this.allPages) {
      if (everyPage || page.testUserPermission(user, "OBSERVER")) seen.add(page);
    }
    return seen;
  }

  /** JournalEntry.implementation: the configured class. */
  static get implementation(): typeof StandInJournalEntry {
    const config = Reflect.get(globalThis, "CONFIG") as { JournalEntry: { documentClass: never } };
    return config.JournalEntry.documentClass;
  }

  static async create(data: Obj, options: Obj = {}): Promise<StandInJournalEntry | undefined> {
    const commit = prepareEntry(data, options);
    if (!commit) return undefined;
    journalWrites.push({ what: "createJournalEntry", user: userId(), count: 1 });
    return commit();
  }

  async update(changes: Obj, options: Obj = {}): Promise<this> {
    if (!this.isOwner) refuse(this.uuid);
    const result = this.merged(changes);
    if (!result) return this;
    this._source = this.written(result.source);
    journalWrites.push({ what: "updateJournalEntry", user: userId(), count: 1 });
    hooks().callAll("updateJournalEntry", this, result.diff, options, userId());
    return this;
  }

  async delete(options: Obj = {}): Promise<this> {
    if (!this.isOwner) refuse(this.uuid);
    journal().delete(this.id);
    journalWrites.push({ what: "deleteJournalEntry", user: userId(), count: 1 });
    hooks().callAll("deleteJournalEntry", this, options, userId());
    return this;
  }

  /** One round trip for every page listed; refused whole when the user does not own the entry. */
  async createEmbeddedDocuments(
    name: "JournalEntryPage",
    list: Obj[],
    options: Obj = {},
  ): Promise<StandInJournalEntryPage[]> {
    if (name !== "JournalEntryPage") throw new Error(`A JournalEntry embeds no ${String(name)}`);
    const commit = this.preparePages(list, options);
    if (!commit) return [];
    journalWrites.push({ what: "createPages", user: userId(), count: list.length });
    return commit();
  }

  /**
   * The checks and `preCreateJournalEntryPage` hooks of a page creation (a listener returning false
   * cancels the whole creation here: stricter than core, which drops only that page), then its write.
   */
  preparePages(list: Obj[], options: Obj): (() => StandInJournalEntryPage[]) | null {
    if (!this.isOwner) refuse(this.uuid);
    const created = list.map((data) => new StandInJournalEntryPage(data, this));
    const pre = created.every((page, i) =>
      hooks().call("preCreateJournalEntryPage", page, list[i], options, userId()),
    );
    if (!pre) return null;
    return () => {
      for (const page of created) this.allPages.add(page);
      for (const page of created)
        hooks().callAll("createJournalEntryPage", page, options, userId());
      return created;
    };
  }

  /** Each `{_id, ...changes}` merged into its page; a page the user does not own refuses the lot. */
  async updateEmbeddedDocuments(
    name: "JournalEntryPage",
    updates: Obj[],
    options: Obj = {},
  ): Promise<StandInJournalEntryPage[]> {
    if (name !== "JournalEntryPage") throw new Error(`A JournalEntry embeds no ${String(name)}`);
    const prepared = this.prepareUpdates(updates, options);
    if (!prepared?.count) return [];
    journalWrites.push({ what: "updatePages", user: userId(), count: prepared.count });
    return prepared.commit();
  }

  /**
   * The checks, differentials and `preUpdateJournalEntryPage` hooks of a page update (false cancels
   * the whole update), then its write; `count` is how many pages really change.
   */
  prepareUpdates(
    updates: Obj[],
    options: Obj,
  ): { count: number; commit: () => StandInJournalEntryPage[] } | null {
    const pages = updates.map(({ _id }) => this.allPages.get(String(_id)));
    for (const page of pages) if (page && !page.isOwner) refuse(page.uuid);
    const changed: [StandInJournalEntryPage, Obj, Obj][] = [];
    updates.forEach(({ _id: _ignored, ...changes }, i) => {
      const page = pages[i];
      const result = page?.merged(changes);
      if (!page || !result) return;
      changed.push([page, result.source, result.diff]);
    });
    const pre = changed.every(([page, , diff]) =>
      hooks().call("preUpdateJournalEntryPage", page, diff, options, userId()),
    );
    if (!pre) return null;
    const commit = () => {
      for (const [page, source] of changed) page._source = page.written(source);
      for (const [page, , diff] of changed) {
        hooks().callAll("updateJournalEntryPage", page, diff, options, userId());
      }
      return changed.map(([page]) => page);
    };
    return { count: changed.length, commit };
  }

  async deleteEmbeddedDocuments(
    name: "JournalEntryPage",
    ids: string[],
    options: Obj = {},
  ): Promise<StandInJournalEntryPage[]> {
    if (name !== "JournalEntryPage") throw new Error(`A JournalEntry embeds no ${String(name)}`);
    const pages = ids.flatMap((id) => this.allPages.get(id) ?? []);
    for (const page of pages) if (!page.isOwner) refuse(page.uuid);
    for (const page of pages) this.allPages.delete(page.id);
    if (pages.length)
      journalWrites.push({ what: "deletePages", user: userId(), count: pages.length });
    for (const page of pages) hooks().callAll("deleteJournalEntryPage", page, options, userId());
    return pages;
  }
}

/**
 * A JournalEntry's creation (GM only here), its pages inside its data, after the
 * `preCreateJournalEntry` hook (false cancels); then its write.
 */
function prepareEntry(data: Obj, options: Obj): (() => StandInJournalEntry) | null {
  if (!currentUser()?.isGM) refuse("a new JournalEntry");
  const entry = new StandInJournalEntry(data);
  if (!hooks().call("preCreateJournalEntry", entry, data, options, userId())) return null;
  return () => {
    journal().add(entry);
    hooks().callAll("createJournalEntry", entry, options, userId());
    return entry;
  };
}

/**
 * The journal's batchable operations (parts/batch.ts): a JournalEntry's creation, its pages'
 * creation and update, each a list in one operation.
 */
function registerBatchable(): void {
  const entryOf = (parent: unknown): StandInJournalEntry => {
    if (!(parent instanceof StandInJournalEntry)) throw new Error("A page's parent is a journal");
    return parent;
  };
  batchable("create", "JournalEntry", async (op) => {
    const commits = (op.data ?? []).map((data) => prepareEntry(data, operationOptions(op)));
    if (commits.some((c) => !c)) return null;
    return () => commits.map((commit) => commit?.());
  });
  batchable("create", "JournalEntryPage", async (op, parent) => {
    const commit = entryOf(parent).preparePages(op.data ?? [], operationOptions(op));
    return commit ?? null;
  });
  batchable("update", "JournalEntryPage", async (op, parent) => {
    const prepared = entryOf(parent).prepareUpdates(op.updates ?? [], operationOptions(op));
    return prepared?.commit ?? null;
  });
}

function journal(): StandInCollection<StandInJournalEntry> {
  return (Reflect.get(globalThis, "game") as { journal: StandInCollection<StandInJournalEntry> })
    .journal;
}

export function install(env: StandInEnv): void {
  journalWrites.length = 0;
  everyPage = false;
  class JournalEntry extends StandInJournalEntry {}
  env.CONFIG.JournalEntry = { documentClass: JournalEntry };
  env.CONST.DOCUMENT_OWNERSHIP_LEVELS = OWNERSHIP;
  env.game.journal = new StandInCollection<StandInJournalEntry>();
  Object.assign(env.foundry.documents, { JournalEntry });
  Object.assign(env.extra, { JournalEntry });
  registerBatchable();
}
