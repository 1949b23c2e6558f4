/**
 * Holocron's entry point: registers the hooks and nothing else. Each hook lives in src/hooks/.
 */
import "../styles/holocron.css";
import { registerEntryHooks } from "./hooks/entry.js";

registerEntryHooks();
