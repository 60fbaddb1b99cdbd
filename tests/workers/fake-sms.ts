import type { TestProject } from "vitest/node";
import { startFakeSmsGateway } from "../../scripts/lib/fake-sms-gateway.ts";

declare module "vitest" {
  export interface ProvidedContext {
    smsApiUrl: string;
  }
}

/** The fake SMS gateway for the workers tests: the shop's SMS_API_URL points at it, as `npm start` does. */
export default async function setup(project: TestProject) {
  const fake = await startFakeSmsGateway();
  project.provide("smsApiUrl", fake.url);
  return fake.close;
}
