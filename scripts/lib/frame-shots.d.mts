import type { Page } from "playwright-core";

export interface FrameShot {
  id: string;
  png: Buffer;
  box: { width: number; height: number };
}

/**
 * Screenshots of gallery frames by article id, written to `<dir>/<id><suffix>.png` when a dir is given;
 * `scale` (default 1) shrinks the pictures, not the frames' boxes.
 */
export function shootFrames(
  page: Page,
  ids: readonly string[],
  options: { dir?: string; suffix?: string; scale?: number },
): Promise<FrameShot[]>;
