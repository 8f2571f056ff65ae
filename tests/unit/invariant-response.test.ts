import { describe, expect, it } from "vitest";
import { invariantResponse } from "#app/utils/invariant-response.ts";

async function thrown(run: () => void): Promise<Response> {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("invariantResponse", () => {
  it("lets a request go on when the condition holds", () => {
    expect(() => invariantResponse({ id: "a" }, "gone", 404)).not.toThrow();
    expect(() => invariantResponse(true, "no", 403)).not.toThrow();
  });

  it("throws a response with the status, its text and the message otherwise", async () => {
    const response = await thrown(() => invariantResponse(null, "That order does not exist.", 404));
    expect(response.status).toBe(404);
    expect(response.statusText).toBe("Not Found");
    expect(await response.text()).toBe("That order does not exist.");

    const forbidden = await thrown(() => invariantResponse(false, "Admins only.", 403));
    expect([forbidden.status, forbidden.statusText]).toEqual([403, "Forbidden"]);
  });
});
