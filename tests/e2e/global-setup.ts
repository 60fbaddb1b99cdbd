import type { TestProject } from "vitest/node";
import { startProductionServer } from "../../scripts/lib/production-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Starts `npm start` on a free port with its own fresh local state, and stops it after the run. */
export default async function setup(project: TestProject) {
  const server = await startProductionServer(".tmp/e2e-state");
  project.provide("baseURL", server.baseURL);
  return () => server.stop();
}
