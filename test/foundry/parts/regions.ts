import type { StandInEnv } from "../index.js";
import { TypeDataModel } from "./data-model.js";
import { ArrayField, StringField } from "./fields.js";
import { randomID } from "./utils.js";
import type { StandInUsers } from "./users.js";
import { actAs } from "./users.js";

type Obj = Record<string, unknown>;

/**
 * Regions and their behaviours, as much as a system's behaviour type meets them:
 * - `CONST.REGION_EVENTS` (https://foundryvtt.com/api/variables/CONST.REGION_EVENTS.html): the event
 *   names; only the token events a behaviour here may handle are listed.
 * - `CONFIG.RegionBehavior` `{ dataModels, typeIcons, typeLabels }`
 *   (https://foundryvtt.com/api/v14/variables/CONFIG.RegionBehavior.html).
 * - `foundry.data.regionBehaviors.RegionBehaviorType`: a TypeDataModel whose `events` field (made by
 *   `_createEventsField`) names the events it handles; its `_handleRegionEvent(event)` gets a
 *   RegionEvent `{ name, data, region, user }`
 *   (https://foundryvtt.com/api/interfaces/foundry.documents.types.RegionEvent.html).
 * - `triggerRegionEvent` stands for core dispatching an event: to each behaviour of the region that
 *   is enabled (RegionBehaviorData#disabled) and lists the event, on EVERY connected client in turn
 *   (core's own behaviours compare `event.user` to act once; stricter than one client: a handler
 *   that forgets to pick its client acts once per client here).
 */
export const REGION_EVENTS = {
  TOKEN_ENTER: "tokenEnter",
  TOKEN_EXIT: "tokenExit",
  TOKEN_MOVE_IN: "tokenMoveIn",
  TOKEN_MOVE_OUT: "tokenMoveOut",
  TOKEN_TURN_START: "tokenTurnStart",
  TOKEN_TURN_END: "tokenTurnEnd",
} as const;

const EVENT_NAMES: readonly string[] = Object.values(REGION_EVENTS);

/** The `events` field: a set of event names, each one the behaviour type offers (SetField of choices). */
class EventsField extends ArrayField {
  constructor(events: readonly string[], initial: readonly string[]) {
    super(new StringField({ required: true, blank: false, choices: [...events] }), {
      required: true,
      initial: () => [...initial],
    });
  }
}

export class RegionBehaviorType extends TypeDataModel {
  declare events: Set<string>;
  /** RegionBehaviorType._createEventsField({ events, initial }): only known event names. */
  static _createEventsField({
    events = EVENT_NAMES,
    initial = [],
  }: { events?: readonly string[]; initial?: readonly string[] } = {}): EventsField {
    for (const name of [...events, ...initial]) {
      if (!EVENT_NAMES.includes(name)) throw new Error(`Unknown region event "${name}"`);
    }
    return new EventsField(events, initial);
  }
  /** The stored list becomes a Set, as a SetField's value is. */
  override _initialize(): void {
    super._initialize();
    const events = (this as unknown as Obj).events;
    if (Array.isArray(events)) this.events = new Set(events as string[]);
  }
  /** The base class does nothing with an event; a subtype overrides it. */
  async _handleRegionEvent(_event: RegionEvent): Promise<void> {}
}

export interface RegionEvent {
  name: string;
  data: Obj;
  region: StandInRegion;
  user: unknown;
}

/** A RegionBehavior document: its type's model as `system`, `disabled`, its region as `parent`. */
export class StandInRegionBehavior {
  readonly documentName = "RegionBehavior";
  id = randomID();
  disabled = false;
  system: RegionBehaviorType;
  constructor(
    public parent: StandInRegion,
    public type: string,
    system: Obj = {},
  ) {
    const config = Reflect.get(globalThis, "CONFIG") as {
      RegionBehavior: { dataModels: Record<string, typeof RegionBehaviorType> };
    };
    const Model = config.RegionBehavior.dataModels[type];
    if (!Model) throw new Error(`No data model for RegionBehavior type "${type}"`);
    this.system = new Model(system, { parent: this });
  }
  get uuid(): string {
    return `${this.parent.uuid}.RegionBehavior.${this.id}`;
  }
}

/** A Region of a scene, with its behaviours. */
export class StandInRegion {
  readonly documentName = "Region";
  id = randomID();
  behaviors: StandInRegionBehavior[] = [];
  constructor(public sceneId = "scene00000000000") {}
  get uuid(): string {
    return `Scene.${this.sceneId}.Region.${this.id}`;
  }
  /** Adds a behaviour of `type` with this data (validated by its model, as a create is). */
  addBehavior(type: string, system: Obj = {}): StandInRegionBehavior {
    const behavior = new StandInRegionBehavior(this, type, system);
    this.behaviors.push(behavior);
    return behavior;
  }
}

/**
 * Core fires `name` on the region with `data`, triggered by `userId`: each enabled behaviour that
 * lists the event handles it on every connected client, one client after another. The current
 * user is restored afterwards.
 */
export async function triggerRegionEvent(
  region: StandInRegion,
  name: string,
  data: Obj,
  userId: string,
): Promise<void> {
  const game = Reflect.get(globalThis, "game") as {
    users: StandInUsers;
    user: { id: string };
  };
  const before = game.user.id;
  const user = game.users.get(userId);
  if (!user) throw new Error(`No stand-in user ${userId}`);
  try {
    for (const client of game.users.contents.filter((u) => u.active)) {
      actAs(client.id);
      for (const behavior of region.behaviors) {
        if (behavior.disabled || !behavior.system.events?.has(name)) continue;
        await behavior.system._handleRegionEvent({ name, data, region, user });
      }
    }
  } finally {
    actAs(before);
  }
}

export function install(env: StandInEnv): void {
  Object.assign(env.CONST, { REGION_EVENTS });
  env.CONFIG.RegionBehavior = { dataModels: {}, typeIcons: {}, typeLabels: {} };
  (env.foundry.data as Obj).regionBehaviors = { RegionBehaviorType };
}
