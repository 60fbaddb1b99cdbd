import { describe, expect, it } from "vitest";
import { knownDeviceNonce, MAX_DEVICE_ENTRIES, rememberDevice } from "./devices.ts";

const SECRET = "unit-test-secret-0123456789";

describe("device cookie entries", () => {
  it("remembers an account on a browser, by a nonce only that account's entry gives", async () => {
    const value = await rememberDevice(SECRET, null, "Owner@Example.com");
    expect(value).toMatch(/^[\w-]{16}\.[\w-]{22}$/);
    expect(value).not.toContain("owner");
    const nonce = await knownDeviceNonce(SECRET, value, "owner@example.com");
    expect(nonce).toBe(value.split(".")[0]);
    expect(await knownDeviceNonce(SECRET, value, "someone@example.com")).toBeNull();
    expect(await knownDeviceNonce("another-secret-0123456789", value, "owner@example.com")).toBeNull();
  });

  it("keeps an account's entry when it signs in again, and the latest few accounts", async () => {
    const first = await rememberDevice(SECRET, null, "a@example.com");
    expect(await rememberDevice(SECRET, first, "a@example.com")).toBe(first);
    let value = first;
    for (let index = 0; index < MAX_DEVICE_ENTRIES + 2; index++)
      value = await rememberDevice(SECRET, value, `user${index}@example.com`);
    expect(value.split("~")).toHaveLength(MAX_DEVICE_ENTRIES);
    expect(await knownDeviceNonce(SECRET, value, "a@example.com")).toBeNull();
    expect(await knownDeviceNonce(SECRET, value, `user${MAX_DEVICE_ENTRIES + 1}@example.com`)).not.toBeNull();
  });

  it("ignores entries that are not of its shape, and forged ones", async () => {
    expect(await knownDeviceNonce(SECRET, "garbage~<script>~", "a@example.com")).toBeNull();
    const forged = `${"A".repeat(16)}.${"B".repeat(22)}`;
    expect(await knownDeviceNonce(SECRET, forged, "a@example.com")).toBeNull();
    const kept = await rememberDevice(SECRET, `junk~${forged}`, "a@example.com");
    expect(kept.split("~")).toEqual([expect.stringMatching(/^[\w-]{16}\./), forged]);
  });
});
