import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { StandInEnv } from "../index.js";
import { chatLog } from "./combat.js";
import { assertCanWrite, type PermissionUser } from "./permission.js";
import { mergeObject, randomID } from "./utils.js";
import { deprecated, generation } from "./release.js";
import { batchable, operationOptions } from "./batch.js";
import { SYSTEM_PRELOADS } from "../../templates/preloads.js";
import { checkPlaceholders, hasKey } from "./ui.js";
import { countHelper, wordHelper } from "../../../src/applications/format.js";

/**
 * Chat for the card glue: ChatMessage.create/getSpeaker/applyRollMode, messages with
 * flags, getFlag, update and author ownership; renderTemplate over templates/ with real Handlebars
 * (localize echoes known keys and throws on a missing one, `eq`, only the partials loadTemplates preloaded); the user's targets and the
 * canvas's controlled tokens. DialogV2 is in parts/dialogs.ts.
 */
type Obj = Record<string, unknown>;

const ROOT = process.cwd();
const SYSTEM_PREFIX = /^systems\/holocron\//;

function file(path: string): string {
  return readFileSync(resolve(ROOT, path.replace(SYSTEM_PREFIX, "")), "utf8");
}

/**
 * One Handlebars environment per installed world, with the helpers the templates use and only the
 * partials `loadTemplates` preloaded (below).
 */
function createHandlebars(): typeof Handlebars {
  const hb = Handlebars.create();
  // The template helper is game.i18n's (parts/ui.ts): a key lang/en.json lacks throws.
  hb.registerHelper("localize", (key: string, options: { hash?: Obj }) => {
    if (!hasKey(key)) throw new Error(`{{localize}}: lang/en.json has no key "${key}"`);
    const hash = options?.hash ?? {};
    const present = Object.fromEntries(Object.entries(hash).filter(([, v]) => v !== undefined));
    // Core's helper formats with the hash; each placeholder must be given (else "{name}" shows).
    checkPlaceholders(key, present);
    return Object.keys(present).length ? `${key} ${JSON.stringify(present)}` : key;
  });
  // Holocron's own count helper, as `init` registers it (src/hooks/i18n.ts), echoing like `localize`.
  hb.registerHelper(
    "holocronCount",
    countHelper({
      // As strict as `localize` above: the plural key chosen must exist and get every placeholder.
      format: (key, data) => {
        if (!hasKey(key)) throw new Error(`{{holocronCount}}: lang/en.json has no key "${key}"`);
        checkPlaceholders(key, data);
        return `${key} ${JSON.stringify(data)}`;
      },
      has: hasKey,
    }),
  );
  // Holocron's word helper, as `init` registers it (src/hooks/i18n.ts), echoing like `localize`.
  hb.registerHelper(
    "holocronWord",
    wordHelper((key) => {
      if (!hasKey(key)) throw new Error(`{{holocronWord}}: lang/en.json has no key "${key}"`);
      return key;
    }),
  );
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  // Core's `disabled` helper: "disabled" when the value is truthy, else nothing
  // (https://foundryvtt.com/api/functions/foundry.applications.handlebars.disabled.html).
  hb.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  return hb;
}
let hb = createHandlebars();

/** Paths `loadTemplates` was given since the world was installed, in order (stand-in only). */
export const loadedTemplates: string[] = [];

/**
 * Core's loadTemplates: each path (or each `{ id: path }`) is compiled and registered as a partial
 * under its path (or id); a template is usable as `{{> path}}` only once preloaded so
 * (https://foundryvtt.com/api/functions/foundry.applications.handlebars.loadTemplates.html).
 */
export async function loadTemplates(paths: string[] | Record<string, string>): Promise<unknown[]> {
  const entries = Array.isArray(paths) ? paths.map((p) => [p, p] as const) : Object.entries(paths);
  for (const [id, path] of entries) {
    loadedTemplates.push(path);
    hb.registerPartial(id, file(path));
  }
  return entries.map(([id]) => hb.partials[id]);
}

/**
 * Preloads what the system's own loadTemplates calls preload at `init` and `ready`, for a test that
 * starts in a loaded world rather than running those hooks.
 */
export const preloadSystemTemplates = () => loadTemplates([...SYSTEM_PRELOADS]);

/**
 * Renders a template from the repo. A `{{> path}}` that no loadTemplates call preloaded throws
 * Handlebars' "The partial … could not be found", as in Foundry.
 */
export async function renderTemplate(path: string, context: Obj): Promise<string> {
  return hb.compile(file(path))(context);
}

