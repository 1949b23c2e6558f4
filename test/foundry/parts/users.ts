import { AsyncLocalStorage } from "node:async_hooks";
import type { StandInEnv } from "../index.js";
import { StandInCollection } from "./documents.js";

/** game.user / game.users with `activeGM`; tests switch the current user with `actAs`. */
export class StandInUser {
  constructor(
    public id: string,
    public name: string,
    public isGM: boolean,
    public active = true,
  ) {}
  /** User#character: the actor assigned to the user (https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#character). */
  character: { id: string } | null = null;
  /** Only the assigned character is modelled; a player may change their own user only. */
  async update(changes: { character?: string | null }): Promise<this> {
    const game = Reflect.get(globalThis, "game") as {
      user: StandInUser;
      actors: { get(id: string): { id: string } | undefined };
    };
    if (!game.user.isGM && game.user !== this)
      throw new Error(`User ${game.user.id} may not update ${this.id}`);
    if ("character" in changes)
      this.character = changes.character ? (game.actors.get(changes.character) ?? null) : null;
    return this;
  }
  get isActiveGM(): boolean {
    const users = Reflect.get(globalThis, "game").users as StandInUsers;
    return users.activeGM === this;
  }
}

export class StandInUsers extends StandInCollection<StandInUser> {
  get activeGM(): StandInUser | null {
    return (
      this.contents.filter((u) => u.isGM && u.active).sort((a, b) => (a.id < b.id ? -1 : 1))[0] ??
      null
    );
  }
}

/** Makes `id` the current user (the one whose client runs the next calls). */
export function actAs(id: string): StandInUser {
  const game = Reflect.get(globalThis, "game") as { users: StandInUsers; user: StandInUser };
  const user = game.users.get(id);
  if (!user) throw new Error(`No stand-in user ${id}`);
  game.user = user;
  return user;
}

/**
 * The user of the client a piece of work belongs to. Foundry runs each client's hook listeners, and
 * everything they go on to await, as that client's `game.user`; the stand-in is one client at a
 * time, so work started for another client (the active GM's listeners of a player's message) runs
 * inside `asClientOf`, and `game.user` reads that client's user there, across its awaits.
 */
const clientUser = new AsyncLocalStorage<unknown>();

/** Runs `run` (and what it awaits later) as the client of `user`. */
export function asClientOf<T>(user: unknown, run: () => T): T {
  return clientUser.run(user, run);
}

export function install(env: StandInEnv): void {
  let current: unknown = null;
  Object.defineProperty(env.game, "user", {
    configurable: true,
    enumerable: true,
    get: () => clientUser.getStore() ?? current,
    set: (user: unknown) => {
      current = user;
    },
  });
  const users = new StandInUsers();
  users.add(new StandInUser("gm00000000000000", "Gamemaster", true));
  users.add(new StandInUser("player1000000000", "Player One", false));
  users.add(new StandInUser("player2000000000", "Player Two", false));
  env.game.users = users;
  env.game.user = users.get("gm00000000000000");
}
