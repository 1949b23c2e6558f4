// Every name the GM's client puts into HTML is escaped: the flavors of the rolls it posts (Evade,
// +1d6, Deflect, resistances, recoveries) and the refusals it tells, with a name built to run code.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { click, viaGm } from "../applications/chat/click.js";
import { GM, P1, table, type Table } from "./world.js";

const EVIL = "<img src=x onerror=alert(1)>";
let t: Table;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  await t.ace.update({ name: EVIL } as never);
});

/** Everything of the messages after `from` that is HTML: content and flavor. */
const htmlAfter = (from: number) =>
  messages
    .slice(from)
    .map((m) => `${m.content}${(m as { flavor?: string }).flavor ?? ""}`)
    .join("\n");

describe("names in what the GM posts", () => {
  it("Evade's roll flavor and the applied card", async () => {
    const from = messages.length;
    scriptedDice.push(3);
    await viaGm(t.glue.socket, P1, () => click(t.damage, "evadeDamage", {}, "targets"));
    const html = htmlAfter(from);
    expect(messages.length).toBeGreaterThan(from);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("a night's rest rolled by the GM", async () => {
    const from = messages.length;
    const { ask } = await import("../../src/authority/index.js");
    const { actorRecovery } = await import("../../src/documents/actor-requests.js");
    await viaGm(t.glue.socket, P1, () =>
      ask(actorRecovery, { actorUuid: t.ace.uuid, kind: "night" }),
    );
    expect(htmlAfter(from)).not.toContain("<img src=x");
  });

  it("a refusal told to the player names the actor escaped", async () => {
    const warn = vi.fn();
    (Reflect.get(globalThis, "ui") as { notifications: { warn: unknown } }).notifications.warn =
      warn;
    await t.ace.update({ "system.heroPoints.value": 0 } as never);
    actAs(P1);
    const { ask } = await import("../../src/authority/index.js");
    const { heroDie } = await import("../../src/cards/damage/requests.js");
    const { postDamageCard } = await import("../applications/chat/fixtures.js");
    actAs(GM);
    const card = await postDamageCard({
      ruleset: "starWorlds",
      total: 4,
      actor: { uuid: t.ace.uuid, name: EVIL, img: "" },
    });
    await viaGm(t.glue.socket, P1, () => ask(heroDie, { messageId: card.id! }));
    const told = warn.mock.calls.map((c) => String(c[0])).join("\n");
    expect(told).not.toContain("<img src=x");
  });
});
