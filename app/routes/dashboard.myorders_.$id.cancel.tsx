import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { requireUser } from "~/services/auth.server";
import { cancelAndReturn, cancelQuestion } from "~/services/cancel-order.server";

const BACK = "/dashboard/myorders";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return { message: await cancelQuestion(await requireUser(request), params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return cancelAndReturn(await requireUser(request), params.id, BACK);
}

export default function ConfirmCancelOrder() {
  const { message } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={BACK} />;
}
