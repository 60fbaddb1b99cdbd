import type { TestProject } from "vitest/node";
import { startLocalGoogle } from "../local-google.ts";

declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
  }
}

/** Google sign-in for the workers tests: the local stand-in, signing in as one Google account. */
export default async function setup(project: TestProject) {
  const google = await startLocalGoogle({
    clientId: "test-google-client",
    email: "Google.User@Example.com",
    name: "Google User",
    picture: "https://example.com/photo.png",
  });
  project.provide("oidcIssuer", google.issuer);
  return google.stop;
}
