import type { Browser } from "playwright-core";

export const CHROMIUM_ARGS: readonly string[];
export function launchChromium(): Promise<Browser>;
