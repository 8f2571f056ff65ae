import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { InputField, SaveOrCancel, wholeNumberInput } from "#app/components/forms.tsx";
import { SpecFields } from "#app/components/spec-fields.tsx";
import { SKU_HINT, ToolFields } from "#app/components/tool-form.tsx";
import { skuTexts } from "#app/messages.ts";
import { updateTool } from "#app/models/tool.server.ts";
import { editToolSchema } from "#app/schemas/tool.ts";
import { releaseStoredImage } from "#app/services/images.server.ts";
import {
  TOOL_GONE,
  toolListAtRow,
  toolAdminPage,
} from "#app/routes/+dashboard/managed-tool.server.ts";
import { ToolAdminNav } from "#app/components/tool-admin-nav.tsx";
import { receiveToolForm } from "#app/routes/+dashboard/tool-form.server.ts";
import { specFormChoices, withSpecFields } from "#app/routes/+catalogue/tool-specs.server.ts";
import { readToolSpecs, specsJson } from "#app/models/tool-specs.server.ts";
import { specDefaults } from "#app/schemas/tool-specs.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { centsToDollars } from "#app/utils/money.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { invariantResponse } from "@epic-web/invariant";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";
import { ToolPicture } from "#app/components/tool-picture.tsx";

export const handle: ServerHandle = { bodyLimit: UPLOAD_BODY_LIMIT };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tool, nav } = await toolAdminPage(request, params.id);
  const [specChoices, specs] = await Promise.all([specFormChoices(), readToolSpecs(tool.id)]);
  return {
    tool,
    nav,
    specChoices,
    specs: specs ? specsJson(specs) : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { tool } = await toolAdminPage(request, params.id);
  const submission = await receiveToolForm(request, await withSpecFields(editToolSchema));
  if (!submission.ok) return data({ result: submission.reply }, { status: submission.status });
  const { input, img, value, rejectWith } = submission;

  const update = await updateTool(
    tool.id,
    // The form always shows the threshold: left empty, the tool has none.
    { ...input, img: img ?? tool.img, lowStockThreshold: value.lowStockThreshold ?? null },
    value.stockSeen,
    value.sku,
    value.specs,
  );
  if (update.status === "sku-taken") {
    // The new picture stays with the form for the next save (its keptImg).
    const reply = rejectWith({ sku: [skuTexts.taken] });
    const initialValue = { ...reply.initialValue, keptImg: img ?? "" };
    return data({ result: { ...reply, initialValue } }, { status: 409 });
  }
  if (update.status !== "updated") {
    // A kept picture named by the form could be another tool's: that one stays.
    if (img) await releaseStoredImage(img);
    invariantResponse(update.status !== "missing", TOOL_GONE, { status: 404 });
    const changed = `Orders changed the stock to ${update.stock} while you were editing. Check the quantity and save again.`;
    // The stock now, for the next save (a 4xx does not reload the page's data).
    return data(
      { result: rejectWith({ available_qyt: [changed] }), stock: update.stock },
      { status: 409 },
    );
  }
  // The old picture goes, unless another tool shows it too.
  if (img) await releaseStoredImage(tool.img);
  return redirectWithToast(toolListAtRow(request, tool.id), {
    type: "success",
    message: `${input.name} was updated`,
  });
}

export default function EditProduct() {
  const { tool, nav, specChoices, specs } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields, formProps] = usePageForm<typeof editToolSchema>(`edit-product-${tool.id}`, {
    defaultValue: {
      name: tool.name,
      price: centsToDollars(tool.price),
      description: tool.description,
      minimum_qyt: String(tool.minimum_qyt),
      available_qyt: String(tool.available_qyt),
      sku: tool.sku ?? "",
      lowStockThreshold: tool.lowStockThreshold === null ? "" : String(tool.lowStockThreshold),
      ...specDefaults(specs),
    },
  });

  return (
    <section>
      <ToolAdminNav {...nav} current="edit" />
      <h1 className="text-3xl font-bold">Edit {tool.name}</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        className="mt-8 grid gap-4 panel p-6 sm:grid-cols-2"
      >
        <input
          type="hidden"
          name={fields.stockSeen.name}
          value={actionData && "stock" in actionData ? actionData.stock : tool.available_qyt}
        />
        <ToolFields
          fields={fields}
          stockLabel="Available quantity"
          imageLabel="New image (optional)"
          imageHint="JPEG, PNG or WebP, up to 5 MB. Without one, the current picture stays."
          skuHint={SKU_HINT}
        />
        <InputField
          meta={fields.lowStockThreshold}
          label="Low-stock alert below"
          {...wholeNumberInput}
          hint="Webhooks hear tool.low_stock when the stock falls under this. Empty: no alert."
        />
        <SpecFields formId={form.id} choices={specChoices} fields={fields} />
        <figure className="sm:col-span-2">
          <ToolPicture
            src={tool.img}
            alt={tool.name}
            width={160}
            className="h-28 w-36 rounded bg-gray-100 object-cover ring-1 ring-gray-200"
          />
          <figcaption className="mt-1 text-xs text-gray-500">Current picture</figcaption>
        </figure>
        <SaveOrCancel pending={isPending} cancelTo={nav.back} className="sm:col-span-2">
          Save changes
        </SaveOrCancel>
      </Form>
    </section>
  );
}
