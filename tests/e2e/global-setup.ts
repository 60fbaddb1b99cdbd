import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";

const STATE_DIR = ".tmp/e2e-state";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not answer at ${url} within ${timeoutMs / 1000}s`);
}

/** Starts `npm start` on a free port with its own fresh local state, and stops it after the run. */
export default async function setup(project: TestProject) {
  rmSync(STATE_DIR, { recursive: true, force: true });
  const port = await freePort();
  const server = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), E_SHOP_STATE_DIR: STATE_DIR },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  server.stdout?.on("data", (chunk) => (log += chunk));
  server.stderr?.on("data", (chunk) => (log += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(baseURL + "/temp", server, 240_000);
  } catch (error) {
    console.error(log);
    process.kill(-server.pid!, "SIGTERM");
    throw error;
  }
  project.provide("baseURL", baseURL);
  return () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
}
