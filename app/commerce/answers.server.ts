import type { SubmissionResult } from "@conform-to/react";
import { PROBLEM_STATUS, type Outcome, type Refusal } from "./outcome";

// The commerce core's two adapters: a refusal as the JSON API answers it, and as a form's
// reply. Routes never pick a status for a refusal themselves.

/** The HTTP status of a refusal (400, 404, 409, 422 or 502). */
export const statusOf = (refusal: Refusal) => PROBLEM_STATUS[refusal.problem];

/**
 * The API's answer to a refusal: `{ error, fieldErrors?, line?, ...details }` with its status,
 * the shape every error of the API has (app/utils/api.server.ts's apiError), plus what the
 * refusal carries for a program to act on (the refused line, the new totals).
 */
export function refusalResponse(refusal: Refusal): Response {
  const { message, field, line, details } = refusal;
  return Response.json(
    {
      error: message,
      ...(field && { fieldErrors: { [field]: [message] } }),
      ...(line && { line }),
      ...details,
    },
    { status: statusOf(refusal) },
  );
}

/** An outcome as the API answers it: `ok` makes the answer to a success. */
export function apiAnswer<Value>(
  outcome: Outcome<Value>,
  ok: (value: Value) => Response,
): Response {
  return outcome.ok ? ok(outcome.value) : refusalResponse(outcome);
}

/** What a form's submission can reply with (Conform's `submission.reply`). */
interface Replying {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
  }): SubmissionResult<string[]>;
}

/**
 * A refusal as a form's reply: the message at its field, or above the form when it names none,
 * with the status the page answers (the same as the API's).
 */
export function formRefusal(submission: Replying, refusal: Refusal) {
  const { message, field } = refusal;
  const result = submission.reply(
    field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] },
  );
  return { result, status: statusOf(refusal) };
}
