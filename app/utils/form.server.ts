import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import { sharedTexts } from "#app/messages.ts";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const NOT_A_FORM = "Send this as a form (application/x-www-form-urlencoded or multipart).";
const UNREADABLE = sharedTexts.formUnreadable;

/** Whether the request says its body is an HTML form (url-encoded or multipart). */
export function isFormBody(request: Request): boolean {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  return FORM_TYPES.includes(type);
}

/** The posted form, or a thrown 415 (not a form) or 400 (a form that cannot be read). */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormBody(request)) throw new Response(NOT_A_FORM, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw new Response(UNREADABLE, { status: 400 });
  }
}

// A field without a length rule (numbers, ids, choices) is echoed this long at most.
const ECHO_WITHOUT_LIMIT = 64;

// Every field of ours has a plain name. Conform reads `a[0].b` as a path into nested objects,
// and a name nested thousands deep overflows its stack: such fields are no field of ours.
const PLAIN_NAME = /^[A-Za-z_][\w-]{0,63}$/;

function plainFields(formData: FormData): FormData {
  const plain = new FormData();
  for (const [name, value] of formData) if (PLAIN_NAME.test(name)) plain.append(name, value);
  return plain;
}

/**
 * Conform's submission of a form, whose `reply` echoes what was typed back into the form: each
 * value cut to its field's own maximum length, so a huge post never comes back doubled.
 */
export function parseSubmission<Schema extends ZodTypeAny>(formData: FormData, schema: Schema) {
  const submission = parseWithZod(plainFields(formData), { schema });
  const constraint = getZodConstraint(schema) as Record<string, { maxLength?: number }>;
  const reply = submission.reply.bind(submission);
  return Object.assign(submission, {
    reply: (...args: Parameters<typeof reply>) => clampEcho(reply(...args), constraint),
  });
}

/** `readForm` and `parseSubmission` in one. */
export async function parseForm<Schema extends ZodTypeAny>(request: Request, schema: Schema) {
  return parseSubmission(await readForm(request), schema);
}

function clampEcho(
  result: SubmissionResult<string[]>,
  constraint: Record<string, { maxLength?: number }>,
): SubmissionResult<string[]> {
  if (!result.initialValue) return result;
  const clamp = (value: unknown, max: number): unknown =>
    typeof value === "string"
      ? value.slice(0, max)
      : Array.isArray(value)
        ? value.slice(0, 20).map((item) => clamp(item, max))
        : null;
  const initialValue = Object.fromEntries(
    Object.entries(result.initialValue)
      .filter(([name]) => name in constraint)
      .map(([name, value]) => [
        name,
        clamp(value, constraint[name]?.maxLength ?? ECHO_WITHOUT_LIMIT),
      ]),
  ) as SubmissionResult<string[]>["initialValue"];
  return { ...result, initialValue };
}
