import { describe, expect, it } from "vitest";
import { addressKey } from "../../worker/platform/client-address";

describe("the key of the per-address limits", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("10.0.0.1")).not.toBe(addressKey("10.0.0.2"));
  });

  it("counts IPv6 by its /64, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const ip of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:abcd::",
      "2001:db8:1:2:0:0:192.0.2.1",
      "2001:db8:1:2::9%eth0",
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
  });

  it("keeps neighbouring /64s apart", () => {
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keeps text that is not an address as given", () => {
    for (const text of ["unknown", "", "2001:db8::1::2", "1:2:3:4:5:6:7:8:9", "2001:db8:zz::1", "::ffff:300.1.1.1"]) {
      expect(addressKey(text), text).toBe(text);
    }
  });
});
