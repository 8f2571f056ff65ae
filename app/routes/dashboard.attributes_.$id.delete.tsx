import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { categoryTexts, messages } from "#app/messages.ts";
import { deleteAttribute } from "#app/models/attribute.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { returnPathOfPage, returnPathOfPost } from "#app/services/confirm-return.server.ts";
import { requireAttribute } from "#app/services/managed-taxonomy.server.ts";
import { ATTRIBUTES } from "#app/utils/taxonomy-pages.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";

const LIST: [string] = [ATTRIBUTES];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const attribute = await requireAttribute(params.id);
  return {
    message: messages.confirmDelete(attribute.name),
    back: returnPathOfPage(request, LIST),
  };
}

// Refused while tools on sale have a value for it; categories stop naming it.
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const attribute = await requireAttribute(params.id);
  const back = await returnPathOfPost(request, LIST);
  const deleted = await deleteAttribute(attribute.id);
  return redirectWithToast(
    back,
    deleted.status === "has-values"
      ? { type: "error", message: categoryTexts.attributeHasValues(attribute.name, deleted.count) }
      : { type: "success", message: categoryTexts.attributeDeleted(attribute.name) },
  );
}

export default function ConfirmDeleteAttribute() {
  const { message, back } = useLoaderData<typeof loader>();
  return <ConfirmPage message={message} cancelUrl={back} />;
}
