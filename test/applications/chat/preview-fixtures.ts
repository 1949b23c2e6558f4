// Damage cards with their rows' previews, built by the preview code from plain actors (no Foundry):
// for the template tests, the gallery and the bench.
import type { DamageCard } from "../../../src/cards/data.js";
import type { I18n } from "../../../src/applications/chat/i18n.js";
import { previewOptions, type PreviewOption } from "../../../src/cards/apply.js";
import { rulesetOf } from "../../../src/rulesets/index.js";
import type { HealthSubject } from "../../../src/rulesets/ruleset.js";
import { m20Shape, worldsNpcShape } from "../../rulesets/shapes.js";
import { sampleCards } from "./fixtures.js";

export interface PreviewCard {
  card: DamageCard;
  previews: Map<string, PreviewOption[]>;
}

export type Recipient = { uuid: string; name: string; subject: HealthSubject };

const cardFor = (base: DamageCard, recipients: Recipient[]): DamageCard => ({
  ...base,
  fromHit: true,
  targets: recipients.map(({ uuid, name }) => ({ uuid, name, ac: null })),
});

/** Each recipient's row preview, as the render hook builds it (damage-preview-render.ts). */
export function previewsFor(i18n: I18n, card: DamageCard, recipients: Recipient[]) {
  return new Map(
    recipients.map(({ uuid, subject }) => [
      uuid,
      previewOptions(i18n, rulesetOf(subject.type), subject, card, uuid),
    ]),
  );
}

function withPreviews(i18n: I18n, base: DamageCard, recipients: Recipient[]): PreviewCard {
  const card = cardFor(base, recipients);
  return { card, previews: previewsFor(i18n, card, recipients) };
}

const worldsNpc = (health: number, armor: number, wounded = false): HealthSubject => ({
  type: "worldsNpc",
  statuses: new Set(wounded ? ["wounded"] : []),
  system: worldsNpcShape({ health: { value: health, max: 12 }, armor, wounded }),
});

const m20Npc = (hp: number, mook = false): HealthSubject => ({
  type: "m20Npc",
  statuses: new Set<string>(),
  system: m20Shape({
    stats: { str: 12, dex: 10, mnd: 10 },
    health: { value: hp, max: 30 },
    strDamage: { value: 0, max: 12 },
    mook,
  }),
});

/** Star Worlds, 9 kinetic: Armor 2 takes its share, 0 Vitality is Wounded, a Wounded one is Dying. */
export function worldsPreviewCard(i18n: I18n): PreviewCard {
  const base = { ...(sampleCards()["worlds-damage"] as DamageCard), total: 9, formula: "2d6+1d6" };
  return withPreviews(i18n, base, [
    { uuid: "Actor.pirate", name: "Pirate captain", subject: worldsNpc(10, 2) },
    { uuid: "Actor.smuggler", name: "Smuggler", subject: worldsNpc(4, 1) },
    { uuid: "Actor.thug", name: "Dock thug", subject: worldsNpc(0, 0, true) },
  ]);
}

/** m20, 14 energy: a wounded soldier's overflow into STR damage, a mook's one hit, a fresh one. */
export function m20OverflowPreviewCard(i18n: I18n): PreviewCard {
  const base = { ...(sampleCards()["m20-damage"] as DamageCard), total: 14 };
  return withPreviews(i18n, base, [
    { uuid: "Actor.trooper", name: "Veteran trooper", subject: m20Npc(6) },
    { uuid: "Actor.droidA", name: "Battle droid A", subject: m20Npc(0, true) },
    { uuid: "Actor.captain", name: "Captain", subject: m20Npc(30) },
  ]);
}

/** A card of `count` targets and its recipients (the bench's), previews not built yet. */
export function manyTargets(count: number): { card: DamageCard; recipients: Recipient[] } {
  const recipients = Array.from({ length: count }, (_, i) => ({
    uuid: `Actor.target${i}`,
    name: `Target ${i + 1}`,
    subject: m20Npc(5 + i * 3, i % 3 === 0),
  }));
  return { card: cardFor(sampleCards()["m20-damage"] as DamageCard, recipients), recipients };
}
