// The hazard region behaviour's configuration, as core's behaviour configuration shows its model's
// fields (test/gallery/region-behavior-config.hbs), from the model's own defaults and field rows.
import {
  HAZARD_REGION_DEFAULTS,
  hazardConfigRows,
} from "../../../src/applications/gm/hazard-region-model.js";
import type { GalleryEntry } from "../types.js";

export const entries: GalleryEntry[] = [
  {
    id: "region-hazard-config",
    title: "Hazard region behaviour: a 30 ft fall (its configuration)",
    ruleset: "all",
    // Core's behaviour configuration is a document sheet: its frame is titled by the behaviour's name.
    kind: "sheet",
    templates: ["test/gallery/region-behavior-config.hbs"],
    context: {
      document: { name: "Chasm" },
      name: "Chasm",
      rows: hazardConfigRows({ ...HAZARD_REGION_DEFAULTS, feet: 30 }),
    },
    classes: "holocron application sheet region-behavior-config",
    width: 480,
  },
];
