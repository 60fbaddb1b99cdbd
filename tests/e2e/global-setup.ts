import type { TestProject } from "vitest/node";
import { freePort, startProductionServer } from "../../scripts/lib/production-server.ts";
import { startLocalGoogle } from "../local-google.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's BKASH_SMS_SECRET, to sign forwarded SMS as the merchant phone would. */
    smsSecret: string;
    /** The server's mail sink: `${mailSinkURL}/__sent` lists every email it sent. */
    mailSinkURL: string;
    /** The server's fake SMS gateway: `${smsApiUrl}/__sent?to=<number>` lists what it texted (issue 50's codes). */
    smsApiUrl: string;
    /** The server's fake Steadfast (`npm start` starts it): `${steadfastUrl}/api/v1/__payout` makes a payout. */
    steadfastUrl: string;
    /** The server's fake Pathao (PATHAO_BASE_URL): `/__sent`, `/__callback` (issue 51). */
    pathaoUrl: string;
    /** The server's fake RedX's root (REDX_BASE_URL is `${redxUrl}/v1.0.0-beta`): `/__sent`, `/__callback`. */
    redxUrl: string;
  }
}

/**
 * Starts `npm start` on a free port with its own fresh local state, and stops it after the run. Google sign-in is
 * configured against a local OpenID Connect provider on loopback, so its redirects run in Chromium under the
 * shop's Content-Security-Policy with no network.
 *
 * One server serves the whole run, English and Bangla (vitest.e2e.config.ts runs this once, at its root). When
 * vitest.config.ts holds that config as one of its projects, each of its e2e projects runs this setup: the second
 * is given the server the first started, and the last to finish stops it.
 */
const SMS_SECRET = "e2e-sms-secret";

interface Running {
  started: Promise<{
    baseURL: string;
    mailSinkURL: string;
    smsApiUrl: string;
    steadfastUrl: string;
    pathaoUrl: string;
    redxUrl: string;
    stop(): Promise<void>;
  }>;
  users: number;
}
const shared = globalThis as typeof globalThis & { e2eServer?: Running };

async function start() {
  const google = await startLocalGoogle({
    clientId: "e2e-google-client",
    email: "e2e.google@example.com",
    name: "E2E Google",
  });
  const smsApiUrl = `http://127.0.0.1:${await freePort()}`;
  const steadfastUrl = `http://127.0.0.1:${await freePort()}`;
  const pathaoUrl = `http://127.0.0.1:${await freePort()}`;
  const redxUrl = `http://127.0.0.1:${await freePort()}`;
  const server = await startProductionServer(".tmp/e2e-state", {
    AUTH_GOOGLE_ID: "e2e-google-client",
    AUTH_GOOGLE_SECRET: "e2e-google-secret",
    AUTH_GOOGLE_ISSUER: google.issuer,
    BKASH_SMS_SECRET: SMS_SECRET,
    // Its own fake SMS gateway (npm start starts one there), apart from any `npm start` already running.
    SMS_API_URL: smsApiUrl,
    // And its own fake Steadfast.
    STEADFAST_BASE_URL: `${steadfastUrl}/api/v1`,
    // And its own fake Pathao and fake RedX (issue 51), their webhooks to this server.
    PATHAO_BASE_URL: pathaoUrl,
    REDX_BASE_URL: `${redxUrl}/v1.0.0-beta`,
    // Every journey registers its shoppers from 127.0.0.1: the per-address limit is the workers tests' to check.
    REGISTRATIONS_PER_ADDRESS_HOUR: "100000",
  });
  return {
    baseURL: server.baseURL,
    mailSinkURL: server.mailSinkURL,
    smsApiUrl,
    steadfastUrl,
    pathaoUrl,
    redxUrl,
    stop: async () => {
      server.stop();
      await google.stop();
    },
  };
}

export default async function setup(project: TestProject) {
  const running = (shared.e2eServer ??= { started: start(), users: 0 });
  running.users += 1;
  const { baseURL, mailSinkURL, smsApiUrl, steadfastUrl, pathaoUrl, redxUrl, stop } = await running.started;
  project.provide("baseURL", baseURL);
  project.provide("mailSinkURL", mailSinkURL);
  project.provide("smsSecret", SMS_SECRET);
  project.provide("smsApiUrl", smsApiUrl);
  project.provide("steadfastUrl", steadfastUrl);
  project.provide("pathaoUrl", pathaoUrl);
  project.provide("redxUrl", redxUrl);
  return async () => {
    running.users -= 1;
    if (running.users > 0) return;
    delete shared.e2eServer;
    await stop();
  };
}
