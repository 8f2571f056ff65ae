import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { InputField, SaveOrCancel, wholeNumberInput } from "~/components/forms";
import { restockTool } from "~/models/tool.server";
import { MAX_STOCK, restockSchema } from "~/schemas/tool";
import { requireAdmin } from "~/services/auth.server";
import { requireManagedTool, TOOL_GONE } from "~/services/managed-tool.server";
import { redirectWithToast } from "~/services/toast.server";
import { useSchemaForm } from "~/utils/use-schema-form";
import { parseForm } from "~/utils/form.server";
import { invariantResponse } from "~/utils/invariant-response";
import { useIsPending } from "~/utils/use-is-pending";
import { formatCount } from "~/utils/text";

const BACK = "/dashboard/manageproducts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tool = await requireManagedTool(params.id);
  return {
    tool: { name: tool.name, available_qyt: tool.available_qyt, minimum_qyt: tool.minimum_qyt },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const tool = await requireManagedTool(params.id);
  const submission = await parseForm(request, restockSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const restock = await restockTool(tool.id, submission.value.quantity, MAX_STOCK);
  invariantResponse(restock.status !== "missing", TOOL_GONE, 404);
  if (restock.status === "over-limit") {
    const room = (MAX_STOCK - restock.stock).toLocaleString("en-US");
    return data(
      {
        result: submission.reply({
          fieldErrors: { quantity: [`The stock can grow by at most ${room} pieces`] },
        }),
      },
      { status: 400 },
    );
  }
  return redirectWithToast(BACK, {
    type: "success",
    message: `${tool.name} restocked: ${restock.stock} in stock`,
  });
}

export default function RestockProduct() {
  const { tool } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof restockSchema>({
    id: "restock-product",
    lastResult: actionData?.result,
  });

  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold">Restock {tool.name}</h1>
      <p className="mt-2 text-gray-600">
        {formatCount(tool.available_qyt)} in stock now; the minimum order is{" "}
        {formatCount(tool.minimum_qyt)}. What you add comes on top of the stock at the moment you
        save.
      </p>
      <Form
        method="post"
        {...formProps}
        className="mt-8 grid gap-4 rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <InputField meta={fields.quantity} label="Quantity to add" {...wholeNumberInput} />
        <SaveOrCancel pending={isPending} cancelTo={BACK}>
          Restock
        </SaveOrCancel>
      </Form>
    </section>
  );
}
