// The headless Chromium every browser check and screenshot uses: Debian's build (CHROMIUM_PATH or
// /usr/bin/chromium, never a downloaded browser) with the flags this closed network needs (without the
// background-networking ones Chromium keeps trying hosts it cannot reach).
import { chromium } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}
