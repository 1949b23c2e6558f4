/**
 * A Holocron region behaviour (V13 and V14 regions): a hazard on the map. When tokens enter the
 * region, the active GM's hazard tool opens preset with the region's hazard for the tokens that
 * entered; the GM rolls, and the card's Apply (the GM's alone) is what deals damage. Nothing here
 * writes a document.
 *
 * Region behaviours: a system registers its type's model in `CONFIG.RegionBehavior.dataModels`
 * (https://foundryvtt.com/api/v14/variables/CONFIG.RegionBehavior.html) and declares the type in
 * system.json `documentTypes.RegionBehavior`. The events it handles are the schema's `events` field
 * (`RegionBehaviorType._createEventsField`, as pf2e-trigger's behaviour does); Foundry calls
 * `_handleRegionEvent(event)` with a RegionEvent `{ name, data, region, user }`
 * (https://foundryvtt.com/api/interfaces/foundry.documents.types.RegionEvent.html) whose `data` for
 * `tokenEnter` is `{ token, movement }`
 * (https://foundryvtt.com/api/interfaces/foundry.documents.types.RegionTokenEnterExitEventData.html).
 * Every client handles the event (core's behaviours check `event.user` to act once), so only the
 * active GM's client opens the tool.
 */
import { isPartyType } from "../../config.js";
import { formulaField } from "../../data/fields.js";
import { openGmTool } from "./gm-tool.js";
import {
  HAZARD_REGION_DEFAULTS,
  HAZARD_REGION_KINDS,
  HAZARD_REGION_LIMITS,
  HAZARD_REGION_SAVES,
  hazardOf,
  hazardToolValues,
  type HazardRegionData,
} from "./hazard-region-model.js";

/** The behaviour's type, as system.json declares it (a system's subtypes are not namespaced). */
export const HAZARD_REGION_TYPE = "hazard";

/** `CONST.REGION_EVENTS.TOKEN_ENTER`: "Triggered when a Token enters a Region" (CONST.REGION_EVENTS). */
const TOKEN_ENTER = "tokenEnter";

const { NumberField, StringField } = foundry.data.fields;

function labelled(ids: readonly string[], prefix: string): Record<string, string> {
  return Object.fromEntries(ids.map((id) => [id, `${prefix}${id}`]));
}

/** The hazard's own fields (the events field is the behaviour type's: defineSchema adds it). */
function hazardFields() {
  const d = HAZARD_REGION_DEFAULTS;
  const integer = (initial: number, max: number) =>
    new NumberField({ required: true, nullable: false, integer: true, min: 0, max, initial });
  return {
    kind: new StringField({
      required: true,
      blank: false,
      initial: d.kind,
      // Labelled choices: core's behaviour configuration shows a StringField's choices as a select.
      choices: labelled(HAZARD_REGION_KINDS, "HOLOCRON.Region.Hazard.Kind."),
    }),
    feet: integer(d.feet, HAZARD_REGION_LIMITS.feet),
    formula: formulaField(d.formula),
    save: new StringField({
      required: true,
      blank: false,
      initial: d.save,
      choices: labelled(HAZARD_REGION_SAVES, "HOLOCRON.Hazard.Save."),
    }),
    dc: integer(d.dc, HAZARD_REGION_LIMITS.dc),
  };
}

/** Tokens that entered together (one move of several tokens), per behaviour, until the next tick. */
const entering = new Map<string, Set<TokenDocument.Implementation>>();

/**
 * The behaviour's model. Its schema is typed as a DataSchema: the events field's type is core's
 * (`_createEventsField`), and the hazard is read back through `hazardOf`, which checks each field.
 */
export class HazardRegionBehavior extends foundry.data.regionBehaviors
  .RegionBehaviorType<foundry.data.fields.DataSchema> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Region.Hazard"];

  static override defineSchema(): foundry.data.fields.DataSchema {
    return {
      events: this._createEventsField({ events: [TOKEN_ENTER], initial: [TOKEN_ENTER] }),
      ...hazardFields(),
    };
  }

  /** The region's hazard, read off this behaviour's data. */
  get hazard(): HazardRegionData {
    return hazardOf(this.toObject());
  }

  protected override async _handleRegionEvent(
    event: Parameters<
      foundry.data.regionBehaviors.RegionBehaviorType<foundry.data.fields.DataSchema>["_handleRegionEvent"]
    >[0],
  ): Promise<void> {
    if (event.name !== TOKEN_ENTER || !game.user.isActiveGM) return;
    const token = (event.data as { token?: TokenDocument.Implementation }).token;
    if (!token) return;
    const key = this.parent?.uuid ?? "";
    const batch = entering.get(key);
    if (batch) {
      batch.add(token);
      return;
    }
    entering.set(key, new Set([token]));
    // The tokens of one move enter one after another in the same tick: one tool for them all.
    setTimeout(() => {
      const tokens = [...(entering.get(key) ?? [])];
      entering.delete(key);
      void openGmTool(hazardToolValues(this.hazard), undefined, creaturesOf(tokens));
    }, 0);
  }
}

/** The tokens' actors, once each; a party token (no ruleset, no health) is no creature. */
export function creaturesOf(tokens: readonly { actor: Actor.Implementation | null }[]) {
  const actors: Actor.Implementation[] = [];
  for (const { actor } of tokens) {
    if (actor && !isPartyType(actor.type) && !actors.includes(actor)) actors.push(actor);
  }
  return actors;
}

/**
 * Registers the behaviour's model and icon (called from `init`). Its name in the type list is core's
 * default for a system's subtype, `TYPES.RegionBehavior.hazard` (lang/en.json).
 */
export function registerHazardRegion(): void {
  CONFIG.RegionBehavior.dataModels[HAZARD_REGION_TYPE] = HazardRegionBehavior;
  CONFIG.RegionBehavior.typeIcons[HAZARD_REGION_TYPE] = "fa-solid fa-skull-crossbones";
}
