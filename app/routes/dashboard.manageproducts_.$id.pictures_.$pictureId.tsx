import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { InputField, SaveOrCancel } from "#app/components/forms.tsx";
import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import { setPictureAlt } from "#app/models/tool-gallery.server.ts";
import { pictureAltSchema } from "#app/schemas/tool-extras.ts";
import {
  picturesPage,
  requireManagedPicture,
} from "#app/routes/+dashboard/managed-picture.server.ts";
import { TOOL_GONE, toolPagesContext } from "#app/routes/+dashboard/managed-tool.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { invariantResponse } from "@epic-web/invariant";
import { ToolPicture } from "#app/components/tool-picture.tsx";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tool, picture, number } = await requireManagedPicture(
    request,
    params.id,
    params.pictureId,
  );
  const { list } = toolPagesContext(request, tool.id);
  return { tool: { name: tool.name }, picture, number, back: picturesPage(tool.id, list) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { tool, picture } = await requireManagedPicture(request, params.id, params.pictureId);
  const submission = await parseForm(request, pictureAltSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const outcome = await setPictureAlt(tool.id, picture.id, submission.value.alt);
  invariantResponse(outcome !== "missing", TOOL_GONE, { status: 404 });
  invariantResponse(outcome !== "no-picture", texts.noSuchPicture, { status: 404 });
  const { list } = toolPagesContext(request, tool.id);
  return redirectWithToast(picturesPage(tool.id, list), {
    type: "success",
    message: texts.altSaved,
  });
}

export default function EditPictureAlt() {
  const { tool, picture, number, back } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [, fields, formProps] = usePageForm<typeof pictureAltSchema>("picture-alt", {
    defaultValue: { alt: picture.alt },
  });
  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold">
        Picture {number} of {tool.name}
      </h1>
      <ToolPicture
        src={picture.url}
        alt=""
        width={320}
        className="mt-6 aspect-[4/3] w-full max-w-xs rounded bg-gray-50 object-contain panel"
      />
      <Form method="post" {...formProps} className="mt-6 grid gap-4 panel p-6">
        <InputField
          meta={fields.alt}
          label="Alt text"
          hint="What the picture shows, in a sentence (at most 250 characters)."
        />
        <SaveOrCancel pending={isPending} cancelTo={back}>
          Save alt text
        </SaveOrCancel>
      </Form>
    </section>
  );
}
