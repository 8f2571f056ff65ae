// What came of a money action (placing an order, accepting a quote, a refund, a return, a
// cancel): the one result type of the commerce core. Every expected "no" is a value, not an
// exception, and says what kind of no it is; app/commerce/answers.server.ts turns it into the
// API's answer (status and JSON) or a form's reply, so no route decides a status of its own.

/**
 * The kinds of refusal, each with one HTTP status: the request itself is wrong (400), what it
 * names is not there or not the caller's (404), what it asks no longer fits how things stand
 * (409), an Idempotency-Key comes back with another request (422), or the payment provider
 * did not take the money back (502: the shop's side is fine, the next hop is not).
 */
export type Problem = "invalid" | "missing" | "conflict" | "reused" | "failed";

export const PROBLEM_STATUS: Record<Problem, number> = {
  invalid: 400,
  missing: 404,
  conflict: 409,
  reused: 422,
  failed: 502,
};

/** A refused line of an order: which tool, and why (the spec's words). */
export interface RefusedLine {
  toolId: string;
  name: string;
  message: string;
}

export interface Refusal {
  ok: false;
  problem: Problem;
  message: string;
  /** The form field (and the API's `fieldErrors` key) the message belongs to. */
  field?: string;
  /** The order line that stops it (checkout, an accepted quote). */
  line?: RefusedLine;
  /** What else the API answer carries beside `error` (the new totals of a changed price). */
  details?: Record<string, unknown>;
}

export type Outcome<Value> = { ok: true; value: Value } | Refusal;

export const done = <Value>(value: Value): Outcome<Value> => ({ ok: true, value });

export function refused(
  problem: Problem,
  message: string,
  more: Pick<Refusal, "field" | "line" | "details"> = {},
): Refusal {
  return { ok: false, problem, message, ...more };
}

/** Thrown inside a transaction to roll it back, and returned as its refusal outside. */
export class Stopped extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** Runs `work`, answering a Stopped refusal thrown inside it as that refusal. */
export async function unlessStopped<Value>(
  work: () => Promise<Outcome<Value>>,
): Promise<Outcome<Value>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stopped) return error.refusal;
    throw error;
  }
}
