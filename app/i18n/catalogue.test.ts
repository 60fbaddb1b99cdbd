/**
 * The catalogue's own checks (issue 27): every key in both languages, no English left in Bangla, and no
 * user-visible text written outside the catalogue in the screens.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { catalogues, exportName } from "./all.server.ts";
import { copyNamespaces } from "./catalogue.ts";

/** Every namespace's typed view (`<namespace>.ts`), with the modules beside them that are not data (one dot). */
const views = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.*.ts"], { eager: true });

type Leaf = { path: string; kind: "string" | "function" | "other"; value: unknown };

function leaves(value: unknown, path = ""): Leaf[] {
  if (typeof value === "string") return [{ path, kind: "string", value }];
  if (typeof value === "function") return [{ path, kind: "function", value }];
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [{ path, kind: "other", value }];
}

/**
 * Arguments a text function may be called with to see its words: a number, a Bangla text, and a value that is
 * either and has any property (an object of values).
 */
const SAMPLE_TEXT = "নমুনা";
const anything: unknown = new Proxy(
  {},
  {
    get: (_, key) =>
      key === Symbol.toPrimitive
        ? (hint: string) => (hint === "number" ? 2 : SAMPLE_TEXT)
        : key === "then"
          ? undefined
          : SAMPLE_TEXT,
  },
);
const samples: unknown[] = [2, SAMPLE_TEXT, anything];

function rendered(leaf: Leaf): string[] {
  if (leaf.kind === "string") return [leaf.value as string];
  if (leaf.kind !== "function") return [];
  const fn = leaf.value as (...args: unknown[]) => unknown;
  const texts: string[] = [];
  for (const sample of samples) {
    try {
      const text = fn(...Array.from({ length: Math.max(fn.length, 1) }, () => sample));
      // A text reading a value's property from a number (`v.shop` of 2) was given the wrong sample, not written in English.
      if (typeof text === "string" && !text.includes("undefined")) texts.push(text);
    } catch {
      // This sample does not fit the function's parameters; another will.
    }
  }
  return texts;
}

/** Latin words allowed in Bangla: the shop's name, example addresses and links, language names and the locale. */
const LATIN_ALLOWED =
  /e-Shop|bn-BD|Read this page in English|English|NaN|[\w.+-]+@[\w.-]+|https?:\/\/\S+|\/[\w/?=&.,-]*|\?[\w=,&]+/g;

describe("the catalogue", () => {
  it("finds its namespaces in the data modules' names, each in both languages and with its typed view", () => {
    expect(Object.keys(catalogues)).toEqual(expect.arrayContaining(["shop", "checkout", "dashboard", "notifications"]));
    for (const [name, languages] of Object.entries(catalogues)) {
      expect(Object.keys(languages).sort(), `${name}.<language>.ts`).toEqual(["bn", "en"]);
      expect(views[`./${name}.ts`]?.[exportName(name)], `${name}.ts exports ${exportName(name)}`).toBeDefined();
    }
    // A view reads the namespace its file is named after (notifications.ts is read by language, not defined).
    expect(copyNamespaces().sort()).toEqual(
      Object.keys(catalogues)
        .filter((name) => name !== "notifications")
        .sort(),
    );
  });

  for (const [name, { en, bn }] of Object.entries(catalogues)) {
    it(`${name}: Bangla has every key English has, and no other`, () => {
      const english = leaves(en).map((leaf) => `${leaf.path}:${leaf.kind}`);
      const bangla = leaves(bn).map((leaf) => `${leaf.path}:${leaf.kind}`);
      expect(
        bangla.filter((key) => !english.includes(key)),
        "only in Bangla",
      ).toEqual([]);
      expect(
        english.filter((key) => !bangla.includes(key)),
        "missing in Bangla",
      ).toEqual([]);
    });

    it(`${name}: Bangla texts are Bangla (no English words, no Latin digits)`, () => {
      const untranslated = leaves(bn).flatMap((leaf) =>
        rendered(leaf)
          .map((text) => text.replace(LATIN_ALLOWED, ""))
          .filter((text) => /[A-Za-z]{2,}/.test(text))
          .map((text) => `${leaf.path}: ${text}`),
      );
      expect(untranslated).toEqual([]);
    });
  }
});

/** JSX attributes people read (or hear). */
const VISIBLE_ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "label", "aria-description"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".tsx") ? [path] : [];
  });
}

/** Letters in a text (not only symbols, digits or punctuation), and not an address inside the shop. */
const WORDS = /^(?!\/)[^]*\p{L}{2,}/u;

describe("the screens", () => {
  it("write no text a shopper or an admin reads outside the catalogue", () => {
    const found: string[] = [];
    for (const file of ["app/components", "app/routes", "app/screens", "app/ui"].flatMap(sourceFiles)) {
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(`${file}: ${node.text.trim()}`);
        if (
          ts.isJsxAttribute(node) &&
          VISIBLE_ATTRIBUTES.has(node.name.getText(source)) &&
          node.initializer &&
          ts.isStringLiteral(node.initializer) &&
          WORDS.test(node.initializer.text)
        )
          found.push(`${file}: ${node.name.getText(source)}="${node.initializer.text}"`);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });
});
