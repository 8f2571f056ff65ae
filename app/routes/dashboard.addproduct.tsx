import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "#app/components/forms.tsx";
import { SpecFields } from "#app/components/spec-fields.tsx";
import { SKU_HINT, ToolFields } from "#app/components/tool-form.tsx";
import { messages } from "#app/messages.ts";
import { newToolSchema } from "#app/schemas/tool.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { createSubmittedTool, receiveToolForm } from "#app/routes/+dashboard/tool-form.server.ts";
import { specFormChoices, withSpecFields } from "#app/routes/+catalogue/tool-specs.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { bodyLimit: UPLOAD_BODY_LIMIT };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  return { specChoices: await specFormChoices() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const submission = await receiveToolForm(request, await withSpecFields(newToolSchema));
  if (!submission.ok) return data({ result: submission.reply }, { status: submission.status });
  const created = await createSubmittedTool(submission);
  if (created.status === "sku-taken") return data({ result: created.reply }, { status: 409 });
  // The table of products, where the new one comes first.
  return redirectWithToast("/dashboard/manageproducts", {
    type: "success",
    message: messages.productAdded,
  });
}

export default function AddProduct() {
  const { specChoices } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [form, fields, formProps] = usePageForm<typeof newToolSchema>("add-product");

  return (
    <section>
      <h1 className="text-3xl font-bold">Add Product</h1>
      <p className="mt-2 text-gray-600">A new tool joins the catalogue as soon as it is saved.</p>
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        className="mt-8 grid gap-4 panel p-6 sm:grid-cols-2"
      >
        <ToolFields
          fields={fields}
          stockLabel="Available quantity"
          imageLabel="Image"
          imageHint="A JPEG, PNG or WebP picture of the tool, up to 5 MB; it is resized for the catalogue."
          skuHint={`${SKU_HINT} Leave it blank for one made from the tool's id (FL-…).`}
        />
        <SpecFields formId={form.id} choices={specChoices} fields={fields} />
        <div className="sm:col-span-2">
          <SubmitButton pending={isPending} pendingText="Saving…">
            Add product
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
