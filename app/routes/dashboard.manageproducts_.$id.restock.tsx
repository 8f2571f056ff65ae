import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { InputField, SaveOrCancel, wholeNumberInput } from "#app/components/forms.tsx";
import { restockTool } from "#app/models/tool.server.ts";
import { MAX_STOCK, restockSchema } from "#app/schemas/tool.ts";
import {
  requireAdminTool,
  TOOL_GONE,
  toolListAtRow,
} from "#app/routes/+dashboard/managed-tool.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { invariantResponse } from "@epic-web/invariant";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { formatCount } from "#app/utils/text.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tool = await requireAdminTool(request, params.id);
  return {
    tool: { name: tool.name, available_qyt: tool.available_qyt, minimum_qyt: tool.minimum_qyt },
    back: toolListAtRow(request, tool.id),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const tool = await requireAdminTool(request, params.id);
  const submission = await parseForm(request, restockSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const restock = await restockTool(tool.id, submission.value.quantity, MAX_STOCK);
  invariantResponse(restock.status !== "missing", TOOL_GONE, { status: 404 });
  if (restock.status === "over-limit") {
    const room = formatCount(MAX_STOCK - restock.stock);
    return data(
      {
        result: submission.reply({
          fieldErrors: { quantity: [`The stock can grow by at most ${room} pieces`] },
        }),
      },
      { status: 400 },
    );
  }
  return redirectWithToast(toolListAtRow(request, tool.id), {
    type: "success",
    message: `${tool.name} restocked: ${restock.stock} in stock`,
  });
}

export default function RestockProduct() {
  const { tool, back } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [, fields, formProps] = usePageForm<typeof restockSchema>("restock-product");

  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold">Restock {tool.name}</h1>
      <p className="mt-2 text-gray-600">
        {formatCount(tool.available_qyt)} in stock now; the minimum order is{" "}
        {formatCount(tool.minimum_qyt)}. What you add comes on top of the stock at the moment you
        save.
      </p>
      <Form method="post" {...formProps} className="mt-8 grid gap-4 panel p-6">
        <InputField meta={fields.quantity} label="Quantity to add" {...wholeNumberInput} />
        <SaveOrCancel pending={isPending} cancelTo={back}>
          Restock
        </SaveOrCancel>
      </Form>
    </section>
  );
}
