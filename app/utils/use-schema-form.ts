import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useFormAction } from "@remix-run/react";
import { useEffect } from "react";
import type { z } from "zod";

/**
 * Conform wired the same way for every form: the server's last answer, the schema's constraints,
 * and the same schema validating in the browser (on blur, then on every keystroke).
 *
 * The third item is the `<Form>`'s props. Its action ends in the form's own anchor, so a refused
 * post without JavaScript comes back scrolled to the form and its errors, not to the top of a
 * long page; with JavaScript, focus moves to the first field the server refused.
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
  const action = `${useFormAction()}#${form.id}`;
  const { lastResult } = options;
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    document.getElementById(form.id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [lastResult, form.id]);
  return [form, fields, { ...getFormProps(form), action }] as const;
}
