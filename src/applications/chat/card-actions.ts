// Moved: ../../cards/card.ts (the dispatch) and card-render.ts (visibility per viewer).
export * from "../../cards/card.js";
export { applyVisibility, isVisible, type CardAuthor, type Viewer } from "./card-render.js";
