import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";

/**
 * Conform wired the same way for every form: ids, `aria-*` and the server's last answer. No
 * validation library reaches the browser: the server's Zod schema (named only as a type here)
 * answers every post, with JavaScript without a reload. A rule that must speak as the person
 * types (the order quantity) brings its own small check as `validate`.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(options: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Parameters<typeof useForm<z.input<Schema>>>[0]["defaultValue"];
  validate?: (formData: FormData) => Submission<z.input<Schema>>;
}) {
  const { validate, ...rest } = options;
  return useForm<z.input<Schema>>({
    ...rest,
    ...(validate
      ? {
          shouldValidate: "onInput",
          shouldRevalidate: "onInput",
          onValidate: ({ formData }) => validate(formData),
        }
      : {}),
  });
}
