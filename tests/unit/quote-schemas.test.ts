// The quote page's send form (issue 47) read as the API's send: each line priced at its
// quantity or taken out, the freight left empty as none, the round it was priced from.
import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/utils/form.server.ts";
import { quoteSendFormSchema } from "#app/schemas/quote.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the send form", () => {
  const schema = quoteSendFormSchema(["drill", "bits"]);
  const priced = {
    "price-drill": "110",
    "qyt-drill": "15",
    "price-bits": "9.50",
    "qyt-bits": "10",
    round: "2",
  };

  it("prices each line at its quantity, without freight when it is left empty", () => {
    const submission = parseSubmission(form({ ...priced, freight: "" }), schema);
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    expect(submission.value).toEqual({
      lines: [
        { toolId: "drill", price: 110, qyt: 15 },
        { toolId: "bits", price: 9.5, qyt: 10 },
      ],
      remove: [],
      freight: null,
      round: 2,
      validUntil: undefined,
      reply: null,
    });
  });

  it("takes a ticked line out and keeps the freight in dollars", () => {
    const submission = parseSubmission(
      form({ ...priced, "remove-bits": "on", freight: "40.25" }),
      schema,
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    expect(submission.value).toMatchObject({
      lines: [{ toolId: "drill", price: 110, qyt: 15 }],
      remove: ["bits"],
      freight: 40.25,
    });
  });

  it("refuses a quantity of none, freight below nothing or above $100,000, and a missing round", () => {
    const submission = parseSubmission(
      form({ ...priced, "qyt-bits": "0", freight: "-1", round: "" }),
      schema,
    );
    if (submission.status !== "error") throw new Error("the form was taken");
    expect(Object.keys(submission.error ?? {}).sort()).toEqual(["freight", "qyt-bits", "round"]);
    const tooMuch = parseSubmission(form({ ...priced, freight: "100000.01" }), schema);
    if (tooMuch.status !== "error") throw new Error("the form was taken");
    expect(tooMuch.error?.freight).toEqual(["Enter at most $100,000"]);
  });
});
