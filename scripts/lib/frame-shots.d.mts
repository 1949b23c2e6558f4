import type { Page } from "playwright-core";

export interface FrameShot {
  id: string;
  png: Buffer;
  box: { width: number; height: number };
}

/** Screenshots of gallery frames by article id, written to `<dir>/<id><suffix>.png`. */
export function shootFrames(
  page: Page,
  ids: readonly string[],
  options: { dir: string; suffix?: string },
): Promise<FrameShot[]>;
