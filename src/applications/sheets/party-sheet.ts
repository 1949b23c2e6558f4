/**
 * The party's sheet: every member at a glance (health, conditions and pools, each by its own
 * ruleset), a member's sheet a click away, and for the GM the members by drag and drop and the award.
 * Players see it as observers: only the GM edits membership and awards (party.ts, party-award.ts).
 */
import { PARTY_ACTOR_TYPE, SYSTEM_ID } from "../../config.js";
import { actorData } from "../../data/typed-system.js";
import { partyMembers } from "../../documents/party.js";
import type { HolocronActor } from "../../documents/actor.js";
import { memberSource, partyContext, type PartyMemberSource } from "./context/party-context.js";
import { dropOnParty, PARTY_ACTION_HANDLERS } from "./party-actions.js";
import { awardMembers } from "./party-award.js";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

export const PARTY_TEMPLATE = `systems/${SYSTEM_ID}/templates/actor/party.hbs`;

type Ctx = ActorSheetV2.RenderContext & { party: ReturnType<typeof partyContext> };

/** Each listed member as the context reads it (null: deleted since). */
export function memberSources(party: HolocronActor): PartyMemberSource[] {
  return partyMembers(party).map(({ uuid, actor }) => {
    const data = actor ? actorData(actor) : null;
    const member =
      actor && data
        ? { name: actor.name, img: actor.img ?? null, data, statuses: actor.statuses }
        : null;
    return memberSource(uuid, member);
  });
}

export class PartySheet<
  RC extends Ctx = Ctx,
  C extends ActorSheetV2.Configuration = ActorSheetV2.Configuration,
  RO extends ActorSheetV2.RenderOptions = ActorSheetV2.RenderOptions,
> extends foundry.applications.api.HandlebarsApplicationMixin(ActorSheetV2)<RC, C, RO> {
  static readonly actorTypes = [PARTY_ACTOR_TYPE] as const;

  static override DEFAULT_OPTIONS = {
    classes: ["holocron", "sheet", "actor", PARTY_ACTOR_TYPE],
    position: { width: 640, height: 600 },
    window: { resizable: true },
    actions: { ...PARTY_ACTION_HANDLERS },
  };

  static override PARTS = { members: { template: PARTY_TEMPLATE, scrollable: [""] } };

  override async _prepareContext(
    options: Parameters<ActorSheetV2<RC, C, RO>["_prepareContext"]>[0],
  ): Promise<RC> {
    const base = await super._prepareContext(options);
    const party = this.document as HolocronActor;
    const members = memberSources(party);
    const view = partyContext(members, {
      gm: game.user?.isGM ?? false,
      editable: this.isEditable,
      awardable: awardMembers(members.filter((m) => m.member).map((m) => m.uuid)).length > 0,
    });
    return { ...base, party: view } as RC;
  }

  /** Actors dropped on the members list join the party (the GM's sheet only). */
  protected override async _onRender(
    context: Parameters<ActorSheetV2<RC, C, RO>["_onRender"]>[0],
    options: Parameters<ActorSheetV2<RC, C, RO>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    const zone = this.element.querySelector<HTMLElement>("[data-party-drop]");
    if (!zone) return;
    zone.addEventListener("dragover", (event) => event.preventDefault());
    zone.addEventListener("drop", (event) => {
      event.preventDefault();
      // Ours alone: the core sheet's own drop handling would treat an actor as nothing to add.
      event.stopPropagation();
      const text = event.dataTransfer?.getData("text/plain") ?? "";
      void dropOnParty(this.document as HolocronActor, text);
    });
  }
}
