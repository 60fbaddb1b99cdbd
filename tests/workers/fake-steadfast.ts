import type { TestProject } from "vitest/node";
import { startFakeSteadfast } from "../../scripts/lib/fake-steadfast.ts";

declare module "vitest" {
  export interface ProvidedContext {
    steadfastUrl: string;
  }
}

/** The fake Steadfast for the workers tests: STEADFAST_BASE_URL points at it, as `npm start` does. */
export default async function setup(project: TestProject) {
  const fake = await startFakeSteadfast();
  project.provide("steadfastUrl", fake.url);
  return fake.close;
}
