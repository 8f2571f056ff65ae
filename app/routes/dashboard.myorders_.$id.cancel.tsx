import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { OrderSummary } from "#app/components/order-lines.tsx";
import { cancelAndReturn, cancelQuestion } from "#app/services/cancel-order.server.ts";
import { returnPathOfPage } from "#app/services/confirm-return.server.ts";

const LIST: [string] = ["/dashboard/myorders"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return {
    ...(await cancelQuestion(request, params.id)),
    back: returnPathOfPage(request, LIST),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return cancelAndReturn(request, params.id, LIST);
}

export default function ConfirmCancelOrder() {
  const { message, order, back } = useLoaderData<typeof loader>();
  return (
    <ConfirmPage message={message} cancelUrl={back}>
      <OrderSummary order={order} />
    </ConfirmPage>
  );
}
