import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmPage } from "#app/components/confirm.tsx";
import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import { removePicture } from "#app/models/tool-gallery.server.ts";
import {
  returnPathOfPage,
  returnPathOfPost,
} from "#app/routes/+dashboard/confirm-return.server.ts";
import { releaseStoredImage } from "#app/services/images.server.ts";
import { requireManagedPicture } from "#app/routes/+dashboard/managed-picture.server.ts";
import { TOOL_GONE } from "#app/routes/+dashboard/managed-tool.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { invariantResponse } from "@epic-web/invariant";
import { ToolPicture } from "#app/components/tool-picture.tsx";

/** The only page this question is asked from: the tool's pictures (with its own `?back=`). */
const picturesOf = (toolId: string): [string] => [`/dashboard/manageproducts/${toolId}/pictures`];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tool, picture } = await requireManagedPicture(request, params.id, params.pictureId);
  return { picture, back: returnPathOfPage(request, picturesOf(tool.id)) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { tool, picture } = await requireManagedPicture(request, params.id, params.pictureId);
  const back = await returnPathOfPost(request, picturesOf(tool.id));
  const { outcome, removedUrl } = await removePicture(tool.id, picture.id);
  invariantResponse(outcome !== "missing", TOOL_GONE, { status: 404 });
  invariantResponse(outcome !== "no-picture", texts.noSuchPicture, { status: 404 });
  if (outcome === "last")
    return redirectWithToast(back, { type: "error", message: texts.lastPicture });
  // Its file goes too, unless something else shows it.
  await releaseStoredImage(removedUrl);
  return redirectWithToast(back, { type: "success", message: texts.pictureRemoved });
}

export default function ConfirmRemovePicture() {
  const { picture, back } = useLoaderData<typeof loader>();
  return (
    <ConfirmPage message={texts.confirmRemovePicture} cancelUrl={back}>
      <ToolPicture
        src={picture.url}
        alt={picture.alt}
        width={240}
        className="mx-auto mt-6 aspect-[4/3] w-60 rounded bg-gray-50 object-contain"
      />
    </ConfirmPage>
  );
}
