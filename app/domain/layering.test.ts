import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers (decisions 012 and 050): every import, at run time or of a type, points down this list or stays in its
 * own layer. `client` and `server` share a rank: the browser's side and the server's never import each other. The
 * README's Layout and docs/architecture.md list the same order.
 */
const LAYERS: { name: string; rank: number; files: RegExp }[] = [
  { name: "workers", rank: 12, files: /^workers\// },
  { name: "routes", rank: 11, files: /^app\/(routes\/|routes\.ts$|root\.tsx$|entry\.(client|server)\.tsx$|meta\.ts$)/ },
  { name: "screens", rank: 10, files: /^app\/screens\// },
  { name: "components", rank: 9, files: /^app\/components\// },
  { name: "client", rank: 8, files: /^app\/client\// },
  { name: "server", rank: 8, files: /^app\/server\// },
  { name: "domain", rank: 7, files: /^app\/domain\// },
  { name: "ui", rank: 6, files: /^app\/ui\// },
  { name: "schemas", rank: 5, files: /^app\/schemas\// },
  { name: "app/*.ts", rank: 4, files: /^app\/[^/]+\.tsx?$/ },
  { name: "i18n", rank: 3, files: /^app\/i18n\// },
  { name: "data", rank: 2, files: /^app\/data\// },
  { name: "db", rank: 1, files: /^db\// },
];

const root = join(new URL(".", import.meta.url).pathname, "../..");

/** Source files (tests, declarations and generated types left out), by path from the project's root. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$|worker-configuration/.test(name))
    .map((name) => join(folder, name));
}

const files = [...sources("app"), ...sources("workers"), ...sources("db")].map((path) => ({
  path,
  text: readFileSync(join(root, path), "utf8"),
}));
const known = new Set(files.map((file) => file.path));

const STATEMENT =
  /^(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

/** The files of this project a file imports (at run time or of types), as paths from the root. */
function importsOf(file: { path: string; text: string }): string[] {
  const found: string[] = [];
  for (const match of file.text.matchAll(STATEMENT)) {
    const spec = match[1] ?? match[2] ?? match[3]!;
    const base = spec.startsWith("~/")
      ? join("app", spec.slice(2))
      : spec.startsWith("@db/")
        ? join("db", spec.slice(4))
        : spec.startsWith(".")
          ? join(dirname(file.path), spec)
          : null;
    // React Router's generated route types (`./+types/...`) live in .react-router/types.
    if (base === null || spec.includes("/+types/")) continue;
    const path = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate));
    if (path) found.push(path);
    else if (!existsSync(join(root, base.replace(/\?.*$/, "")))) found.push(`unresolved:${spec}`);
  }
  return found;
}

const graph = new Map(files.map((file) => [file.path, importsOf(file)]));
const layerOf = (path: string) => LAYERS.find((layer) => layer.files.test(path));

describe("the layers", () => {
  it("places every source file in a layer, and resolves every import of the project", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => !layerOf(file.path)).map((file) => file.path)).toEqual([]);
    const unresolved = [...graph].flatMap(([path, imports]) =>
      imports.filter((target) => target.startsWith("unresolved:")).map((target) => `${path} -> ${target}`),
    );
    expect(unresolved).toEqual([]);
  });

  it("imports only down the list or inside a layer; the browser's side and the server's never import each other", () => {
    const upward = [...graph].flatMap(([path, imports]) => {
      const from = layerOf(path)!;
      return imports
        .filter((target) => {
          const to = layerOf(target);
          return to && to.name !== from.name && to.rank >= from.rank;
        })
        .map((target) => `${path} -> ${target}`);
    });
    expect(upward).toEqual([]);
  });

  it("has no import cycle between files", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (path: string) => {
      state.set(path, "open");
      stack.push(path);
      for (const next of graph.get(path) ?? []) {
        if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].join(" -> "));
        else if (!state.has(next) && graph.has(next)) visit(next);
      }
      stack.pop();
      state.set(path, "done");
    };
    for (const path of graph.keys()) if (!state.has(path)) visit(path);
    expect(cycles).toEqual([]);
  });

  it("keeps the schemas free of the domain, even of its types: the domain reads the schemas, not the other way", () => {
    const reaching = [...graph].flatMap(([path, imports]) =>
      path.startsWith("app/schemas/")
        ? imports.filter((target) => target.startsWith("app/domain/")).map((target) => `${path} -> ${target}`)
        : [],
    );
    expect(reaching).toEqual([]);
  });
});

describe("the domain's modules", () => {
  const domainImports = [...graph].flatMap(([path, imports]) =>
    path.startsWith("app/domain/") ? imports.map((target) => ({ path, target })) : [],
  );

  it("imports a workflow only from outside the domain or from another workflow: workflows compose the modules", () => {
    const reaching = domainImports
      .filter(
        ({ path, target }) => target.startsWith("app/domain/workflows/") && !path.startsWith("app/domain/workflows/"),
      )
      .map(({ path, target }) => `${path} -> ${target}`);
    expect(reaching).toEqual([]);
  });

  it("lets orders read payments, never payments orders: checkout and payment receipt are workflows", () => {
    const reaching = domainImports
      .filter(({ path, target }) => path.startsWith("app/domain/payments/") && target.startsWith("app/domain/orders/"))
      .map(({ path, target }) => `${path} -> ${target}`);
    expect(reaching).toEqual([]);
  });
});

/** Decision 012: the domain is framework-free, and nothing below the server layer reaches up into it. */
const domainFiles = files
  .filter((file) => file.path.startsWith("app/domain/"))
  .map((file) => ({ name: relative("app/domain", file.path), text: file.text }));

describe("app/domain stays framework-free", () => {
  it("has modules to check", () => {
    expect(domainFiles.length).toBeGreaterThan(20);
  });

  it("imports no router, no server layer, no route, no screen and no browser code", () => {
    const reachingUp = domainFiles.filter(({ text }) =>
      /from ["'](react-router|@react-router\/|~\/server\/|~\/routes\/|~\/screens\/|~\/client\/|~\/components\/)/.test(
        text,
      ),
    );
    expect(reachingUp.map(({ name }) => name)).toEqual([]);
  });

  it("imports no Cloudflare runtime module and nothing under workers/: bindings come from its callers", () => {
    const reaching = domainFiles.filter(({ text }) => /from ["'](cloudflare:|(\.\.\/)+workers\/)/.test(text));
    expect(reaching.map(({ name }) => name)).toEqual([]);
  });

  it("never sees the Worker's Env: settings come as values, bindings as bindings (decision 048)", () => {
    const naming = domainFiles.filter(({ text }) =>
      /Pick<Env\b|\bEnv\[|:\s*Env\b|<Env>|\b(env|vars)\??\.[A-Z][A-Z0-9_]+\b/.test(text),
    );
    expect(naming.map(({ name }) => name)).toEqual([]);
  });

  it("builds no Response", () => {
    const building = domainFiles.filter(({ text }) => /new Response\(|Response\.(json|redirect)\(/.test(text));
    expect(building.map(({ name }) => name)).toEqual([]);
  });

  it("imports its siblings relatively (plain Node scripts such as the seed cannot resolve ~/domain/)", () => {
    const aliased = domainFiles.filter(({ text }) => /from ["']~\/domain\//.test(text));
    expect(aliased.map(({ name }) => name)).toEqual([]);
  });
});
