/**
 * `node scripts/checks.ts typecheck lint format:check test:unit`: runs those npm scripts side by side, at most
 * CHECKS_AT_ONCE at a time (default 2, one per core here), in the order given as slots free up. Each one's output is
 * held and printed whole when it ends, under its name and time, so two logs never interleave. Exits 1 if any
 * failed, after all have run (one run shows every failing check, not only the first).
 *
 * `npm test` starts with it: the type check, the linter, the formatter's check and the unit tests read the sources
 * and write nothing the others read (the unit tests' JSON report aside), so they need not wait for one another.
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/checks.ts <npm script>...");
  process.exit(2);
}
const atOnce = Math.max(1, Number(process.env.CHECKS_AT_ONCE ?? 2));

interface Outcome {
  script: string;
  code: number;
  seconds: number;
}

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const outcome = { script, code: code ?? (signal ? 1 : 0), seconds };
      process.stdout.write(
        `\n::group::${script} (${seconds.toFixed(1)} s, ${outcome.code === 0 ? "passed" : "FAILED"})\n`,
      );
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`::endgroup::\n`);
      resolve(outcome);
    });
  });
}

const queue = [...scripts];
const outcomes: Outcome[] = [];
async function worker() {
  for (let script = queue.shift(); script !== undefined; script = queue.shift()) outcomes.push(await run(script));
}
await Promise.all(Array.from({ length: Math.min(atOnce, scripts.length) }, worker));

const failed = outcomes.filter((outcome) => outcome.code !== 0);
console.log(
  `\nchecks: ${outcomes.map((outcome) => `${outcome.script} ${outcome.code === 0 ? "ok" : "FAILED"} ${outcome.seconds.toFixed(0)} s`).join(", ")}`,
);
process.exit(failed.length > 0 ? 1 : 0);
