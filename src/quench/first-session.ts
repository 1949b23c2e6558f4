// The self-test's first-session suites: what a table does in its first evening, through the windows
// and buttons it does it with. Each sheet opened and edited through its form, a roll from a sheet
// and from a journal enricher (and from a popped-out window on V14), an attack's damage applied and
// undone through the cards' buttons, and the encounter odds played to a result.
import type { QuenchBatchContext } from "@ethaks/fvtt-quench";
import {
  ACTOR_TYPES,
  isCharacterType,
  isWeapon,
  SYSTEM_ID,
  type HolocronActorType,
} from "../config.js";
import { actorData } from "../data/typed-system.js";
import { rollAttack } from "../cards/roll/actions.js";
import { ENRICHER_ID } from "../applications/enrichers/register-enrichers.js";
import { EncounterOddsPanel } from "../applications/encounter/odds-panel.js";
import { usePower } from "../applications/powers/use-power.js";
import { isV14 } from "../compat/generation.js";
import { cardOfKind } from "../cards/read.js";
import { readCardState } from "../applications/chat/power-card.js";
import { nextMessage, placeToken, press, showScene, until, type Kit } from "./kit.js";

type Sheet = foundry.applications.api.ApplicationV2;

/** The actor's sheet (the one registered for its type), rendered; closed by `done`. */
async function openSheet(
  actor: Actor.Implementation,
): Promise<{ sheet: Sheet; element: HTMLElement }> {
  const sheet = actor.sheet as unknown;
  // Holocron registers ApplicationV2 sheets for every type (register-sheets.ts).
  if (!(sheet instanceof foundry.applications.api.ApplicationV2))
    throw new Error(`${actor.type} has no ApplicationV2 sheet`);
  await sheet.render({ force: true });
  const element = await until(() => sheet.element, "the sheet's window");
  return { sheet, element };
}

/** The field named `name` in the sheet, in edit mode (a played actor's sheet opens in play mode). */
async function editField(element: HTMLElement, name: string): Promise<HTMLInputElement> {
  const field = () => element.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!field()) {
    const toggle = element.querySelector('[data-action="toggleMode"]');
    if (toggle) press(toggle);
  }
  return until(field, `the sheet's ${name} field`);
}

/** A chat message as the chat log shows it: its element after `renderChatMessageHTML` wired it. */
async function cardElement(message: ChatMessage.Implementation): Promise<HTMLElement> {
  const html = await message.renderHTML();
  // The render hook's listener wires the buttons after its own awaits.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return html;
}

function control(html: HTMLElement, selector: string): Element {
  const found = html.querySelector(selector);
  if (!found) throw new Error(`The card has no ${selector}`);
  return found;
}

/** Whether an attack card's first target row is a hit. */
function hits(attack: ChatMessage.Implementation | null): boolean {
  const outcome = attack ? cardOfKind(attack, "attack")?.rows[0]?.outcome : undefined;
  return outcome !== undefined && outcome !== "miss";
}

function healthOf(actor: Actor.Implementation): number {
  const data = actorData(actor);
  if (!data) throw new Error(`${actor.name ?? ""} is not a Holocron actor`);
  return data.system.health.value;
}

/** Holocron's enricher as Foundry runs it: the match made an element, `onRender` once it is shown. */
async function enrichedButton(text: string, into: HTMLElement): Promise<HTMLElement> {
  const config = CONFIG.TextEditor.enrichers.find((e) => (e as { id?: string }).id === ENRICHER_ID);
  if (!config) throw new Error("Holocron's enricher is not registered");
  const match = new RegExp(config.pattern.source, config.pattern.flags).exec(text);
  if (!match) throw new Error(`Holocron's enricher does not match ${text}`);
  const element = (await config.enricher(match, {})) as HTMLElement;
  into.append(element);
  // Foundry hands onRender the enriched-content element it made from the enricher's output.
  const onRender = config.onRender;
  onRender?.(element as Parameters<NonNullable<typeof onRender>>[0]);
  return until(
    () => into.querySelector<HTMLElement>("a.holocron-enricher"),
    "the enricher's button",
  );
}

/** Targets `actor` as a player does: its token on a shown throwaway scene, targeted alone. */
async function target(kit: Kit, actor: Actor.Implementation): Promise<void> {
  const scene = await showScene(kit, "Holocron self-test targets");
  (await placeToken(scene, actor)).setTarget(true, { releaseOthers: true });
}

