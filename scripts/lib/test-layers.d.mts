export interface Layer {
  name: string;
  command: [string, ...string[]];
  after?: string[];
  counts?: (output: string) => string | null;
}
export interface LayerResult {
  name: string;
  ok: boolean;
  output: string;
  seconds: number;
  skipped?: string;
  counts: string | null;
}
export function vitestCounts(output: string): string | null;
export function runLayers(
  layers: Layer[],
  options?: { write?: (text: string) => void; env?: NodeJS.ProcessEnv },
): Promise<{ ok: boolean; results: LayerResult[]; seconds: number }>;