/** Every message created, newest last (stand-in only). */
export const messages: StandInMessage[] = [];

export class StandInMessage {
  id = randomID();
  /** ChatMessage#timestamp: when it was created, ms since the epoch. */
  timestamp = Date.now();
  content: string;
  /** The line above the content (ChatMessage#flavor). */
  flavor: string;
  rolls: unknown[];
  flags: Obj;
  speaker: Obj;
  whisper: string[];
  blind: boolean;
  /**
   * The author is a User document, not an id (ChatMessage#author, a foreign-document field:
   * https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#author); it is
   * `data.author` (an id) when the creating client gives one, else the current user.
   */
  author: { id: string; isGM: boolean };
  updates: Obj[] = [];
  constructor(data: Obj) {
    this.content = String(data.content ?? "");
    this.flavor = String(data.flavor ?? "");
    this.rolls = (data.rolls as unknown[]) ?? [];
    this.flags = structuredClone((data.flags as Obj) ?? {});
    this.speaker = (data.speaker as Obj) ?? {};
    this.whisper = (data.whisper as string[]) ?? [];
    this.blind = data.blind === true;
    this.author = userById(data.author) ?? currentUser();
  }
  get isOwner(): boolean {
    return this.testUserPermission(currentUser(), "OWNER");
  }
  testUserPermission(user: PermissionUser | null, _permission: "OWNER"): boolean {
    return !!user && (user.isGM || user.id === this.author.id);
  }
  getFlag(scope: string, key: string): unknown {
    return (this.flags[scope] as Obj | undefined)?.[key];
  }
  async update(changes: Obj): Promise<this> {
    assertCanWrite(this.isOwner, `ChatMessage ${this.id}`);
    const { flags, ...rest } = changes;
    if (flags) this.flags = mergeObject(this.flags, flags as Obj);
    Object.assign(this, rest);
    this.updates.push(changes);
    return this;
  }
  /**
   * ChatMessage#renderHTML: the message's element as the chat log shows it, its content inside, after
   * the `renderChatMessageHTML` hook (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#renderhtml).
   * Needs a DOM (a happy-dom test).
   */
  async renderHTML(): Promise<HTMLElement> {
    const li = document.createElement("li");
    li.className = "chat-message message";
    li.dataset.messageId = this.id;
    const content = li.appendChild(document.createElement("div"));
    content.className = "message-content";
    content.innerHTML = this.content;
    const hooks = Reflect.get(globalThis, "Hooks") as { callAll(h: string, ...a: unknown[]): void };
    hooks.callAll("renderChatMessageHTML", this, li, {});
    return li;
  }
  /** Core's delete: the message leaves the log (its author or a GM may). */
  async delete(): Promise<this> {
    assertCanWrite(this.isOwner, `ChatMessage ${this.id}`);
    const at = messages.indexOf(this);
    if (at >= 0) messages.splice(at, 1);
    return this;
  }
}

/**
 * `createChatMessage` runs on every connected client (Foundry's document hooks). The stand-in is one
 * client at a time: the creator's listeners run, then, when the active GM is someone else, the
 * listeners of the GM's client (game.user switched to the GM for their synchronous part).
 */
function announceCreate(message: StandInMessage, userId: string): void {
  const game = Reflect.get(globalThis, "game") as {
    user: { id: string };
    users: { activeGM?: { id: string } | null };
  };
  const hooks = Reflect.get(globalThis, "Hooks") as { callAll(h: string, ...a: unknown[]): void };
  if (!hooks) return;
  hooks.callAll("createChatMessage", message, {}, userId);
  const gm = game.users.activeGM;
  if (!gm || gm.id === game.user.id) return;
  const me = game.user;
  game.user = gm;
  try {
    hooks.callAll("createChatMessage", message, {}, userId);
  } finally {
    game.user = me;
  }
}

/**
 * A message's creation: the server's author check, the `preCreateChatMessage` hook (false cancels:
 * https://foundryvtt.com/api/v13/functions/hookEvents.preCreateDocument.html), then its write.
 */
function prepareMessage(data: Obj, options: Obj): (() => StandInMessage) | null {
  // Foundry's server: a player creates messages in their own name only (the author field of
  // another user's id is refused; a GM may post as anyone).
  const creator = currentUser();
  if (data.author !== undefined && data.author !== creator.id && !creator.isGM) {
    throw new Error(`User ${creator.id} may not create a ChatMessage as another user`);
  }
  const message = new StandInMessage(data);
  const hooks = Reflect.get(globalThis, "Hooks") as { call(h: string, ...a: unknown[]): boolean };
  if (hooks?.call("preCreateChatMessage", message, data, options, creator.id) === false)
    return null;
  return () => {
    messages.push(message);
    chatLog.push(data);
    announceCreate(message, creator.id);
    return message;
  };
}

