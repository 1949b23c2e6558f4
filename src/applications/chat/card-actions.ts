// Moved: ../../cards/card.ts (the dispatch) and ../../cards/render.ts (visibility per viewer).
export * from "../../cards/card.js";
export { applyVisibility, isVisible, type CardAuthor, type Viewer } from "../../cards/render.js";
