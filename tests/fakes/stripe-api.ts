// Stripe's API as far as the shop uses it, on loopback, with state: payment intents, checkout
// sessions, a hosted checkout page, and refunds (whole or part, on the charge a payment made). The shop's real `stripe` SDK talks to it (STRIPE_API_URL);
// the browser's fake Stripe.js reaches it through Playwright routes. Like Stripe, it answers a
// repeated Idempotency-Key with the first answer, and tells the shop about payments with webhook
// events signed by the SDK's own generateTestHeaderString (`charge.refunded` for every refund,
// also one an admin makes in Stripe's own dashboard: `dashboardRefund`).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { once } from "node:events";
import Stripe from "stripe";

export const TEST_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

type Json = Record<string, unknown>;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding (`a[b][0][c]=1`) into nested objects. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function startFakeStripe(options: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}) {
  const signer = new Stripe(options.secretKey);
  const intents = new Map<string, Json>();
  const sessions = new Map<string, Json & { payment_intent_data?: Json }>();
  const charges = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  const sentEvents: Json[] = [];
  let webhookUrl: string | null = null;
  let webhooksPaused = false;

  async function deliver(event: Json) {
    sentEvents.push(event);
    if (!webhookUrl || webhooksPaused) return null;
    return sendSigned(JSON.stringify(event));
  }
  async function sendSigned(payload: string, secret = options.webhookSecret) {
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    const response = await fetch(webhookUrl!, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
      body: payload,
    });
    return { status: response.status, body: await response.json() };
  }
  const event = (type: string, object: Json): Json => ({
    id: id("evt"),
    object: "event",
    api_version: "2026-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  function createIntent(params: Json): Json {
    const intent = {
      id: id("pi"),
      object: "payment_intent",
      amount: Number(params.amount),
      amount_received: 0,
      currency: String(params.currency),
      status: "requires_payment_method",
      description: params.description ?? null,
      receipt_email: params.receipt_email ?? null,
      metadata: (params.metadata as Json) ?? {},
      livemode: false,
      payment_method_billing_details: null as Json | null,
    };
    const withSecret = {
      ...intent,
      client_secret: `${intent.id}_secret_${randomBytes(8).toString("hex")}`,
    };
    intents.set(intent.id, withSecret);
    return withSecret;
  }

  /** Charges a card against an intent, as the customer's browser would confirm it. */
  async function confirmIntent(intent: Json, card: string, billing: Json | null) {
    if (intent.status === "canceled" || intent.status === "succeeded") {
      return {
        ok: false as const,
        error: {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `This PaymentIntent's status is ${String(intent.status)}; it cannot be confirmed.`,
          payment_intent: intent,
        },
      };
    }
    intent.payment_method_billing_details = billing;
    if (card.replace(/\s/g, "") !== TEST_CARDS.success) {
      intent.status = "requires_payment_method";
      return {
        ok: false as const,
        error: {
          type: "card_error",
          code: "card_declined",
          message: "Your card was declined.",
          payment_intent: intent,
        },
      };
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    const charge = {
      id: id("ch"),
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      metadata: intent.metadata,
      status: "succeeded",
    };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    await deliver(event("payment_intent.succeeded", intent));
    return { ok: true as const, intent };
  }

  const send = (
    res: ServerResponse,
    status: number,
    body: Json | string,
    type = "application/json",
  ) => {
    res.writeHead(status, { "Content-Type": type, "Access-Control-Allow-Origin": "*" });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  };
  const unexpectedState = (res: ServerResponse, object: Json) =>
    send(res, 400, {
      error: {
        type: "invalid_request_error",
        code: `${String(object.object).replace(".", "_")}_unexpected_state`,
        message: `This object's status is ${String(object.status)}.`,
      },
    });
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${what}`,
      },
    });

  const checkoutPage = (
    session: Json,
    error = "",
  ) => `<!doctype html><html><head><title>Fake Stripe Checkout</title></head>
<body><h1>Pay ${(Number(session.amount_total) / 100).toFixed(2)} USD</h1>${error ? `<p role="alert">${error}</p>` : ""}
<form method="post" action="/pay/${session.id}"><label>Card number <input name="card" autocomplete="off"></label>
<button type="submit">Pay now</button></form></body></html>`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = req.method === "POST" ? parseStripeForm(await readBody(req)) : {};
    const path = url.pathname;

    // The hosted checkout page (what a customer without JavaScript is sent to).
    const pay = path.match(/^\/pay\/(cs_\w+)$/);
    if (pay) {
      const session = sessions.get(pay[1]!);
      if (!session) return send(res, 404, "No such session", "text/plain");
      if (session.status !== "open")
        return send(res, 410, "This checkout session has expired.", "text/plain");
      if (req.method === "GET") return send(res, 200, checkoutPage(session), "text/html");
      const intent = createIntent({
        amount: session.amount_total,
        currency: session.currency,
        metadata: session.payment_intent_data?.metadata,
      });
      const result = await confirmIntent(intent, String(body.card ?? ""), {
        email: session.customer_email,
      });
      if (!result.ok)
        return send(res, 402, checkoutPage(session, result.error.message), "text/html");
      Object.assign(session, {
        payment_status: "paid",
        status: "complete",
        payment_intent: intent.id,
      });
      await deliver(event("checkout.session.completed", session));
      res.writeHead(303, {
        Location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", String(session.id)),
      });
      return res.end();
    }

    const browser = body.key === options.publishableKey;
    if (req.headers.authorization !== `Bearer ${options.secretKey}` && !browser) {
      return send(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    const key = req.headers["idempotency-key"];
    const remembered = typeof key === "string" ? idempotent.get(`${path}:${key}`) : undefined;
    if (remembered) return send(res, remembered.status, remembered.body);
    const remember = (status: number, json: Json) => {
      if (typeof key === "string") idempotent.set(`${path}:${key}`, { status, body: json });
    };
    const answer = (status: number, json: Json) => {
      remember(status, json);
      return send(res, status, json);
    };

    if (req.method === "POST" && path === "/v1/payment_intents")
      return answer(200, createIntent(body));
    const intentPath = path.match(/^\/v1\/payment_intents\/(pi_\w+?)(\/confirm|\/cancel)?$/);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return missing(res, "payment_intent");
      if (!intentPath[2]) return send(res, 200, intent);
      if (intentPath[2] === "/cancel") {
        if (intent.status === "succeeded" || intent.status === "canceled")
          return unexpectedState(res, intent);
        intent.status = "canceled";
        return answer(200, intent);
      }
      if (browser && body.client_secret !== intent.client_secret)
        return missing(res, "payment_intent");
      const method = (body.payment_method_data ?? {}) as { card?: Json; billing_details?: Json };
      const result = await confirmIntent(
        intent,
        String(method.card?.number ?? ""),
        method.billing_details ?? null,
      );
      return result.ok ? send(res, 200, result.intent) : send(res, 402, { error: result.error });
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const items = Object.values(
        (body.line_items ?? {}) as Record<
          string,
          { quantity: string; price_data: { unit_amount: string; currency: string } }
        >,
      );
      const session = {
        id: id("cs"),
        object: "checkout.session",
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        metadata: body.metadata ?? {},
        currency: items[0]?.price_data.currency ?? "usd",
        amount_total: items.reduce(
          (sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity),
          0,
        ),
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        payment_intent: null,
        payment_intent_data: body.payment_intent_data as Json,
        url: "",
      };
      session.url = `${baseUrl}/pay/${session.id}`;
      sessions.set(session.id, session);
      return answer(200, session);
    }
    const sessionPath = path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)(\/expire)?$/);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      if (!session) return missing(res, "checkout.session");
      if (!sessionPath[2]) return send(res, 200, session);
      if (session.status !== "open") return unexpectedState(res, session);
      session.status = "expired";
      return answer(200, session);
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(String(body.payment_intent ?? ""));
      if (!intent) return missing(res, "payment_intent");
      if (intent.status !== "succeeded") return unexpectedState(res, intent);
      const made = makeRefund(intent, body);
      if ("error" in made) return answer(400, made);
      // Stripe tells of every refund by webhook, the shop's own too (here before it answers; a
      // retry meanwhile already gets this refund).
      remember(200, made);
      await deliver(event("charge.refunded", charges.get(String(made.charge))!));
      return send(res, 200, made);
    }
    if (req.method === "GET" && path === "/v1/refunds") {
      const intentId = url.searchParams.get("payment_intent");
      const data = [...refunds.values()].filter(
        (refund) => !intentId || refund.payment_intent === intentId,
      );
      return send(res, 200, { object: "list", data, has_more: false, url: "/v1/refunds" });
    }
    return send(res, 404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method}: ${path})`,
      },
    });
  }

  /**
   * Gives back `amount` cents (all that is left when not given) of an intent's charge, as
   * Stripe does: never more than is left of it.
   */
  function makeRefund(intent: Json, params: Json): Json {
    const charge = charges.get(String(intent.latest_charge))!;
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!(amount > 0) || amount > left)
      return {
        error: {
          type: "invalid_request_error",
          code: left ? "amount_too_large" : "charge_already_refunded",
          message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        },
      };
    const refund = {
      id: id("re"),
      object: "refund",
      amount,
      charge: charge.id,
      currency: intent.currency,
      payment_intent: intent.id,
      metadata: (params.metadata as Json) ?? {},
      reason: params.reason ?? null,
      status: "succeeded",
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return refund;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) =>
      send(res, 500, { error: { type: "api_error", message: String(error) } }),
    );
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("fake Stripe did not start");
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    url: baseUrl,
    intents,
    sessions,
    /** Refunds made, by their id. */
    refunds,
    /** The refunds of a payment intent, oldest first. */
    refundsOf: (intentId: string) =>
      [...refunds.values()].filter((refund) => refund.payment_intent === intentId),
    sentEvents,
    deliverWebhooksTo(url: string) {
      webhookUrl = url;
    },
    pauseWebhooks(paused: boolean) {
      webhooksPaused = paused;
    },
    /** Test hooks: what a customer or Stripe would do, outside the shop. */
    createIntent,
    confirmIntent: (intentId: string, card: string) =>
      confirmIntent(intents.get(intentId)!, card, null),
    /**
     * A refund an admin makes in Stripe's own dashboard (no metadata of the shop's), and the
     * signed `charge.refunded` event it sends: returns the refund, the event (to send again)
     * and the shop's answer to it.
     */
    async dashboardRefund(intentId: string, amount?: number) {
      const made = makeRefund(intents.get(intentId)!, {
        ...(amount !== undefined && { amount }),
        reason: "requested_by_customer",
      });
      if ("error" in made) throw new Error(JSON.stringify(made.error));
      const refunded = event("charge.refunded", charges.get(String(made.charge))!);
      return { refund: made, event: refunded, answer: await deliver(refunded) };
    },
    event,
    sendSigned,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