export function firstSessionSuites(context: QuenchBatchContext, kit: Kit): void {
  const { describe, it, expect } = context;

  describe("sheets", () => {
    for (const type of ACTOR_TYPES) {
      it(`opens the ${type} sheet and renames the actor through its form`, async () => {
        const actor = await kit.actor(type);
        const { sheet, element } = await openSheet(actor);
        try {
          const name = await editField(element, "name");
          name.value = `${actor.name ?? ""} (edited)`;
          name.dispatchEvent(new Event("change", { bubbles: true }));
          await until(() => actor.name?.endsWith("(edited)"), "the name's update");
        } finally {
          await sheet.close();
        }
      });
    }

    it("rolls STR from the m20 character's sheet (shift-click: no dialog)", async () => {
      const kara = await kit.actor("m20Character", { stats: { str: 14, dex: 12, mnd: 10 } });
      const { sheet, element } = await openSheet(kara);
      try {
        const count = game.messages.size;
        const roll = await until(
          () => element.querySelector('[data-action="rollStat"][data-stat="str"]'),
          "the STR roll button",
        );
        press(roll, true);
        const message = kit.keep(await nextMessage(count, "the STR check's card"));
        expect(message.rolls[0]?.total).to.be.a("number");
      } finally {
        await sheet.close();
      }
    });
  });

  describe("cards", () => {
    it("an attack on a targeted droid, its damage, Apply, Undo: each through the card's button", async () => {
      const kara = await kit.actor("m20Character", {
        stats: { str: 14, dex: 30, mnd: 10 },
        level: 1,
        hitDice: [6],
      });
      const droid = await kit.actor("m20Npc", { stats: { str: 10, dex: 1, mnd: 10 } });
      const [blaster] =
        (await kara.createEmbeddedDocuments("Item", [
          { name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
        ] as Item.CreateData[])) ?? [];
      await target(kit, droid);
      // DEX 30 against a DEX 1 droid hits on all but a natural 1: attack again after a miss.
      let attack: ChatMessage.Implementation | null = null;
      for (let tries = 0; tries < 5 && !hits(attack); tries++)
        attack = kit.keep(await rollAttack(kara, blaster?.id ?? "", { fast: true }));
      if (!attack || !hits(attack)) throw new Error("Five attacks missed the droid");
      const before = healthOf(droid);
      let count = game.messages.size;
      press(control(await cardElement(attack), '[data-action="rollDamage"]'));
      const damage = kit.keep(await nextMessage(count, "the attack card's damage"));
      // The damage card names the attack's target, checked: Apply reaches the droid.
      count = game.messages.size;
      press(control(await cardElement(damage), '[data-action="applyDamage"][data-mode="damage"]'));
      const applied = kit.keep(await nextMessage(count, "the applied card"));
      await until(() => healthOf(droid) < before, "the droid's damage");
      press(control(await cardElement(applied), '[data-action="undoDamage"]'));
      await until(() => healthOf(droid) === before, "the undo");
    });
  });

  describe("encounter odds", () => {
    it("the window plays the fights once the hero is on the party's side, and shows who wins", async () => {
      const weapon = { name: "Blaster", type: "weapon", system: { damage: "3d6", kind: "ranged" } };
      const hero = await kit.actor("m20Character", { level: 3, hitDice: [6, 6, 6] });
      const thug = await kit.actor("m20Npc");
      for (const a of [hero, thug])
        await a.createEmbeddedDocuments("Item", [weapon] as Item.CreateData[]);
      const combat = kit.keep(await Combat.implementation.create({}));
      if (!combat) throw new Error("Foundry did not create the combat");
      await combat.createEmbeddedDocuments("Combatant", [
        { actorId: hero.id, name: hero.name },
        { actorId: thug.id, name: thug.name },
      ] as Combatant.CreateData[]);
      const heroId = combat.combatants.contents.find((c) => c.actor?.id === hero.id)?.id ?? "";
      await EncounterOddsPanel.show(combat);
      const window = await until(
        () => document.querySelector(".holocron-odds-dialog"),
        "the odds window",
      );
      const side = window.querySelector<HTMLSelectElement>(`select[data-odds-side="${heroId}"]`);
      if (!side) throw new Error("The odds window has no side for the hero");
      side.value = "party";
      side.dispatchEvent(new Event("change", { bubbles: true }));
      await until(
        () => window.querySelector("[data-odds-run]"),
        "the Run button after the side change",
      );
      press(control(window as HTMLElement, "[data-odds-run]"));
      await until(() => window.querySelector(".holocron-odds__result"), "the odds result", 60_000);
      press(control(window as HTMLElement, '[data-action="close"]'));
      await until(() => !EncounterOddsPanel.open.has(combat.id ?? ""), "the odds window to close");
    });
  });

  describe("a power with resistance", () => {
    it("a Knight's Force Push on a targeted droid: the droid resists, the card shows both rolls", async () => {
      const knight = await kit.actor("m20Character", {
        stats: { str: 12, dex: 12, mnd: 14 },
        level: 7,
        hitDice: [6, 6, 6, 6, 6, 6, 6],
        class: { name: "Knight", knight: true },
        skills: { force: 7 },
      });
      const droid = await kit.actor("m20Npc", { stats: { str: 10, dex: 11, mnd: 6 } });
      await target(kit, droid);
      const [push] =
        (await knight.createEmbeddedDocuments("Item", [
          { name: "Force Push", type: "forcePower", system: { power: "push" } },
        ] as Item.CreateData[])) ?? [];
      const count = game.messages.size;
      await usePower(knight, push?.id ?? "", { fast: true });
      const card = await until(
        () => game.messages.contents.slice(count).find((m) => m.getFlag("holocron", "power")),
        "the power card",
      );
      const rows = readCardState(card)?.rows;
      expect(rows?.[0]?.resistTotal, "the droid's resistance roll").to.be.a("number");
    });
  });

  describe("compendia", () => {
    it("an NPC from this world's compendium, dropped into the world, attacks with its weapon", async () => {
      // The NPC packs of the other rulesets are removed at `init` (compendia/other-rulesets.ts).
      const pack = game.packs.find(
        (p) => p.metadata.packageName === SYSTEM_ID && p.documentName === "Actor",
      );
      if (!pack) throw new Error("No Holocron NPC compendium in this world");
      const npc = (await pack.getDocuments()).find(
        (d) => !isCharacterType((d as { type?: string }).type as HolocronActorType),
      );
      if (!npc?.id) throw new Error(`${pack.metadata.label} holds no NPC`);
      // What a drop onto the Actors directory does (WorldCollection#importFromCompendium). `find`
      // types the pack for every document kind; it is an Actor pack (checked above): cast once.
      const imported = kit.keep(
        (await game.actors.importFromCompendium(
          pack as never,
          npc.id,
        )) as Actor.Implementation | null,
      );
      if (!imported) throw new Error(`Foundry did not import ${npc.name ?? ""}`);
      const weapon = imported.items.find((i) => isWeapon(i));
      if (!weapon) throw new Error(`${imported.name} has no weapon`);
      const attack = await rollAttack(imported, weapon.id ?? "", { fast: true });
      expect(attack?.rolls[0]?.total, `${imported.name}'s attack`).to.be.a("number");
    });
  });

  describe("journal enrichers", () => {
    /** Your character for the enricher to roll for (yours again after the batch). */
    const rollAs = async (actor: Actor.Implementation) => {
      const previous = game.user.character?.id ?? null;
      await game.user.update({ character: actor.id });
      kit.restore(() => game.user.update({ character: previous }));
    };

    it("[[/check str]] rolls for your character on a click", async () => {
      await rollAs(await kit.actor("m20Character", { stats: { str: 14, dex: 12, mnd: 10 } }));
      const page = document.body.appendChild(document.createElement("div"));
      try {
        const button = await enrichedButton("[[/check str]]", page);
        const count = game.messages.size;
        press(button, true);
        kit.keep(await nextMessage(count, "the enricher's check"));
      } finally {
        page.remove();
      }
    });

    it("[[/check str]] rolls from a popped-out window (V14 only: V13 has no pop-out windows, skipped there)", async function (this: {
      skip(): never;
    }) {
      if (!isV14()) return this.skip();
      await rollAs(await kit.actor("m20Character", { stats: { str: 14, dex: 12, mnd: 10 } }));
      // A popped-out window is another document: enrich in the main one, then move the content
      // into a document of its own, where no listener on the main window's body hears the click.
      const page = document.body.appendChild(document.createElement("div"));
      try {
        const button = await enrichedButton("[[/check str]]", page);
        const other = document.implementation.createHTMLDocument("Holocron pop-out");
        other.body.append(other.adoptNode(page));
        const count = game.messages.size;
        press(button, true);
        kit.keep(await nextMessage(count, "the popped-out enricher's check"));
      } finally {
        page.remove();
      }
    });
  });
}
