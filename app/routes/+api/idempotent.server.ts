import { idempotencyTexts } from "#app/messages.ts";
import {
  claimIdempotencyKey,
  keepIdempotentAnswer,
  releaseIdempotencyKey,
} from "#app/models/idempotent-request.server.ts";
import type { User } from "#app/models/user.server.ts";
import { idempotencyKeySchema } from "#app/schemas/api/common.ts";
import { apiError, invalidBody } from "#app/utils/api.server.ts";
import { requestDigest } from "#app/utils/request-digest.server.ts";

const IN_PROGRESS = "A request with this Idempotency-Key is still running: try again shortly";

/**
 * A creating POST that takes an optional `Idempotency-Key` (issue 50): without one, `create`
 * runs; with one, its first successful answer is kept and the same request again (the same
 * caller, call and body) gets it again, also when the two race; the same key with another
 * request is 422 and creates nothing. A refused request (4xx) keeps nothing: it may be sent again.
 */
export async function createOnce(
  request: Request,
  caller: Pick<User, "id">,
  body: object,
  create: () => Promise<Response>,
): Promise<Response> {
  const header = idempotencyKeySchema
    .optional()
    .safeParse(request.headers.get("Idempotency-Key") ?? undefined);
  if (!header.success) return invalidBody(header.error);
  if (header.data === undefined) return create();
  const key = `${caller.id}:${header.data}`;
  const call = `${request.method} ${new URL(request.url).pathname.toLowerCase()}`;
  const claim = await claimIdempotencyKey(key, requestDigest(call, body));
  if (claim.status === "other-request")
    return apiError(422, idempotencyTexts.keyReused("Idempotency-Key", header.data));
  if (claim.status === "running") return apiError(409, IN_PROGRESS);
  if (claim.status === "answered")
    return new Response(claim.answer.body, {
      status: claim.answer.status,
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
  let response: Response;
  try {
    response = await create();
  } catch (error) {
    await releaseIdempotencyKey(key);
    throw error;
  }
  if (response.ok) {
    const text = await response.clone().text();
    await keepIdempotentAnswer(key, { status: response.status, body: text });
  } else await releaseIdempotencyKey(key);
  return response;
}
