// A scripted random source for the simulator's tests: each value is one die's face, turned into
// the number in [0, 1) that `die` (src/rules/sim/random.ts) maps back to that face.
import type { Rng } from "../../../src/rules/dice/roll.js";

/** Rolls `[face, faces]` pairs in order; throws when the script runs out (a roll nobody expected). */
export function scriptedRng(...rolls: [face: number, faces: number][]): Rng & { left(): number } {
  const queue = [...rolls];
  const rng = () => {
    const next = queue.shift();
    if (!next) throw new Error("the scripted dice ran out");
    const [face, faces] = next;
    return (face - 0.5) / faces;
  };
  return Object.assign(rng, { left: () => queue.length });
}

/** d20 faces, in order. */
export const d20s = (...faces: number[]): [number, number][] => faces.map((f) => [f, 20]);
/** d6 faces, in order. */
export const d6s = (...faces: number[]): [number, number][] => faces.map((f) => [f, 6]);
