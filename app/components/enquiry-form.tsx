import { type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { enquirySchema } from "#app/schemas/enquiry.ts";
import { PHONE_HINT } from "#app/schemas/field-hints.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";
import { InputField, SubmitButton, TextAreaField } from "./forms";
import { useIsPending } from "#app/utils/use-is-pending.ts";

export function EnquiryForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof enquirySchema>({
    id: "enquiry-form",
    lastResult,
  });

  return (
    <Form
      method="post"
      {...formProps}
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby="enquiry-heading"
    >
      <InputField meta={fields.name} label="Your name" autoComplete="name" />
      <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <InputField meta={fields.company} label="Company" autoComplete="organization" />
      <InputField
        meta={fields.phone}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        hint={PHONE_HINT}
      />
      <TextAreaField
        className="sm:col-span-2"
        meta={fields.message}
        label="Tell us about your business"
        hint="Where you sell, which product lines interest you, and the volumes you expect."
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={isPending} pendingText="Sending…">
          Send enquiry
        </SubmitButton>
      </div>
    </Form>
  );
}
