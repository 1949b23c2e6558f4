import { registerSettings } from "../settings.js";
import { exposeApi } from "../api.js";

/** `init`: settings, data models, document classes, sheets and rolls are registered here. */
export function onInit(): void {
  registerSettings();
  exposeApi();
}
