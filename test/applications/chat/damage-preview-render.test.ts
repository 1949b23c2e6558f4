// The damage card's row previews on the stand-in: which rows a viewer sees, and that Apply writes
// exactly what each row previewed, for the GM (every multiplier) and for a player (×1 on their own).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actAs } from "../../foundry/parts/users.js";
import { sys } from "../../data/setup.js";
import { GM, P1, P2, SENDERS, table, type Table } from "../../authority/world.js";
import type { ApplyPayload } from "../../../src/applications/chat/apply-requests.js";
import type * as ApplyModule from "../../../src/applications/chat/apply-requests.js";
import type * as RenderModule from "../../../src/cards/damage/actions.js";
import type * as CardRenderModule from "../../../src/cards/render.js";
import type { DamageCard } from "../../../src/cards/data.js";
import type { PreviewOption } from "../../../src/cards/apply.js";
import type { ApplyMultiplier } from "../../../src/rulesets/damage-preview.js";

const i18n = {
  localize: (key: string) => key,
  format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}`,
};

let t: Table;
// Loaded after the stand-in's globals (HolocronActor extends the global Actor).
let applyCard: typeof ApplyModule.applyCard;
let rowPreviews: typeof RenderModule.rowPreviews;
let currentViewer: typeof CardRenderModule.currentViewer;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  ({ applyCard } = await import("../../../src/applications/chat/apply-requests.js"));
  ({ rowPreviews } = await import("../../../src/cards/damage/actions.js"));
  ({ currentViewer } = await import("../../../src/cards/render.js"));
});

const card = () => t.damage.getFlag("holocron", "card") as DamageCard;
const health = (a: unknown) => (sys(a as never) as { health: { value: number } }).health.value;
const option = (options: PreviewOption[] | undefined, m: ApplyMultiplier) =>
  options?.find((o) => o.multiplier === m);
const payload = (actorUuids: string[], scales: ApplyMultiplier[]): ApplyPayload => ({
  messageId: t.damage.id!,
  mode: "damage",
  to: "targets",
  actorUuids,
  scales,
});

describe("rowPreviews: who sees which row", () => {
  it("the GM sees every open row; a player only the actors they own; another player none", () => {
    actAs(GM);
    expect([...rowPreviews(card(), currentViewer(), i18n).keys()]).toEqual([
      t.thug.uuid,
      t.ace.uuid,
    ]);
    actAs(P1);
    expect([...rowPreviews(card(), currentViewer(), i18n).keys()]).toEqual([t.ace.uuid]);
    actAs(P2);
    expect(rowPreviews(card(), currentViewer(), i18n).size).toBe(0);
  });

  it("a row already applied shows no preview", async () => {
    actAs(GM);
    await applyCard.carryOut(payload([t.thug.uuid], ["full"]), SENDERS.gm);
    expect([...rowPreviews(card(), currentViewer(), i18n).keys()]).toEqual([t.ace.uuid]);
  });

  it("one option per multiplier, ×1 shown first", () => {
    actAs(GM);
    const thug = rowPreviews(card(), currentViewer(), i18n).get(t.thug.uuid);
    expect(thug?.map((o) => [o.multiplier, o.shown])).toEqual([
      ["heal", false],
      ["none", false],
      ["half", false],
      ["full", true],
      ["double", false],
    ]);
    // Thug (m20, 20 of 22 HP) takes 8; ×0 changes nothing; healing stops at the maximum.
    expect(option(thug, "full")?.changes).toMatchObject([
      { label: "HOLOCRON.Health.HP", from: 20, to: 12, bd: { shown: "12", total: 12 } },
    ]);
    expect(option(thug, "none")).toMatchObject({ changes: [], unchanged: true });
    expect(option(thug, "heal")?.changes).toMatchObject([
      { label: "HOLOCRON.Health.HP", from: 20, to: 22 },
    ]);
  });
});

describe("Apply writes what the row previewed", () => {
  it.each(["half", "full", "double", "none"] as const)("GM, Thug ×%s", async (multiplier) => {
    actAs(GM);
    const previewed = option(
      rowPreviews(card(), currentViewer(), i18n).get(t.thug.uuid),
      multiplier,
    );
    await applyCard.carryOut(payload([t.thug.uuid], [multiplier]), SENDERS.gm);
    expect(health(t.thug)).toBe(previewed?.changes[0]?.to ?? 20);
  });

  it("GM: −1 on one row heals it while another row takes damage, in one click", async () => {
    actAs(GM);
    await t.thug.applyDamage(10);
    const previews = rowPreviews(card(), currentViewer(), i18n);
    const heal = option(previews.get(t.thug.uuid), "heal");
    const hurt = option(previews.get(t.ace.uuid), "full");
    expect(heal?.changes[0]).toMatchObject({ from: 10, to: 18 });
    await applyCard.carryOut(payload([t.thug.uuid, t.ace.uuid], ["heal", "full"]), SENDERS.gm);
    expect([health(t.thug), health(t.ace)]).toEqual([heal?.changes[0]?.to, hurt?.changes[0]?.to]);
  });

  it("player: ×1 on their own character, as previewed; any other multiplier is refused", async () => {
    actAs(P1);
    const previewed = option(rowPreviews(card(), currentViewer(), i18n).get(t.ace.uuid), "full");
    expect(applyCard.authorize(payload([t.ace.uuid], ["half"]), SENDERS.p1)).toBe(
      "HOLOCRON.Authority.Refused.ModeGmOnly",
    );
    expect(applyCard.authorize(payload([t.ace.uuid], ["heal"]), SENDERS.p1)).toBe(
      "HOLOCRON.Authority.Refused.ModeGmOnly",
    );
    expect(applyCard.authorize(payload([t.ace.uuid], ["full"]), SENDERS.p1)).toBeNull();
    actAs(GM);
    await applyCard.carryOut(payload([t.ace.uuid], ["full"]), SENDERS.p1);
    expect(health(t.ace)).toBe(previewed?.changes[0]?.to);
  });

  it("parse reads the new multipliers and refuses unknown ones", () => {
    expect(applyCard.parse(payload([t.thug.uuid], ["heal"]))).toEqual(
      payload([t.thug.uuid], ["heal"]),
    );
    expect(applyCard.parse(payload([t.thug.uuid], ["quarter" as never]))).toBeNull();
  });
});
