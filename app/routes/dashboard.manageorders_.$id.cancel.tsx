import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { requireAdmin } from "~/services/auth.server";
import { cancelAndReturn, cancelQuestion } from "~/services/cancel-order.server";

const BACK = "/dashboard/manageorders";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return { message: await cancelQuestion(await requireAdmin(request), params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  return cancelAndReturn(await requireAdmin(request), params.id, BACK);
}

export default function ConfirmCancelOrderAsAdmin() {
  const { message } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={BACK} />;
}
