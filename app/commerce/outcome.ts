import { checkoutPageTexts, idempotencyTexts } from "#app/messages.ts";
import type { OrderTotals } from "./lines";

// Why the shop said no to a money flow (placing an order, a quote's request, sending or
// accept, a return, a refund): one shape for all of them, made by the models and answered by
// one of two adapters (outcome.server.ts): the API's status and JSON, or a form's reply.
// Every expected "no" is a value; only what nobody expects is thrown.

/** What kind of no it is; each is one HTTP status (REFUSAL_STATUS). */
export type Problem =
  /** The request itself is wrong (a quantity, a choice, an order above the largest). */
  | "invalid"
  /** What it names is not there, or not the caller's to see. */
  | "missing"
  /** The shop as it stands says no (stock went, the order moved on, prices changed). */
  | "conflict"
  /** The idempotency key came before with another request; nothing was done. */
  | "key-reused"
  /** The payment provider did not take it: the shop's side is fine, the next hop is not. */
  | "failed";

export const REFUSAL_STATUS: Record<Problem, 400 | 404 | 409 | 422 | 502> = {
  invalid: 400,
  missing: 404,
  conflict: 409,
  "key-reused": 422,
  failed: 502,
};

/** A line that stops the request: its tool, its name where known, and what is wrong with it. */
export interface RefusedLine {
  toolId: string;
  name?: string;
  message: string;
}

export interface Refusal {
  status: "refused";
  problem: Problem;
  /** What the caller reads: the API's `error`, the form's message. */
  message: string;
  /** The request's field at fault (the API's `fieldErrors`, the form's field). */
  field?: string;
  /** The line at fault. */
  line?: RefusedLine;
  /** Today's totals, when they are not those the buyer saw (a price changed meanwhile). */
  totals?: OrderTotals;
  /** The idempotency key that came before with another request. */
  key?: string;
  /** Cents a company may still owe on account, when an order would take it over its limit. */
  creditLeft?: number;
}

/** A refusal; `at` says where the fault is. */
export const refused = (
  problem: Problem,
  message: string,
  at: Pick<Refusal, "field" | "line" | "totals" | "key" | "creditLeft"> = {},
): Refusal => ({ status: "refused", problem, message, ...at });

export const isRefusal = (outcome: { status: string }): outcome is Refusal =>
  outcome.status === "refused";

/** The idempotency key came before with another request (the adapters name it as it was sent). */
export const keyReused = (key: string): Refusal =>
  refused("key-reused", idempotencyTexts.keyReused("Idempotency-Key", key), { key });

/** A line that cannot be had, named with the reason (the spec's words). */
export const lineRefusal = (
  line: { toolId: string; name: string },
  reason: string,
  at: Pick<Refusal, "field"> = {},
): Refusal =>
  refused("conflict", checkoutPageTexts.lineShort(line.name, reason), {
    ...at,
    line: { toolId: line.toolId, name: line.name, message: reason },
  });
