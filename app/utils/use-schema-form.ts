import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import type { z } from "zod";

/**
 * Conform wired the same way for every form: ids, `aria-*` and the server's last answer. No
 * validation library reaches the browser: the server's Zod schema (named only as a type here)
 * answers every post, with JavaScript without a reload. A rule that must speak as the person
 * types (the order quantity) brings its own small check as `validate`.
 *
 * The third item is the `<Form>`'s props. A refused post brings the person to the first field in
 * error: without JavaScript the page comes back with `autofocus` on the fields in error (see
 * `FieldShell` in `components/forms.tsx`; the browser focuses the first); with it, focus moves there once the answer arrives.
 * `lastResult` is the action's answer; it counts only once the page is idle again, so a new post
 * starts from a clean form instead of the previous answer's errors.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(options: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Parameters<typeof useForm<z.input<Schema>>>[0]["defaultValue"];
  validate?: (formData: FormData) => Submission<z.input<Schema>>;
}) {
  const idle = useNavigation().state === "idle";
  const { validate, ...rest } = options;
  const lastResult = idle ? options.lastResult : undefined;
  const [form, fields] = useForm<z.input<Schema>>({
    ...rest,
    lastResult,
    ...(validate
      ? {
          shouldValidate: "onInput",
          shouldRevalidate: "onInput",
          onValidate: ({ formData }) => validate(formData),
        }
      : {}),
  });
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    document.getElementById(form.id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [lastResult, form.id]);
  return [form, fields, getFormProps(form)] as const;
}
