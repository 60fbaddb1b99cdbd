/** The value a var has locally: `.dev.vars` first (as wrangler reads it), then wrangler.toml's `[vars]`. */
import { existsSync, readFileSync } from "node:fs";

export function devVars(path = ".dev.vars"): Record<string, string> {
  if (!existsSync(path)) return {};
  const vars: Record<string, string> = {};
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) vars[match[1]!] = match[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return vars;
}

export function configuredVar(name: string, overrides: Record<string, string> = {}): string | undefined {
  if (name in overrides) return overrides[name];
  const local = devVars();
  if (name in local) return local[name];
  const toml = readFileSync("wrangler.toml", "utf8");
  const match = new RegExp(`^${name}\\s*=\\s*"([^"]*)"`, "m").exec(toml);
  return match?.[1];
}
