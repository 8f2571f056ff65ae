import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useEffect } from "react";
import type { z } from "zod";

/**
 * Conform wired the same way for every form: the server's last answer, the schema's constraints,
 * and the same schema validating in the browser (on blur, then on every keystroke).
 *
 * The third item is the `<Form>`'s props. A refused post brings the person to the first field in
 * error: without JavaScript the page comes back with `autofocus` on the fields in error (see
 * `Field`; the browser focuses the first); with it, focus moves there once the answer arrives.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Parameters<typeof useForm<z.input<Schema>>>[0]["defaultValue"];
    /** "onInput" where a rule should speak as the person types (the order quantity). */
    shouldValidate?: "onBlur" | "onInput";
  },
) {
  const [form, fields] = useForm<z.input<Schema>>({
    shouldValidate: "onBlur",
    ...options,
    constraint: getZodConstraint(schema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const { lastResult } = options;
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    document.getElementById(form.id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [lastResult, form.id]);
  return [form, fields, getFormProps(form)] as const;
}
