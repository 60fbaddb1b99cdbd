import type { TestProject } from "vitest/node";
import { freePort, startProductionServer } from "../../scripts/lib/production-server.ts";
import { startLocalGoogle } from "../local-google.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's BKASH_SMS_SECRET, to sign forwarded SMS as the merchant phone would. */
    smsSecret: string;
  }
}

/**
 * Starts `npm start` on a free port with its own fresh local state, and stops it after the run. Google sign-in is
 * configured against a local OpenID Connect provider on loopback, so its redirects run in Chromium under the
 * shop's Content-Security-Policy with no network.
 */
const SMS_SECRET = "e2e-sms-secret";

export default async function setup(project: TestProject) {
  const google = await startLocalGoogle({
    clientId: "e2e-google-client",
    email: "e2e.google@example.com",
    name: "E2E Google",
  });
  const server = await startProductionServer(".tmp/e2e-state", {
    AUTH_GOOGLE_ID: "e2e-google-client",
    AUTH_GOOGLE_SECRET: "e2e-google-secret",
    AUTH_GOOGLE_ISSUER: google.issuer,
    BKASH_SMS_SECRET: SMS_SECRET,
    // Its own fake SMS gateway (npm start starts one there), apart from any `npm start` already running.
    SMS_API_URL: `http://127.0.0.1:${await freePort()}`,
    // And its own fake Steadfast.
    STEADFAST_BASE_URL: `http://127.0.0.1:${await freePort()}/api/v1`,
  });
  project.provide("baseURL", server.baseURL);
  project.provide("smsSecret", SMS_SECRET);
  return async () => {
    server.stop();
    await google.stop();
  };
}
