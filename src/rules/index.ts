export * as dice from "./dice/index.js";
export * as m20 from "./m20/index.js";
export * as spaceOpera from "./space-opera/index.js";
export * as starWorlds from "./star-worlds/index.js";
export * as d20 from "./d20/index.js";
export * as sim from "./sim/index.js";
export * as chase from "./chase/index.js";
export * as enrichers from "./enrichers/index.js";
export { healthAfterMaxChange, type MaxChange } from "./health-max.js";
