import type { SubmissionResult } from "@conform-to/react";

/**
 * A form drawn from the server's last answer alone, for a page that ships no script (home's
 * enquiry form): no client form library has anything to do there. Each field has what Conform
 * would have given it (its ids, the value typed and its errors), so the markup is the same as a
 * Conform form's, and the server answers with the same schema and messages.
 */
export interface ReplyField {
  kind: "reply";
  id: string;
  name: string;
  formId: string;
  errorId: string;
  /** Undefined when the answer holds none for this field (as Conform's `errors`). */
  errors?: string[];
  initialValue?: string;
}

type Reply = SubmissionResult<string[]> | null | undefined;

/** The field `name` of form `formId`, as the answer `reply` (if any) left it. */
export function replyField(formId: string, name: string, reply: Reply): ReplyField {
  const id = `${formId}-${name}`;
  const errors = reply?.error?.[name] ?? undefined;
  const value = reply?.initialValue?.[name];
  return {
    kind: "reply",
    id,
    name,
    formId,
    errorId: `${id}-error`,
    ...(errors ? { errors } : {}),
    ...(typeof value === "string" ? { initialValue: value } : {}),
  };
}

/** The `<form>`'s own props, as Conform's `getFormProps` (no submit handler: nothing runs). */
export function replyFormProps(formId: string, reply: Reply) {
  const formErrors = reply?.error?.[""];
  return {
    id: formId,
    noValidate: true,
    ...(formErrors ? { "aria-describedby": `${formId}-error` } : {}),
  };
}

/** A control's props in the order Conform's helpers give them: id, name, form, aria, then the rest. */
export function replyControlProps(field: ReplyField) {
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    ...(field.errors ? { "aria-invalid": true as const, "aria-describedby": field.errorId } : {}),
  };
}
