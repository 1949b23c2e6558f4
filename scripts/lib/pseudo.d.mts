// Types for pseudo.mjs, which tests and the gallery import.
export const EXPANSION: number;
export function pseudoLocalize(text: string): string;
export function pseudoLocale<T>(node: T): T;
