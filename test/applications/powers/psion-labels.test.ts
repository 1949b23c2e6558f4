// Space Opera's power users are psions (rulings: "Psionics replaces the Force"): its refusals say so.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import { powerWorld } from "./world.js";

let glue: Glue;
beforeEach(async () => {
  glue = await powerWorld();
});

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map(
    (n) => n.message.split(" ")[0],
  );

describe("a power used by someone who may not", () => {
  it.each([
    ["operaCharacter", "psionicPower", "HOLOCRON.Power.Notify.notPsion"],
    ["m20Character", "forcePower", "HOLOCRON.Power.Notify.notKnight"],
  ])("a %s who is not a power user is told in its ruleset's words", async (type, itemType, key) => {
    const actor = await glue.createActor({
      name: "Tal",
      type,
      system: { class: { knight: false } },
      items: [{ name: "Surge", type: itemType, system: { power: "surge", stat: "mnd" } }],
    });
    const { usePower } = await import("../../../src/applications/powers/use-power.js");
    await usePower(actor, actor.items.contents[0]?.id ?? "", { fast: true });
    expect(notices().at(-1)).toBe(key);
  });

  it("refusalKey keeps every other reason", async () => {
    const { refusalKey } = await import("../../../src/rulesets/power-kit.js");
    const { powerKit } = await import("../../../src/rulesets/index.js");
    const opera = powerKit("spaceOpera")!;
    expect(refusalKey(opera, "notKnight")).toBe("notPsion");
    expect(refusalKey(opera, "noTarget")).toBe("noTarget");
    expect(refusalKey(powerKit("m20")!, "notKnight")).toBe("notKnight");
  });
});
