import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/**
 * Conform wired the same way for every form: the server's last answer, the schema's constraints,
 * and the same schema validating in the browser (on blur, then on every keystroke).
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
  return useForm<z.input<Schema>>({
    shouldValidate: "onBlur",
    ...options,
    constraint: getZodConstraint(schema),
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
