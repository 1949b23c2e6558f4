/**
 * The GM's scene controls: the token layer's tools with the buttons Holocron adds (the hook's own list,
 * src/applications/gm/control-tools.ts), in a Star Worlds world, whose Hero Points add the award and
 * the speed race. Core's layers and tools carry core's English names, as the combat tracker's stand-in does.
 */
import { holocronTokenTools } from "../../../src/applications/control-tools.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";
import type { GalleryEntry } from "../types.js";

const env = createTemplateEnv();

/** Core's layer controls (V13), the token layer first and active. */
const LAYERS = [
  { label: "Token Controls", icon: "fa-solid fa-user", active: true },
  { label: "Measurement Controls", icon: "fa-solid fa-ruler-combined" },
  { label: "Tile Controls", icon: "fa-solid fa-cubes" },
  { label: "Drawing Tools", icon: "fa-solid fa-pencil" },
  { label: "Wall Controls", icon: "fa-solid fa-trowel-bricks" },
  { label: "Lighting Controls", icon: "fa-regular fa-lightbulb" },
  { label: "Ambient Sound Controls", icon: "fa-solid fa-music" },
  { label: "Journal Notes", icon: "fa-solid fa-bookmark" },
];

/** Core's token tools before the ones the hook adds. */
const CORE_TOOLS = [
  { label: "Select Tokens", icon: "fa-solid fa-expand", active: true },
  { label: "Select Targets", icon: "fa-solid fa-bullseye" },
  { label: "Measure Distance", icon: "fa-solid fa-ruler" },
];

export const entries: GalleryEntry[] = [
  {
    id: "scene-controls-gm",
    title: "Scene controls — the GM's token tools, Holocron's after core's (Star Worlds)",
    ruleset: "starWorlds",
    kind: "tracker",
    templates: ["test/gallery/scene-controls.hbs"],
    context: {
      layers: LAYERS,
      tools: [
        ...CORE_TOOLS,
        ...holocronTokenTools(true).map((tool, i) => ({
          label: env.localize(tool.title),
          icon: tool.icon,
          hovered: i === 0,
        })),
      ],
    },
    classes: "holocron-gallery-scene-controls-frame",
    width: 360,
  },
];
