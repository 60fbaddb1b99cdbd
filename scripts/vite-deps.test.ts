import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { arkParts } from "../vite.deps.ts";

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("pre-bundled dependencies", () => {
  it("lists every Ark UI part the app imports", () => {
    const imported = new Set<string>();
    for (const file of sourceFiles("app")) {
      for (const match of readFileSync(file, "utf8").matchAll(/from "@ark-ui\/react\/([a-z-]+)"/g))
        imported.add(match[1]!);
    }
    expect([...imported].filter((part) => !arkParts.includes(part))).toEqual([]);
  });
});
