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

export function install(env: StandInEnv): void {
  const users = new StandInUsers();
  users.add(new StandInUser("gm00000000000000", "Gamemaster", true));
  users.add(new StandInUser("player1000000000", "Player One", false));
  users.add(new StandInUser("player2000000000", "Player Two", false));
  env.game.users = users;
  env.game.user = users.get("gm00000000000000");
}
