/**
 * Holocron's entry point: registers the hooks and nothing else. Each hook lives in src/hooks/.
 */
import "../styles/holocron.css";
import { onInit } from "./hooks/init.js";
import { onSetup } from "./hooks/setup.js";
import { onReady } from "./hooks/ready.js";

Hooks.once("init", onInit);
Hooks.once("setup", onSetup);
Hooks.once("ready", onReady);
