import type { StandInEnv } from "../index.js";
import { actAs, type StandInUser, type StandInUsers } from "./users.js";

/**
 * game.time: the world clock.
 * - `worldTime` is the world's time in seconds (GameTime#worldTime,
 *   https://foundryvtt.com/api/v13/classes/foundry.helpers.GameTime.html#worldtime).
 * - `advance(delta, options)` moves it and resolves the new time (GameTime#advance: "Advance or rewind
 *   the world time … options: Additional options passed to game.settings.set", same page). It writes
 *   the world setting `core.time`, so a user who may not modify world settings (a player, by default)
 *   is refused, as the settings stand-in refuses them; a delta that is not a finite number is refused
 *   too (stricter than Foundry, which would store it).
 * - Every connected client then gets the hook `updateWorldTime(worldTime, dt, options, userId)`
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.updateWorldTime.html). One process plays
 *   every client: the hook is called once per active user, as that user, the advancing user's last;
 *   then the current user is the advancing one again.
 */
export class StandInGameTime {
  #worldTime = 0;
  /** Stand-in only: how many times the clock was advanced. */
  advances = 0;

  get worldTime(): number {
    return this.#worldTime;
  }

  async advance(delta: number, options: Record<string, unknown> = {}): Promise<number> {
    const game = Reflect.get(globalThis, "game") as { user: StandInUser; users: StandInUsers };
    const user = game.user;
    if (!user.isGM) throw new Error("User lacks permission to modify the setting core.time");
    if (typeof delta !== "number" || !Number.isFinite(delta)) {
      throw new Error(`The world time cannot advance by ${String(delta)}`);
    }
    this.#worldTime += delta;
    this.advances += 1;
    const worldTime = this.#worldTime;
    const clients = game.users.contents.filter((u) => u.active && u !== user);
    for (const client of [...clients, user]) {
      actAs(client.id);
      Hooks.callAll("updateWorldTime", worldTime, delta, options, user.id);
    }
    actAs(user.id);
    return worldTime;
  }
}

export function install(env: StandInEnv): void {
  env.game.time = new StandInGameTime();
}

/** Runs after the users (the hook is called once per connected user). */
export const order = 1;