function userById(id: unknown): { id: string; isGM: boolean } | undefined {
  const game = Reflect.get(globalThis, "game") as {
    users: { get(id: string): { id: string; isGM: boolean } | undefined };
  };
  return typeof id === "string" ? game.users.get(id) : undefined;
}

function currentUser(): { id: string; isGM: boolean } {
  return (Reflect.get(globalThis, "game") as { user: { id: string; isGM: boolean } }).user;
}

const V13_MODES: Record<string, string> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/**
 * Core's visibility rules (https://foundryvtt.com/article/dice/): private and blind whisper the GMs,
 * blind also hides the result from the roller, self whispers the roller only. Recipients the data
 * already names are kept and the mode's are added
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#applyrollmode).
 */
function applyVisibility(data: Obj, mode: string): Obj {
  const users = (
    Reflect.get(globalThis, "game") as { users: { contents: { id: string; isGM: boolean }[] } }
  ).users.contents;
  const gms = users.filter((u) => u.isGM).map((u) => u.id);
  const add = (ids: string[]) => {
    data.whisper = [...new Set([...((data.whisper as string[] | undefined) ?? []), ...ids])];
  };
  if (mode === "gm" || mode === "blind") add(gms);
  if (mode === "self") add([currentUser().id]);
  if (mode === "blind") data.blind = true;
  return data;
}

type SpeakerToken = { id: string; name: string; actorId: string; parent?: { id: string } | null };
type SpeakerActor = { id: string; name: string; token?: unknown };
type SpeakerScene = { id: string; tokens: { contents: SpeakerToken[] } };

/** The canvas: its viewed scene and the tokens the user controls. */
function canvasNow(): {
  scene: SpeakerScene | null;
  tokens: { controlled: { document: SpeakerToken }[] };
} {
  return Reflect.get(globalThis, "canvas");
}

/**
 * Core's ChatMessage.getSpeaker (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#getspeaker,
 * the fields: https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ChatSpeakerData.html):
 * a token speaks for its scene, itself and its actor; an actor through its token on the viewed scene
 * (a controlled one first), else for the viewed scene with no token; with neither, the first
 * controlled token, else the user by name.
 */
function getSpeaker({
  scene,
  actor,
  token,
  alias,
}: { scene?: SpeakerScene; actor?: SpeakerActor; token?: SpeakerToken; alias?: string } = {}): Obj {
  const canvas = canvasNow();
  const viewed = scene ?? canvas.scene;
  const fromToken = (t: SpeakerToken) => ({
    scene: t.parent?.id ?? null,
    actor: t.actorId ?? null,
    token: t.id,
    alias: alias ?? t.name,
  });
  if (token) return fromToken(token);
  const controlled = canvas.tokens.controlled.map((p) => p.document);
  if (actor) {
    // A synthetic actor's active token is its own token alone (Actor#getActiveTokens:
    // https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#getactivetokens).
    const own = actor.token;
    const mine = (t: SpeakerToken) => (own ? t === own : t.actorId === actor.id);
    const placed = controlled.find(mine) ?? viewed?.tokens.contents.find(mine);
    if (placed) return fromToken(placed);
    return { scene: viewed?.id ?? null, actor: actor.id, token: null, alias: alias ?? actor.name };
  }
  if (controlled[0]) return fromToken(controlled[0]);
  const user = currentUser() as { name?: string };
  return { scene: viewed?.id ?? null, actor: null, token: null, alias: alias ?? user.name };
}

/**
 * Core's ChatMessage.getSpeakerActor (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#getspeakeractor):
 * the actor a speaker names, through its token when it names one (an unlinked token's synthetic
 * actor), else the world actor of its `actor` id; null when neither is found.
 */
function getSpeakerActor(speaker: Obj): unknown {
  const game = Reflect.get(globalThis, "game") as {
    scenes?: { get(id: string): { tokens: { get(id: string): { actor: unknown } | undefined } } };
    actors: { get(id: string): unknown };
  };
  if (typeof speaker.scene === "string" && typeof speaker.token === "string") {
    const actor = game.scenes?.get(speaker.scene)?.tokens.get(speaker.token)?.actor;
    if (actor) return actor;
  }
  return typeof speaker.actor === "string" ? (game.actors.get(speaker.actor) ?? null) : null;
}

