import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { OrderSummary } from "#app/components/order-lines.tsx";
import { cancelAndReturn, cancelQuestion } from "#app/services/cancel-order.server.ts";
import { returnPathOfPageAtRow } from "#app/services/confirm-return.server.ts";
import { rowId } from "#app/utils/table-row.ts";

const LIST: [string] = ["/dashboard/manageorders"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const question = await cancelQuestion(request, params.id, "admin");
  return {
    ...question,
    back: returnPathOfPageAtRow(request, LIST, rowId("order", question.order.id)),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return cancelAndReturn(request, params.id, LIST, "admin");
}

export default function ConfirmCancelOrderAsAdmin() {
  const { message, order, back } = useLoaderData<typeof loader>();
  return (
    <ConfirmPage message={message} cancelUrl={back}>
      <OrderSummary order={order} />
    </ConfirmPage>
  );
}
