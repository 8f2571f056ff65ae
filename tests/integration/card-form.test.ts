// The sandbox's card form tells the truth (issue 47): one message per problem, the CVC kept
// after an error the server found in another field (in that answer only, never kept by a
// cache), and nothing paid by a refused card.
import { describe, expect, it } from "vitest";
import { getOrder } from "#app/models/order.server.ts";
import { action as payment } from "#app/routes/dashboard.payment.$id.tsx";
import { CARD_EXPIRED, CARD_FORMAT, sandboxCardSchema } from "#app/schemas/card.ts";
import { CARD_DECLINED, SANDBOX_CARDS } from "#app/services/payments/sandbox.server.ts";
import { formPost, routeArgs, unwrap } from "#tests/support/route-args.ts";
import {
  insertOrder,
  insertTool,
  sessionCookie,
  userWithToken,
} from "#tests/fixtures/in-process.ts";

const CARD = {
  cardholder: "Dana Whitfield",
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/49",
  cvc: "123",
};

describe("the card's expiry", () => {
  it("is said wrong once: the format first, then whether it has passed", () => {
    const errorsFor = (expiry: string) =>
      sandboxCardSchema.safeParse({ ...CARD, expiry }).error?.flatten().fieldErrors.expiry;
    for (const expiry of ["1229", "13/29", "12/2", "12-29", "0/29"])
      expect(errorsFor(expiry)).toEqual([CARD_FORMAT]);
    expect(errorsFor("01/20")).toEqual([CARD_EXPIRED]);
    expect(errorsFor("12/49")).toBeUndefined();
  });
});

interface CardReply {
  result: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };
}

describe("the payment page's card form", () => {
  async function payPage() {
    const buyer = await userWithToken();
    const tool = await insertTool({ price: 4_500, minimum_qyt: 1, available_qyt: 20 });
    const order = await insertOrder(tool, { qyt: 1 }, { userId: buyer.user.id });
    const cookie = await sessionCookie(buyer.user.id);
    const post = async (card: Record<string, string>) => {
      const answered = await payment(
        routeArgs(formPost(`/dashboard/payment/${order.id}`, Object.entries(card), cookie), {
          id: order.id,
        }),
      );
      return unwrap<CardReply>(answered);
    };
    return { order, post };
  }

  it("keeps the CVC after an error in another field, and only the message of that error", async () => {
    const { order, post } = await payPage();
    const refused = await post({ ...CARD, expiry: "1229" });
    expect(refused.status).toBe(400);
    expect(refused.data.result.error).toEqual({ expiry: [CARD_FORMAT] });
    expect(refused.data.result.initialValue).toMatchObject({ expiry: "1229", cvc: "123" });
    // The answer that carries it is kept by no cache.
    expect(refused.headers.get("Cache-Control")).toBe("no-store");

    const declined = await post({ ...CARD, cardNumber: SANDBOX_CARDS.declined });
    expect(declined.status).toBe(402);
    expect(declined.data.result.error).toEqual({ cardNumber: [CARD_DECLINED] });
    expect(declined.data.result.initialValue).toMatchObject({ cvc: "123" });
    expect(declined.headers.get("Cache-Control")).toBe("no-store");
    expect(await getOrder(order.id)).toMatchObject({ paid: 0, paymentId: null });
  });

  it("clears a CVC that is itself wrong, to be typed again", async () => {
    const { post } = await payPage();
    const refused = await post({ ...CARD, expiry: "01/20", cvc: "12" });
    expect(refused.status).toBe(400);
    expect(refused.data.result.error).toEqual({
      expiry: [CARD_EXPIRED],
      cvc: ["3 or 4 digits"],
    });
    expect(refused.data.result.initialValue).not.toHaveProperty("cvc");
    expect(refused.data.result.initialValue).toMatchObject({ expiry: "01/20" });
  });
});
