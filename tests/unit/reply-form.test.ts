// Home's enquiry form is drawn from the server's answer alone (app/utils/reply-form.ts): its
// markup must be what the same fields drew through Conform, for a fresh form and for each answer
// a refused post can bring back.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { InputField, TextAreaField } from "#app/components/forms.tsx";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import { replyField, replyFormProps, type ReplyField } from "#app/utils/reply-form.ts";

const FORM_ID = "enquiry-form";
type Reply = SubmissionResult<string[]> | undefined;

function post(fields: Record<string, string>, formErrors?: string[]): Reply {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseSubmission(formData, enquirySchema).reply(formErrors ? { formErrors } : undefined);
}

type Field = Parameters<typeof InputField>[0]["meta"];

/** The enquiry form's fields as home draws them, from whichever kind of field. */
function fields(field: (name: string) => Field | ReplyField): ReactNode {
  return [
    h(InputField, { key: 1, meta: field("name"), label: "Your name", autoComplete: "name" }),
    h(InputField, { key: 2, meta: field("email"), label: "Email", type: "email" }),
    h(InputField, { key: 3, meta: field("phone"), label: "Phone", type: "tel", hint: "Hint" }),
    h(TextAreaField, { key: 4, meta: field("message"), label: "Message", hint: "More" }),
  ];
}

function throughConform(lastResult: Reply) {
  let formProps: Record<string, unknown> = {};
  function Form() {
    const [form, conformFields] = useForm({ id: FORM_ID, lastResult });
    const { onSubmit, ...props } = getFormProps(form);
    expect(typeof onSubmit).toBe("function");
    formProps = props;
    return h(
      "form",
      props,
      fields((name) => conformFields[name] as Field),
    );
  }
  return { html: renderToString(h(Form)), formProps };
}

function fromReply(lastResult: Reply) {
  const formProps = replyFormProps(FORM_ID, lastResult);
  const html = renderToString(
    h(
      "form",
      formProps,
      fields((name) => replyField(FORM_ID, name, lastResult)),
    ),
  );
  return { html, formProps };
}

const answers: [string, Reply][] = [
  ["a fresh form", undefined],
  ["an empty post", post({})],
  [
    "a post with some fields wrong",
    post({ name: "Ada", email: "not-an-email", phone: "12", message: "short" }),
  ],
  [
    "a post refused as a whole",
    post({ name: "Ada", email: "ada@example.com", company: "X", message: "Long enough text" }, [
      "Try again later",
    ]),
  ],
];

test.each(answers)("%s draws the markup Conform drew", (_, reply) => {
  const conform = throughConform(reply);
  const plain = fromReply(reply);
  expect(plain.html).toBe(conform.html);
  expect(plain.formProps).toEqual(conform.formProps);
});

test("a refused post comes back with its values, errors and aria", () => {
  const { html } = fromReply(post({ name: "Ada", email: "nope", message: "short" }));
  expect(html).toContain('value="Ada"');
  expect(html).toMatch(/<input[^>]*id="enquiry-form-email"[^>]*aria-invalid="true"/);
  expect(html).toContain('aria-describedby="enquiry-form-email-error"');
  expect(html).toContain('id="enquiry-form-message-error"');
  expect(html).toContain("Tell us a little more (at least 10 characters)");
});
