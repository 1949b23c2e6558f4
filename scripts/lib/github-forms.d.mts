// Types for github-forms.mjs, which tests import.
export function issueFormProblems(form: unknown): string[];
export function dependabotProblems(config: unknown): string[];
