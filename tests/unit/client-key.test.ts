import { describe, expect, it } from "vitest";
import { clientKey } from "../../server/rate-limit";

describe("clientKey", () => {
  it("counts an IPv4 client as itself, however the socket spells its address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /56 as one client", () => {
    const a = clientKey("2001:db8:abcd:12ff:1:2:3:4");
    expect(a).toBe(clientKey("2001:db8:abcd:1200::9"));
    expect(a).not.toBe(clientKey("2001:db8:abcd:1300::9"));
  });
});
