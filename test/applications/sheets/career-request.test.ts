// @vitest-environment happy-dom
// A new career with the GM's approval (seed 002 line 53): a player's level with a new career goes
// to chat as a request; only the GM answers it, the level is recomputed from the character when
// approved, and forged or stale requests change nothing.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { dialogAnswers, messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

const [GM, P1, P2] = ["gm00000000000000", "player1000000000", "player2000000000"] as const;

let glue: Glue;
const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

beforeEach(async () => {
  glue = await setupGlue("starWorlds");
  messages.length = 0;
  const Item = (glue.env.extra as { Item: { create(d: object): Promise<{ id: string }> } }).Item;
  await Item.create({ name: "Smuggler", type: "career" });
  await Item.create({ name: "Pilot", type: "career" });
});

/** Kara, level 2 (or `level`) with the next level earned and rested for, owned by `owner`. */
async function kara(owner: string = P1, level = 2): Promise<HolocronActor> {
  const spent = level * 12;
  const actor = await glue.createActor({
    name: "Kara",
    type: "worldsCharacter",
    system: { level, heroPoints: { value: 0, spent, spentAtRest: spent }, skills: ["Pilot"] },
    ownership: { default: 0, [owner]: 3 },
  });
  await actor.createEmbeddedDocuments("Item", [{ name: "Smuggler", type: "career" }] as never);
  return actor;
}

const flow = () => import("../../../src/applications/sheets/career-request.js");

async function ask(actor: HolocronActor, values: Record<string, string>) {
  const { takeLevelFromSheet } = await import("../../../src/applications/sheets/level-up.js");
  dialogAnswers.push({ button: "take", fill: values });
  return takeLevelFromSheet(actor);
}

const careers = (a: HolocronActor) =>
  [...a.items].filter((i) => i.type === "career").map((i) => i.name);
const requestOf = (m: unknown) =>
  (m as { flags: { holocron?: { careerRequest?: { status: string } } } }).flags.holocron
    ?.careerRequest;

describe("a player's new career waits for the GM", () => {
  it("the level goes to chat as a request; nothing is written yet", async () => {
    const a = await kara();
    actAs(P1);
    expect(await ask(a, { career: "Pilot" })).toBeNull();
    expect(sys(a).level).toBe(2);
    expect(careers(a)).toEqual(["Smuggler"]);
    const card = messages.at(-1)!;
    expect(requestOf(card)).toMatchObject({
      actorUuid: a.uuid,
      level: 3,
      status: "pending",
      choice: { career: "Pilot", skill: null },
    });
    expect(card.content).toContain('data-action="careerApprove"');
    expect(card.content).toContain('data-visibility="gm"');
    expect(notices()).toContain("HOLOCRON.LevelUp.Request.Sent");
  });

  it("a player cannot answer it; the GM approves after the preview and the card closes", async () => {
    const a = await kara();
    actAs(P1);
    await ask(a, { career: "Pilot" });
    const card = messages.at(-1)!;
    const { approveCareer } = await flow();
    expect(await approveCareer({ message: card as never })).toBe(false);
    expect(notices()).toContain("HOLOCRON.LevelUp.Request.GmOnly");
    actAs(GM);
    dialogAnswers.push({ button: "no" });
    expect(await approveCareer({ message: card as never })).toBe(false);
    expect(sys(a).level).toBe(2);
    dialogAnswers.push({ button: "yes" });
    expect(await approveCareer({ message: card as never })).toBe(true);
    expect(sys(a).level).toBe(3);
    expect(careers(a)).toEqual(["Smuggler", "Pilot"]);
    expect(requestOf(card)?.status).toBe("approved");
    expect(card.content).not.toContain("careerApprove");
    // Approved once: a second click changes nothing.
    expect(await approveCareer({ message: card as never })).toBe(false);
    expect(notices()).toContain("HOLOCRON.LevelUp.Request.Closed");
    expect(sys(a).level).toBe(3);
  });

  it("refused: the card says so and the level still waits, to be taken with a skill", async () => {
    const a = await kara();
    actAs(P1);
    await ask(a, { career: "Pilot" });
    const card = messages.at(-1)!;
    const { refuseCareer } = await flow();
    actAs(GM);
    expect(await refuseCareer({ message: card as never })).toBe(true);
    expect(requestOf(card)?.status).toBe("refused");
    expect(card.content).toContain("LevelUp.Request.Status.refused");
    // Its author sets it back to pending: the GM's ledger still has it answered.
    actAs(P1);
    const reopened = { ...requestOf(card)!, status: "pending" };
    await card.update({ flags: { holocron: { careerRequest: reopened } } });
    actAs(GM);
    expect(await refuseCareer({ message: card as never })).toBe(false);
    actAs(P1);
    expect((await ask(a, { skill: "Streetwise" }))?.level).toBe(3);
    expect(sys(a).skills).toEqual(["Pilot", "Streetwise"]);
  });

  it("the GM's own choice of a career needs no request", async () => {
    const a = await kara();
    actAs(GM);
    expect((await ask(a, { career: "Pilot" }))?.level).toBe(3);
    expect(messages.some((m) => requestOf(m))).toBe(false);
  });
});

