import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "~/components/confirm";
import { requireAdmin } from "~/services/auth.server";
import { cancelAndReturn, cancelQuestion } from "~/services/cancel-order.server";
import { returnPathOfPage, returnPathOfPost } from "~/services/confirm-return.server";

const LIST: [string] = ["/dashboard/manageorders"];

export async function loader({ request, params }: LoaderFunctionArgs) {
  return {
    message: await cancelQuestion(await requireAdmin(request), params.id),
    back: returnPathOfPage(request, LIST),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  return cancelAndReturn(user, params.id, await returnPathOfPost(request, LIST));
}

export default function ConfirmCancelOrderAsAdmin() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
