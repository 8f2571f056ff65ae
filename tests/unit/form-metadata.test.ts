// Conform's field metadata and props helpers, as the published package gives them: what a server
// render of a refused post draws (ids, values, constraints, errors), and each property a field of
// ours reads.
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { z } from "zod";

const schema = z.object({
  name: z.string().min(2),
  message: z.string({ required_error: "Say something" }).max(200),
});

type Fields = z.input<typeof schema>;

function refusedPost(name = "A") {
  const formData = new FormData();
  formData.set("name", name);
  return parseWithZod(formData, { schema }).reply();
}

function EnquiryLike({ lastResult }: { lastResult: ReturnType<typeof refusedPost> }) {
  const [form, fields] = useForm<Fields>({
    id: "enquiry",
    lastResult,
    constraint: { name: { required: true, minLength: 2 } },
  });
  return h(
    "form",
    getFormProps(form),
    h("input", getInputProps(fields.name, { type: "text" })),
    h("p", { id: fields.name.errorId }, fields.name.errors?.join(" ")),
    h("textarea", getTextareaProps(fields.message)),
    h("p", { id: fields.message.errorId }, fields.message.errors?.join(" ")),
    h("output", null, form.errors?.join(" ") ?? "no form errors"),
  );
}

test("a refused post draws each field's id, value, constraints and errors", () => {
  const html = renderToString(h(EnquiryLike, { lastResult: refusedPost() }));
  const input = /<input[^>]*>/.exec(html)?.[0] ?? "";
  for (const attribute of [
    'id="enquiry-name"',
    'name="name"',
    'value="A"',
    'required=""',
    'minLength="2"',
    'aria-invalid="true"',
    'aria-describedby="enquiry-name-error"',
  ])
    expect(input).toContain(attribute);
  expect(html).toContain(
    '<p id="enquiry-name-error">String must contain at least 2 character(s)</p>',
  );
  expect(html).toContain('<p id="enquiry-message-error">Say something</p>');
  expect(html).toMatch(/<textarea[^>]*id="enquiry-message"[^>]*aria-invalid="true"/);
  expect(html).toContain("<output>no form errors</output>");
});

test("every other property of a field reads as Conform documents it", () => {
  const nested = z.object({
    address: z.object({ city: z.string().min(3), zip: z.string() }),
    sizes: z.array(z.string()),
    agree: z.string(),
  });
  const formData = new FormData();
  formData.set("address.city", "Ox");
  formData.append("sizes", "S");
  formData.append("sizes", "M");
  formData.set("agree", "on");
  const lastResult = parseWithZod(formData, { schema: nested }).reply();
  let read: Record<string, unknown> = {};
  function Capture() {
    const [, fields] = useForm<z.input<typeof nested>>({ id: "shipping", lastResult });
    const address = fields.address.getFieldset();
    read = {
      cityId: address.city.id,
      cityName: address.city.name,
      cityErrorId: address.city.errorId,
      cityDescriptionId: address.city.descriptionId,
      cityDefault: address.city.defaultValue,
      cityErrors: address.city.errors,
      cityValid: address.city.valid,
      zipErrors: address.zip.errors,
      addressAllErrors: fields.address.allErrors,
      sizesDefault: fields.sizes.defaultValue,
      sizesOptions: fields.sizes.defaultOptions,
      sizesList: fields.sizes.getFieldList().map((size) => size.initialValue),
      agreeChecked: fields.agree.defaultChecked,
      cityDirty: address.city.dirty,
      cityKey: address.city.key,
      missingProperty: (address.city as unknown as Record<string, unknown>).state,
      inputProps: getInputProps(address.city, { type: "text" }),
      checkboxProps: getInputProps(fields.agree, { type: "checkbox" }),
    };
    return null;
  }
  renderToString(h(Capture));
  expect(read).toEqual({
    cityId: "shipping-address.city",
    cityName: "address.city",
    cityErrorId: "shipping-address.city-error",
    cityDescriptionId: "shipping-address.city-description",
    cityDefault: "Ox",
    cityErrors: ["String must contain at least 3 character(s)"],
    cityValid: false,
    zipErrors: ["Required"],
    addressAllErrors: {
      "address.city": ["String must contain at least 3 character(s)"],
      "address.zip": ["Required"],
    },
    sizesDefault: "S",
    sizesOptions: ["S", "M"],
    sizesList: ["S", "M"],
    agreeChecked: true,
    cityDirty: true,
    cityKey: undefined,
    missingProperty: undefined,
    // Only what is set: no key is left holding undefined.
    inputProps: {
      id: "shipping-address.city",
      name: "address.city",
      form: "shipping",
      "aria-invalid": true,
      "aria-describedby": "shipping-address.city-error",
      type: "text",
      defaultValue: "Ox",
    },
    checkboxProps: {
      id: "shipping-agree",
      name: "agree",
      form: "shipping",
      type: "checkbox",
      value: "on",
      defaultChecked: true,
    },
  });
});
