import { type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { EnquiryInput } from "#app/schemas/enquiry.ts";
import { PHONE_HINT } from "#app/schemas/field-hints.ts";
import { replyField, replyFormProps } from "#app/utils/reply-form.ts";
import { InputField, SubmitButton, TextAreaField } from "./forms";
import { useIsPending } from "#app/utils/use-is-pending.ts";

const FORM_ID = "enquiry-form";

/**
 * Home ships no script (app/utils/page-scripts.ts), so its enquiry form is drawn from the
 * server's answer alone, with the markup a Conform form would have: the same ids, values,
 * `aria-*` and messages, from the same schema on the server (the route's action).
 */
export function EnquiryForm({
  lastResult,
  offerQuote = false,
}: {
  lastResult?: SubmissionResult<string[]>;
  /** A signed-in customer with a cart may turn the enquiry into a quote on it (issue 40). */
  offerQuote?: boolean;
}) {
  const isPending = useIsPending();
  // As every form of ours: an answer counts once the page is idle again.
  const reply = useNavigation().state === "idle" ? lastResult : undefined;
  const field = (name: keyof EnquiryInput) => replyField(FORM_ID, name, reply);

  return (
    <Form
      method="post"
      {...replyFormProps(FORM_ID, reply)}
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby="enquiry-heading"
    >
      <InputField meta={field("name")} label="Your name" autoComplete="name" />
      <InputField meta={field("email")} label="Email" type="email" autoComplete="email" />
      <InputField meta={field("company")} label="Company" autoComplete="organization" />
      <InputField
        meta={field("phone")}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        hint={PHONE_HINT}
      />
      <TextAreaField
        className="sm:col-span-2"
        meta={field("message")}
        label="Tell us about your business"
        hint="Where you sell, which product lines interest you, and the volumes you expect."
      />
      {offerQuote ? (
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id={`${FORM_ID}-askQuote`}
            name="askQuote"
            type="checkbox"
            form={FORM_ID}
            defaultChecked={reply?.initialValue?.askQuote === "on"}
            className="h-5 w-5 rounded border-gray-300 accent-brand"
          />
          <label htmlFor={`${FORM_ID}-askQuote`} className="text-sm font-semibold text-gray-800">
            Ask for a quote on the tools in my cart
          </label>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <SubmitButton pending={isPending} pendingText="Sending…">
          Send enquiry
        </SubmitButton>
      </div>
    </Form>
  );
}
