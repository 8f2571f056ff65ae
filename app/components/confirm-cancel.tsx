import { useLoaderData } from "@remix-run/react";
import type { cancelPage } from "#app/routes/+orders/cancel-order.server.ts";
import { ConfirmPage } from "./confirm";
import { OrderSummary } from "./order-lines";

type CancelLoader = ReturnType<typeof cancelPage>["loader"];

/** A cancel page (`cancelPage`): the question, the order it is about, and Yes and No. */
export function ConfirmCancelOrder() {
  const { message, order, back } = useLoaderData<CancelLoader>();
  return (
    <ConfirmPage message={message} cancelUrl={back}>
      <OrderSummary order={order} />
    </ConfirmPage>
  );
}
