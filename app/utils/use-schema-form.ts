import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useActionData, useNavigation, type Navigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
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
 * starts from a clean form instead of the previous answer's errors. A post answered with a
 * redirect back to this page (a save) clears them too: the errors of an earlier answer must not
 * outlive the save that corrected them.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(options: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Schema>;
  validate?: (formData: FormData) => Submission<z.input<Schema>>;
}) {
  const navigation = useNavigation();
  const idle = navigation.state === "idle";
  const { validate, ...rest } = options;
  const cleared = useClearAfterRedirect(navigation, options.lastResult != null);
  const lastResult = idle ? (options.lastResult ?? cleared) : undefined;
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
  useFocusFirstError(form.id, lastResult);
  return [form, fields, getFormProps(form)] as const;
}

/** Conform's fieldset of a form of `Schema`. */
type Fieldset<Schema extends z.ZodTypeAny> = ReturnType<typeof useForm<z.input<Schema>>>[1];

/**
 * The fields of a form of `Schema`, as useSchemaForm gives them (Conform's fieldset), under a name
 * of their own: a component whose `fields` are `Fields<typeof someSchema>` tells a generic page
 * (adminListPage, adminEditPage) its form's schema, which TypeScript reads from this name only.
 */
export type Fields<Schema extends z.ZodTypeAny> = {
  [Key in keyof Fieldset<Schema>]: Fieldset<Schema>[Key];
};

/** What a form of `Schema` starts with (an edit page's record as its fields say it). */
export type DefaultValue<Schema extends z.ZodTypeAny> = Parameters<
  typeof useForm<z.input<Schema>>
>[0]["defaultValue"];

/**
 * useSchemaForm for a form its own page's action answers (with `{ result }`, its last answer):
 * the form `id`, and any other `options` (`defaultValue`, `validate`).
 */
export function usePageForm<Schema extends z.ZodTypeAny>(
  id: string,
  options: Omit<Parameters<typeof useSchemaForm<Schema>>[0], "id" | "lastResult"> = {},
) {
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  return useSchemaForm<Schema>({ id, lastResult: answer?.result, ...options });
}

/**
 * Focuses the first field in error of an answer, once. Conform focuses a field whose name is the
 * error's; a form of rows whose fields share a plain name (`price`, its errors at `price[2]`) has
 * its errors drawn a render later (Conform's state update), so a field's error not yet drawn is
 * looked for again after the next render, and no later: typing that marks a field afterwards
 * must not move the focus.
 */
function useFocusFirstError(formId: string, lastResult: SubmissionResult<string[]> | undefined) {
  const tried = useRef<{ answer?: SubmissionResult<string[]>; renders: number }>({ renders: 0 });
  useEffect(() => {
    const seen = tried.current;
    if (seen.answer !== lastResult) Object.assign(seen, { answer: lastResult, renders: 0 });
    if (lastResult?.status !== "error" || seen.renders > 1) return;
    seen.renders++;
    const invalid = document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    seen.renders = 2;
    invalid.focus();
  });
}

/**
 * An answer that clears the form's errors (Conform's report of no error), made each time a post
 * of this page ended in a redirect rather than an answer of its own. The fields keep what was
 * typed, which is what was saved.
 */
function useClearAfterRedirect(navigation: Navigation, answered: boolean) {
  const [cleared, setCleared] = useState<SubmissionResult<string[]>>();
  const posted = useRef(false);
  const afterPost =
    navigation.state === "loading" &&
    !!navigation.formMethod &&
    navigation.formMethod.toUpperCase() !== "GET";
  useEffect(() => {
    if (afterPost) posted.current = true;
    else if (navigation.state === "idle" && posted.current) {
      posted.current = false;
      if (!answered) setCleared({ error: {} });
    }
  }, [afterPost, navigation.state, answered]);
  return cleared;
}