describe("a request's extra damage die explains itself (level 5 adds one: seed 002's level table)", () => {
  it("+1d6 in all: its breakdown built again on render from the request's level, its id by message", async () => {
    // The card's actions and its render hook, as the system's init registers them (register-sheets.ts,
    // src/hooks/chat.ts).
    (await flow()).registerCareerRequest();
    (await import("../../../src/hooks/chat.js")).registerChatHooks();
    actAs(P1);
    await ask(await kara(P1, 4), { career: "Pilot" });
    const card = messages.at(-1)!;
    expect(card.content).toContain('data-card-breakdown="damage"');
    const html = await card.renderHTML();
    const id = `holocron-bd-${card.id}-damage`;
    await vi.waitFor(() => expect(html.querySelector(`#${id}`)).not.toBeNull());
    const slot = html.querySelector('[data-card-breakdown="damage"]')!;
    expect(slot.querySelector(".holocron-breakdown__value")?.textContent).toBe("1d6");
    const pop = html.querySelector(`#${id}`)!;
    expect(pop.getAttribute("data-dice-faces")).toBe("6");
    expect(
      [...pop.querySelectorAll("[data-term-value]")].map((t) => [
        t.getAttribute("data-term-value"),
        t.getAttribute("data-term-kind"),
      ]),
    ).toEqual([["1", "HOLOCRON.Breakdown.Source.level"]]);
  });
});

describe("a forged or stale request changes nothing", () => {
  it("a request for a character its author does not own is refused", async () => {
    const a = await kara(P2);
    actAs(P1);
    const { ChatMessage } = globalThis as unknown as {
      ChatMessage: { create(d: object): Promise<unknown> };
    };
    const forged = await ChatMessage.create({
      content: "<p>Approve me</p>",
      flags: {
        holocron: {
          careerRequest: {
            actorUuid: a.uuid,
            level: 3,
            status: "pending",
            choice: { career: "Pilot", attribute: null, skill: null, ability: null },
          },
        },
      },
    });
    const { approveCareer } = await flow();
    actAs(GM);
    dialogAnswers.push({ button: "yes" });
    expect(await approveCareer({ message: forged as never })).toBe(false);
    expect(notices()).toContain("HOLOCRON.LevelUp.Request.NotOwner");
    expect(sys(a).level).toBe(2);
  });

  it("a level taken meanwhile makes the request stale", async () => {
    const a = await kara();
    actAs(P1);
    await ask(a, { career: "Pilot" });
    const card = messages.at(-1)!;
    await ask(a, { skill: "Streetwise" });
    expect(sys(a).level).toBe(3);
    const { approveCareer } = await flow();
    actAs(GM);
    dialogAnswers.push({ button: "yes" });
    expect(await approveCareer({ message: card as never })).toBe(false);
    expect(sys(a).level).toBe(3);
    expect(careers(a)).toEqual(["Smuggler"]);
  });
});
