// A Star Worlds Hero Point spent from a card: one point, counted toward levelling; never below 0.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import type { Notice } from "../../foundry/parts/ui.js";
import { heroPointSpend, spendHeroPoint, type HeroActor } from "../../../src/cards/hero-points.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("starWorlds");
});

describe("heroPointSpend", () => {
  it("one point less, one more spent", () => {
    expect(heroPointSpend({ heroPoints: { value: 3, spent: 4 } })).toEqual({ value: 2, spent: 5 });
  });

  it("none to spend, or no Hero Points at all (a d20 actor): null", () => {
    expect(heroPointSpend({ heroPoints: { value: 0, spent: 4 } })).toBeNull();
    expect(heroPointSpend({ health: { value: 10 } })).toBeNull();
    expect(heroPointSpend({ heroPoints: { value: "3", spent: 0 } })).toBeNull();
    expect(heroPointSpend(null)).toBeNull();
  });
});

describe("spendHeroPoint", () => {
  function actor(over: Partial<HeroActor> = {}) {
    const updates: Record<string, number>[] = [];
    const a: HeroActor = {
      isOwner: true,
      name: "Ace",
      system: { heroPoints: { value: 1, spent: 0 } },
      async update(data) {
        updates.push(data);
      },
      ...over,
    };
    return { a, updates };
  }
  const lastNotice = () => (glue.env.ui.notifications as { notices: Notice[] }).notices.at(-1);

  it("writes the spend in one update", async () => {
    const { a, updates } = actor();
    expect(await spendHeroPoint(a)).toBe(true);
    expect(updates).toEqual([{ "system.heroPoints.value": 0, "system.heroPoints.spent": 1 }]);
  });

  it("not the user's character: a warning and nothing written", async () => {
    const { a, updates } = actor({ isOwner: false });
    expect(await spendHeroPoint(a)).toBe(false);
    expect(updates).toEqual([]);
    expect(lastNotice()?.message).toBe("HOLOCRON.Chat.Error.NotOwner");
  });

  it("no point left: a warning naming the character", async () => {
    const { a, updates } = actor({ system: { heroPoints: { value: 0, spent: 5 } } });
    expect(await spendHeroPoint(a)).toBe(false);
    expect(updates).toEqual([]);
    expect(lastNotice()?.message).toContain("HOLOCRON.Chat.Error.NoHeroPoints");
  });
});
