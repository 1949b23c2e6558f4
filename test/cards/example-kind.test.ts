// @vitest-environment happy-dom
// (The comment above gives this file a worker of its own: the example kind and its GM request stay
// registered for this file only, never in another file's table of kinds or of requests.)
//
// The card-kind recipe (CONTRIBUTING, "How to add a card kind") followed by a kind that lives only
// here: a tally card whose one control, +1, asks the GM to count. It is defined outside the
// production table, registered beside it (registerCardKind: its own shape, view and controls),
// posted on the stand-in, rendered by the chat hook, pressed, and its trust rule holds: only a card a
// GM wrote is acted on, so a player's forged tally is refused.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { chatWorld, click, viaGm } from "../applications/chat/click.js";
import type { StandInMessage } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import type { Glue } from "../data/setup.js";
import { GM, P1 } from "../authority/world.js";
import { flush } from "../combat/world.js";
import * as is from "../../src/rules/validate.js";
import type { RegisteredActionContext, RegisteredKind } from "../../src/cards/extra.js";
import type * as Authority from "../../src/authority/index.js";
import type * as Cards from "../../src/cards/card.js";

// The modules that need Foundry's globals load once the stand-in is installed (chatWorld).
let authority: typeof Authority;
let cards: typeof Cards;

// 1. Its shape (in production: beside the others in src/cards/data.ts).
const tallyShape = is.object({ type: is.literal("exampleTally"), count: is.int(0, 1000) });
type TallyCard = is.Infer<typeof tallyShape>;

/** The stored tally of a message, read through the kind's shape. */
function tallyOf(message: ChatMessage.Implementation): TallyCard | null {
  return is.parseOrNull(tallyShape, message.flags.holocron?.card);
}

// 3. Its GM request (actions.ts): the GM counts from the stored card, never from the click, and
// only on a card a GM wrote (its trust rule: gmOnly). Its control (actions.ts) gets the card
// already read through the kind's shape; its template is here beside the test, its view and kind
// below (view.ts, index.ts).
function tallyKind(): RegisteredKind<TallyCard> {
  const { ask, payload, registerRequestKind } = authority;
  const addToTally = registerRequestKind<{ messageId: string }, number>({
    name: "example.tallyAdd",
    payload: payload.request({ messageId: payload.id }),
    authorize({ messageId }) {
      const message = game.messages.get(messageId);
      if (!message || !tallyOf(message)) return "HOLOCRON.Authority.Refused.NoCard";
      const trust = cards.trustOf(message);
      return trust === "gm" ? null : trust;
    },
    async carryOut({ messageId }) {
      const message = game.messages.get(messageId)!;
      const card = tallyOf(message)!;
      const next = { ...card, count: card.count + 1 };
      await cards.updateRegisteredCard(message, next);
      return next.count;
    },
  });
  const onAdd = (context: RegisteredActionContext<TallyCard>) =>
    ask(addToTally, { messageId: context.message.id ?? "" });
  return {
    type: "exampleTally",
    shape: tallyShape,
    template: "test/cards/example-kind.hbs",
    context: (_i18n, card) => ({ count: card.count }),
    actions: { exampleTallyAdd: onAdd },
    requests: [addToTally.name],
  };
}

let glue: Glue;
const messageOf = (message: ChatMessage.Implementation | null) =>
  message as unknown as StandInMessage;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  glue = await chatWorld();
  authority = await import("../../src/authority/index.js");
  cards = await import("../../src/cards/card.js");
  actAs(GM);
});

describe("a card kind outside the production table, made by the recipe", () => {
  it("registers beside the table, posts, renders, counts on a press and refuses a forged card", async () => {
    // 4. Its line: registered beside the built-in table, which refuses a type or control it has.
    const { registerCardKind } = await import("../../src/cards/kinds.js");
    const kind = tallyKind();
    registerCardKind(kind);
    expect(() => registerCardKind(kind)).toThrow(/exampleTally/);
    const clash: RegisteredKind<{ type: "damage" }> = {
      ...kind,
      type: "damage",
      shape: is.object({ type: is.literal("damage") }),
      context: () => ({}),
      actions: {},
    };
    expect(() => registerCardKind(clash)).toThrow(/damage/);

    // Posted by the GM, with its data in flags.holocron.card.
    const posted = messageOf(await cards.postRegisteredCard({ type: "exampleTally", count: 0 }));
    expect(posted.getFlag("holocron", "card")).toEqual({ type: "exampleTally", count: 0 });

    // Rendered by the chat hook from its data: its count and its control, not "cannot be read".
    const li = await posted.renderHTML();
    await flush();
    expect(li.querySelector(".holocron-card__total")?.textContent).toBe("0");
    expect(li.querySelector("[data-action='exampleTallyAdd']")).not.toBeNull();
    expect(li.classList.contains("holocron-card--unreadable")).toBe(false);

    // Pressed by a player on the GM's card: the GM counts.
    const counted = await viaGm(glue.socket, P1, () => click(posted, "exampleTallyAdd"));
    actAs(GM);
    expect(counted).toBe(1);
    expect(posted.getFlag("holocron", "card")).toEqual({ type: "exampleTally", count: 1 });

    // A player's forged tally (their own message, any count): their press is refused by the GM…
    actAs(P1);
    const forged = messageOf(await cards.postRegisteredCard({ type: "exampleTally", count: 99 }));
    const refused = await viaGm(glue.socket, P1, () => click(forged, "exampleTallyAdd"));
    actAs(GM);
    expect(refused).toBeNull();
    expect(forged.getFlag("holocron", "card")).toEqual({ type: "exampleTally", count: 99 });
    // …and the GM sees it marked unverified, its control disabled.
    const seen = await forged.renderHTML();
    await flush();
    expect(seen.classList.contains("holocron-card--unverified")).toBe(true);
    expect(seen.querySelector<HTMLButtonElement>("[data-action='exampleTallyAdd']")?.disabled).toBe(
      true,
    );
  });
});
