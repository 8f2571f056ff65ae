// The fingerprint an idempotency key is stored with (issue 45, finding 5): the same request in
// any spelling is one digest, any other field, value, order of lines or call is another.
import { describe, expect, it } from "vitest";
import { requestDigest, sameRequest } from "#app/utils/request-digest.server.ts";

describe("requestDigest", () => {
  const refund = { orderId: "o1", amount: 100, lines: [{ toolId: "t1", qyt: 2 }], restock: false };

  it("is the same for the same fields in any order, a field left out and one sent as null", () => {
    const digest = requestDigest("refund", refund);
    expect(
      requestDigest("refund", {
        restock: false,
        lines: [{ qyt: 2, toolId: "t1" }],
        amount: 100,
        orderId: "o1",
        reason: undefined,
        note: null,
      }),
    ).toBe(digest);
    expect(digest).toMatch(/^[\w-]{43}$/);
  });

  it("differs for another value, another order of lines, or another call", () => {
    const digest = requestDigest("refund", refund);
    expect(requestDigest("refund", { ...refund, amount: 5000 })).not.toBe(digest);
    expect(requestDigest("refund", { ...refund, restock: true })).not.toBe(digest);
    expect(
      requestDigest("refund", {
        ...refund,
        lines: [
          { toolId: "t2", qyt: 1 },
          { toolId: "t1", qyt: 2 },
        ],
      }),
    ).not.toBe(
      requestDigest("refund", { ...refund, lines: [...refund.lines, { toolId: "t2", qyt: 1 }] }),
    );
    expect(requestDigest("checkout", refund)).not.toBe(digest);
  });
});

describe("sameRequest", () => {
  it("answers a stored result for its own digest, and for one stored before digests were kept", () => {
    expect(sameRequest("abc", "abc")).toBe(true);
    expect(sameRequest("abc", "abd")).toBe(false);
    expect(sameRequest(null, "abd")).toBe(true);
  });
});
