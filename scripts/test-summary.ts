/** Adds up the Vitest JSON reports of every layer and prints one closing line: "N passed, N failed". */
import { existsSync, readFileSync } from "node:fs";

const layers = ["unit", "workers", "round-trips", "storybook", "stories-bn", "e2e"];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const layer of layers) {
  const path = `.tmp/reports/${layer}.json`;
  if (!existsSync(path)) {
    console.log(`${layer}: no report (the layer did not run)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(path, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  console.log(`${layer}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
