import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { enquirySchema } from "~/schemas/enquiry";
import { Field, SubmitButton, TextareaField } from "./forms";

export function EnquiryForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "enquiry-form",
    lastResult,
    constraint: getZodConstraint(enquirySchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema }),
  });
  const pending = navigation.state === "submitting";

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby="enquiry-heading"
    >
      <Field
        labelProps={{ children: "Your name" }}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }}
        errors={fields.name.errors}
      />
      <Field
        labelProps={{ children: "Email" }}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        errors={fields.email.errors}
      />
      <Field
        labelProps={{ children: "Company" }}
        inputProps={{
          ...getInputProps(fields.company, { type: "text" }),
          autoComplete: "organization",
        }}
        errors={fields.company.errors}
      />
      <Field
        labelProps={{ children: "Phone (optional)" }}
        inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel" }}
        errors={fields.phone.errors}
      />
      <TextareaField
        className="sm:col-span-2"
        labelProps={{ children: "Tell us about your business" }}
        inputProps={getTextareaProps(fields.message)}
        errors={fields.message.errors}
        hint="Where you sell, which product lines interest you, and the volumes you expect."
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} pendingText="Sending…">
          Send enquiry
        </SubmitButton>
      </div>
    </Form>
  );
}
