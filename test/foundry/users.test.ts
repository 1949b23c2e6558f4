// The stand-in's clients (test/foundry/parts/users.ts): work started for the active GM's client sees
// the GM as game.user across its awaits, as on the GM's own client; the test's user is unchanged.
import { describe, expect, it } from "vitest";
import { installFoundry } from "./index.js";
import { actAs, asClientOf } from "./parts/users.js";

describe("asClientOf", () => {
  it("keeps the client's user for what it awaits, and the current user outside", async () => {
    installFoundry();
    const player = actAs("player1000000000");
    const gm = game.users.get("gm00000000000000");
    const seen: string[] = [];
    const work = asClientOf(gm, async () => {
      seen.push(game.user.id ?? "");
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(game.user.id ?? "");
    });
    expect(game.user).toBe(player);
    await work;
    expect(seen).toEqual(["gm00000000000000", "gm00000000000000"]);
    expect(game.user).toBe(player);
  });
});
