import { describe, expect, it } from "vitest";
import { addressKey, clientAddress } from "./rate-limit.server.ts";

describe("client addresses as the limits count them (decision 044)", () => {
  it("an IPv6 address counts as its /64, however it is written", () => {
    expect(addressKey("2001:db8:0:1:a:b:c:d")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:DB8:0000:0001::1")).toBe("2001:db8:0:1::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("[2001:db8:0:1::ffff]")).toBe("2001:db8:0:1::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("an IPv4 address (mapped into IPv6 too) is itself; something else is kept as it came", () => {
    expect(addressKey("203.0.113.47")).toBe("203.0.113.47");
    expect(addressKey("::ffff:203.0.113.47")).toBe("203.0.113.47");
    expect(addressKey("not:an:address")).toBe("not:an:address");
  });

  it("reads CF-Connecting-IP, and no header is no address", () => {
    const from = (ip?: string) =>
      clientAddress(new Request("http://shop.test/", { headers: ip ? { "CF-Connecting-IP": ip } : {} }));
    expect(from("2001:db8:4747:1::5")).toBe("2001:db8:4747:1::/64");
    expect(from()).toBeNull();
  });
});
