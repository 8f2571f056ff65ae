import { describe, expect, it } from "vitest";
import { priceBreakTexts as texts } from "#app/messages.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import {
  MAX_PRICE_BREAKS,
  priceBreakFieldErrors,
  priceBreaksFormSchema,
  priceBreaksRequestSchema,
} from "#app/schemas/price-breaks.ts";

// A tool's volume breaks as an admin sends them (issue 40): the Prices page's rows and the
// API's `priceBreaks`, for a drill listed at $149 and sold from 5 pieces.
const TOOL = { price: 14_900, minimum_qyt: 5 };

/** The Prices page's form, rows as typed ([quantity, price]). */
function form(rows: [string, string][]) {
  const data = new FormData();
  rows.forEach(([minQyt, price]) => {
    data.append("minQyt", minQyt);
    data.append("price", price);
  });
  return parseSubmission(data, priceBreaksFormSchema(TOOL));
}

const errorsOf = (submission: ReturnType<typeof form>) =>
  submission.status === "success" ? {} : (submission.error ?? {});

describe("the Prices page's form", () => {
  it("keeps the rows as a ladder in cents, ascending, blank rows ignored", () => {
    const submission = form([
      ["50", "129"],
      ["", ""],
      ["10", "139.50"],
      ["", ""],
    ]);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual([
      { minQyt: 10, price: 13_950 },
      { minQyt: 50, price: 12_900 },
    ]);
  });

  it("takes only blank rows as no breaks", () => {
    const submission = form([["", ""]]);
    expect(submission.status === "success" && submission.value).toEqual([]);
  });

  it("points a quantity given twice at the later row", () => {
    expect(
      errorsOf(
        form([
          ["10", "139"],
          ["10", "135"],
        ]),
      ),
    ).toEqual({ "minQyt[1]": [texts.sameQuantity] });
  });

  it("refuses a price no lower than the one of fewer pieces, on its row", () => {
    expect(
      errorsOf(
        form([
          ["50", "139"],
          ["10", "139"],
        ]),
      ),
    ).toEqual({ "price[0]": [texts.notFalling("$139.00")] });
  });

  it("refuses a price at or above the list price", () => {
    expect(errorsOf(form([["10", "149"]]))).toEqual({
      "price[0]": [texts.notBelowList("$149.00")],
    });
  });

  it("refuses a quantity below the tool's minimum order on its row, and takes the minimum itself", () => {
    expect(
      errorsOf(
        form([
          ["10", "139"],
          ["3", "145"],
        ]),
      ),
    ).toEqual({ "minQyt[1]": [texts.belowMinimum(5)] });
    // A cheaper row below the minimum is no rung the others must fall from.
    expect(
      errorsOf(
        form([
          ["10", "139"],
          ["2", "100"],
        ]),
      ),
    ).toEqual({ "minQyt[1]": [texts.belowMinimum(5)] });
    const submission = form([["5", "145"]]);
    expect(submission.status === "success" && submission.value).toEqual([
      { minQyt: 5, price: 14_500 },
    ]);
  });

  it("refuses a half-filled row, a quantity below 2 and a price with fractions of a cent", () => {
    const errors = errorsOf(
      form([
        ["10", ""],
        ["1", "120"],
        ["20", "120.005"],
      ]),
    );
    expect(Object.keys(errors).sort()).toEqual(["minQyt[1]", "price[0]", "price[2]"]);
  });
});

describe("the API's priceBreaks", () => {
  it("takes at most the limit of rows", () => {
    const rows = Array.from({ length: MAX_PRICE_BREAKS + 1 }, (_, row) => ({
      minQyt: 10 + row,
      price: 100 - row,
    }));
    expect(priceBreaksRequestSchema.safeParse(rows).success).toBe(false);
    expect(priceBreaksRequestSchema.safeParse(rows.slice(1)).success).toBe(true);
  });

  it("names a wrong rung by its place", () => {
    expect(
      priceBreakFieldErrors(
        [
          { minQyt: 10, price: 139 },
          { minQyt: 50, price: 150 },
        ],
        TOOL,
      ),
    ).toEqual({ "priceBreaks.1.price": [texts.notBelowList("$149.00")] });
    expect(priceBreakFieldErrors([{ minQyt: 10, price: 139 }], TOOL)).toEqual({});
    expect(priceBreakFieldErrors([{ minQyt: 4, price: 139 }], TOOL)).toEqual({
      "priceBreaks.0.minQyt": [texts.belowMinimum(5)],
    });
  });
});
