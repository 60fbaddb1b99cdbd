import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** Decision 012: the domain is framework-free, and nothing below the server layer reaches up into it. */
const domainDir = new URL(".", import.meta.url).pathname;
/** Every module of the domain, its folders' included (a capability per folder: orders, payments, catalogue, ...). */
const domainFiles = readdirSync(domainDir, { recursive: true, encoding: "utf8" })
  .filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".test.ts"))
  .map((name) => ({
    name: relative(domainDir, join(domainDir, name)),
    text: readFileSync(join(domainDir, name), "utf8"),
  }));

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

  it("takes only types from the schemas above it (the validated inputs' shapes): its rules are its own", () => {
    const running = domainFiles.filter(({ text }) => /^import (?!type )[^;]*from ["']~\/schemas\//m.test(text));
    expect(running.map(({ name }) => name)).toEqual([]);
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
