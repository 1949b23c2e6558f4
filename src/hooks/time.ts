// World time: Foundry calls `updateWorldTime(worldTime, delta, options, userId)` on every client when
// the clock changes (https://foundryvtt.com/api/v13/functions/hookEvents.updateWorldTime.html); the
// active GM's client heals by it (src/applications/rest/time-passing.ts). The rest request is
// registered with it, so every client knows its policy.
import { onWorldTime } from "../applications/rest/time-passing.js";
import "../applications/rest/rest-request.js";

export function registerTimeHooks(): void {
  Hooks.on("updateWorldTime", (worldTime: number, delta: number) => {
    void onWorldTime(worldTime, delta);
  });
}
