import type { TestProject } from "vitest/node";
import { startFakePathao } from "../../scripts/lib/fake-pathao.ts";
import { startFakeRedx } from "../../scripts/lib/fake-redx.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PATHAO_BASE_URL. */
    pathaoUrl: string;
    /** The fake RedX's root: REDX_BASE_URL is `${redxUrl}/v1.0.0-beta`, its `/__...` paths at the root. */
    redxUrl: string;
  }
}

/**
 * The fake Pathao and fake RedX for the workers tests (issue 51). No webhook is set: the Worker under test is not
 * reachable over HTTP, so a test takes the body `POST /__callback` answers and posts it to the Worker itself.
 */
export default async function setup(project: TestProject) {
  const [pathao, redx] = await Promise.all([startFakePathao(), startFakeRedx()]);
  project.provide("pathaoUrl", pathao.url);
  project.provide("redxUrl", redx.url);
  return async () => {
    await Promise.all([pathao.close(), redx.close()]);
  };
}
