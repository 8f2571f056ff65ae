import { beforeEach, describe, expect, it } from "vitest";
import { listEnquiries } from "#app/models/enquiry.server.ts";
import { action, loader } from "#app/routes/_index.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import type { Toast } from "#app/schemas/toast.ts";
import { formRequest, getRequest, routeArgs, unwrap } from "#tests/support/route-args.ts";
import { clearCatalogue, insertReview, insertTool } from "#tests/fixtures/in-process.ts";

describe("home page", () => {
  beforeEach(clearCatalogue);

  it("shows the newest 6 tools and the latest 3 reviews", async () => {
    for (let index = 1; index <= 8; index++) await insertTool({ name: `Tool ${index}` });
    for (let index = 1; index <= 5; index++) await insertReview({ name: `Reviewer ${index}` });
    const { tools, reviews } = unwrap<Awaited<ReturnType<typeof loader>>["data"]>(
      await loader(routeArgs(getRequest("/"))),
    ).data;
    expect(tools.map((tool) => tool.name)).toEqual([
      "Tool 8",
      "Tool 7",
      "Tool 6",
      "Tool 5",
      "Tool 4",
      "Tool 3",
    ]);
    expect(reviews.map((review) => review.name)).toEqual([
      "Reviewer 5",
      "Reviewer 4",
      "Reviewer 3",
    ]);
  });
});

describe("distributor enquiry", () => {
  const valid = {
    name: "Ana Ruiz",
    email: "ana@ruiz-supply.example",
    company: "Ruiz Supply",
    phone: "",
    message: "We run four hardware stores in Texas and want your hand tools.",
  };

  it("stores a valid enquiry and redirects with a thank-you toast", async () => {
    const response = (await action(routeArgs(formRequest("/?index", valid)))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/#enquiry");
    const [stored] = await listEnquiries();
    expect(stored).toMatchObject({ name: "Ana Ruiz", company: "Ruiz Supply", phone: null });

    // The next page shows the toast once, then clears the cookie.
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const next = unwrap<{ toast: Toast | null }>(
      await rootLoader(routeArgs(getRequest("/", { Cookie: cookie }))),
    );
    expect(next.data.toast).toEqual({
      id: expect.any(String),
      type: "success",
      message: expect.stringMatching(/^Thank you for your enquiry/),
    });
    expect(next.headers.get("Set-Cookie")).toMatch(/toast=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("answers 400 with field errors and stores nothing for bad input", async () => {
    const before = (await listEnquiries()).length;
    const result = unwrap<{ result: { error: Record<string, string[]> } }>(
      await action(routeArgs(formRequest("/?index", { ...valid, name: "", email: "ana@" }))),
    );
    expect(result.status).toBe(400);
    const reply = result.data.result;
    expect(reply.error.name).toEqual(["This field is required"]);
    expect(reply.error.email).toEqual(["Enter a valid email address"]);
    expect(await listEnquiries()).toHaveLength(before);
  });

  it("ignores a forged toast cookie", async () => {
    const next = unwrap<{ toast: Toast | null }>(
      await rootLoader(routeArgs(getRequest("/", { Cookie: "toast=forged" }))),
    );
    expect(next.data.toast).toBeNull();
  });
});