// The dialogs moved to parts/dialogs.ts (a real form); tests still import them from here.
export { dialogAnswers, dialogCalls, lastDialog } from "./dialogs.js";

/** A button of a DialogV2.wait call's options, as a test presses it. */
export type DialogButton = {
  action: string;
  default?: boolean;
  callback?: (e: unknown, b: unknown) => Promise<unknown>;
};

/** The button of `action` among a DialogV2.wait call's options. */
export function dialogButton(options: Obj, action: string): DialogButton {
  const button = (options.buttons as DialogButton[]).find((b) => b.action === action);
  if (!button) throw new Error(`the dialog has no ${action} button`);
  return button;
}

export function install(env: StandInEnv): void {
  messages.length = 0;
  const ChatMessage = {
    async create(data: Obj, options: Obj = {}): Promise<StandInMessage | undefined> {
      return prepareMessage(data, options)?.();
    },
    getSpeaker,
    getSpeakerActor,
    /** V13 (deprecated on V14, which maps the old name and delegates to applyMode). */
    applyRollMode(data: Obj, mode: string): Obj {
      deprecated("ChatMessage.applyRollMode");
      return applyVisibility(data, V13_MODES[mode] ?? "public");
    },
    implementation: undefined as unknown,
  };
  ChatMessage.implementation = ChatMessage;
  // In a V14 batch (parts/batch.ts): every message of the operation, or none.
  batchable("create", "ChatMessage", async (op) => {
    const commits = (op.data ?? []).map((data) => prepareMessage(data, operationOptions(op)));
    if (commits.some((c) => !c)) return null;
    return () => commits.map((commit) => commit?.());
  });
  // V14 only: ChatMessage.applyMode(data, mode) over CONFIG.ChatMessage.modes.
  Object.defineProperty(ChatMessage, "applyMode", {
    get: () =>
      generation() >= 14 ? (data: Obj, mode: string) => applyVisibility(data, mode) : undefined,
  });
  env.extra.ChatMessage = ChatMessage;
  const modes = {
    public: { label: "CHAT.MESSAGE_MODES.Public" },
    ic: { label: "CHAT.MESSAGE_MODES.InCharacter" },
    gm: { label: "CHAT.MESSAGE_MODES.Private" },
    blind: { label: "CHAT.MESSAGE_MODES.Blind" },
    self: { label: "CHAT.MESSAGE_MODES.Self" },
  };
  env.CONFIG.ChatMessage = {
    get modes() {
      return generation() >= 14 ? modes : undefined;
    },
  };
  // game.messages: the world's chat log (a Collection: get by id, iterate the messages).
  env.game.messages = {
    get: (id: string) => messages.find((m) => m.id === id),
    [Symbol.iterator]: () => messages.values(),
  };
  env.foundry.applications.handlebars.renderTemplate = renderTemplate;
  hb = createHandlebars();
  // Foundry exposes the Handlebars library as a global, where a system registers its helpers
  // (dnd5e's module/utils.mjs `registerHandlebarsHelpers` calls `Handlebars.registerHelper`); here
  // into this world's environment.
  env.extra.Handlebars = {
    registerHelper: (name: string, fn: Handlebars.HelperDelegate) => hb.registerHelper(name, fn),
  };
  loadedTemplates.length = 0;
  env.foundry.applications.handlebars.loadTemplates = loadTemplates;
  env.foundry.applications.handlebars.loaded = loadedTemplates;
  // The viewed scene is the world's first until Scene#view shows another (parts/scenes.ts).
  let viewed: unknown = null;
  const canvas = {
    tokens: { controlled: [] as unknown[] },
    get scene(): unknown {
      return (
        viewed ?? (env.game.scenes as { contents: unknown[] } | undefined)?.contents[0] ?? null
      );
    },
    set scene(scene: unknown) {
      viewed = scene;
    },
  };
  env.extra.canvas = canvas;
  const settings = env.game.settings as { register(ns: string, key: string, c: Obj): void };
  // V13's chat box choice; V14 renamed it core.messageMode (core.rollMode reads back null there:
  // parts/settings.ts).
  settings.register("core", "rollMode", { default: "publicroll" });
  settings.register("core", "messageMode", { default: "public" });
  const users = (env.game.users as { contents?: Obj[] } | undefined)?.contents ?? [];
  for (const user of users) user.targets ??= new Set();
}

/** After users (0), before combat's fallbacks (10). */
export const order = 5;
