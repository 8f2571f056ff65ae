// What Remix's errors write to the log (issue 45, finding 10): a request Remix refused for the
// client's mistake is the request log's one line; the shop's own failures keep their stack.
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "#app/entry.server.tsx";
import { formRequest, routeArgs } from "#tests/support/route-args.ts";

const args = () => routeArgs(formRequest("/reviews", { name: "x" }));

describe("handleError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes nothing for a post to a page without an action (Remix's own 405)", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = new ErrorResponse(
      405,
      "Method Not Allowed",
      new Error('You made a POST request to "/reviews" but did not provide an `action`'),
      true,
    );
    handleError(refused, args());
    expect(logged).not.toHaveBeenCalled();
  });

  it("writes the shop's own failure with its stack", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("the database went away");
    handleError(failure, args());
    expect(logged).toHaveBeenCalledExactlyOnceWith(failure);
  });
});
