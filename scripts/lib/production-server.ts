/**
 * Starts `npm start` (production build on local workerd) on a free loopback port with its own fresh local state,
 * for the end-to-end tests and the page benchmark.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";

export interface ProductionServer {
  baseURL: string;
  /** Its own mail sink (scripts/lib/mail-sink.ts): `${mailSinkURL}/__sent` lists the emails it sent. */
  mailSinkURL: string;
  stop(): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not answer at ${url} within ${timeoutMs / 1000}s`);
}

/** `vars` are passed to wrangler dev as `--var NAME:VALUE` (e.g. a local stand-in for Google sign-in). */
export async function startProductionServer(
  stateDir: string,
  vars: Record<string, string> = {},
): Promise<ProductionServer> {
  rmSync(stateDir, { recursive: true, force: true });
  const port = await freePort();
  const mailSinkPort = await freePort();
  const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const server = spawn("npm", ["start", ...(varArgs.length ? ["--", ...varArgs] : [])], {
    // NODE_ENV as a shell would have it: Vitest sets "test", under which the build ships React's development
    // bundles (60 KB more JS per page) and the end-to-end tests would not test what is deployed.
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      E_SHOP_STATE_DIR: stateDir,
      MAIL_SINK_PORT: String(mailSinkPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  server.stdout?.on("data", (chunk) => (log += chunk));
  server.stderr?.on("data", (chunk) => (log += chunk));
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseURL}/temp`, server, 240_000);
  } catch (error) {
    console.error(log);
    stop();
    throw error;
  }
  return { baseURL, mailSinkURL: `http://127.0.0.1:${mailSinkPort}`, stop };
}
