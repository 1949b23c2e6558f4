// The party: an actor with no ruleset of its own whose members are other actors, kept as their uuids
// (a member of any ruleset; a deleted member's uuid stays until the GM removes it, and resolves to
// nothing). The GM alone edits the list: a player sees the party as an observer.
import { HolocronActorModel } from "../base-model.js";
import { actorSchema, type SystemData } from "../fields.js";

const { ArrayField, StringField } = foundry.data.fields;

function partySchema() {
  return actorSchema({
    members: new ArrayField(new StringField({ required: true, blank: false, trim: true }), {
      required: true,
      initial: [],
    }),
  });
}

type Schema = ReturnType<typeof partySchema>;

/** A party's `system` (nothing derived: what a member shows is read off the member). */
export type PartySystem = SystemData<Schema>;

export class PartyModel extends HolocronActorModel<Schema> {
  static override migration = { documentName: "Actor", type: "party" } as const;
  static override defineSchema = partySchema;
}
