// The lang file as the rules' error tests read it: a key's text, and what a rule throws checked
// against it (a RulesError whose key is in lang/en.json and whose data fills every placeholder).
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { RulesError } from "../../src/rules/rules-error.js";

type Tree = { [key: string]: string | Tree };
const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Tree;

/** The text of a key (a plural key's "other" form), or undefined when the file has none. */
export function textOf(key: string): string | undefined {
  let node: string | Tree | undefined = lang;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node === "object" && typeof node.other === "string") return node.other;
  return typeof node === "string" ? node : undefined;
}

/** A value of the wrong type, as stored data or a caller may hand the rules. */
export const never = <T>(value: unknown): T => value as T;

/** What `run` throws, which must be a RulesError whose key the lang file has, its data complete. */
export function thrown(run: () => unknown): RulesError {
  let error: unknown = null;
  try {
    run();
  } catch (e) {
    error = e;
  }
  expect(error, "a RulesError").toBeInstanceOf(RulesError);
  const e = error as RulesError;
  const text = textOf(e.key);
  expect(text, `${e.key} in lang/en.json`).toBeTypeOf("string");
  for (const [, name] of text!.matchAll(/\{(\w+)\}/g)) expect(e.data, e.key).toHaveProperty(name!);
  return e;
}
