import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AddForm } from "#app/components/admin-form.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { askedFrom, ConfirmAction } from "#app/components/confirm.tsx";
import { InputField } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { ToolAdminNav } from "#app/components/tool-admin-nav.tsx";
import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import { movePicture, toolGallery } from "#app/models/tool-gallery.server.ts";
import { MAX_PICTURES, picturesFormSchema } from "#app/schemas/tool-extras.ts";
import { addSubmittedPicture } from "#app/routes/+dashboard/gallery-form.server.ts";
import { receiveImageForm } from "#app/routes/+dashboard/image-form.server.ts";
import { CATALOGUE_IMAGE } from "#app/services/images.server.ts";
import {
  backToToolPage,
  TOOL_GONE,
  toolAdminPage,
} from "#app/routes/+dashboard/managed-tool.server.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";
import { invariantResponse } from "@epic-web/invariant";
import { ToolPicture } from "#app/components/tool-picture.tsx";

export const handle: ServerHandle = { bodyLimit: UPLOAD_BODY_LIMIT };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tool, nav } = await toolAdminPage(request, params.id);
  return {
    tool: { id: tool.id, name: tool.name },
    pictures: await toolGallery(tool),
    nav,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { tool } = await toolAdminPage(request, params.id);
  const submission = await receiveImageForm(request, picturesFormSchema, {
    name: "img",
    shape: CATALOGUE_IMAGE,
  });
  if (!submission.ok) return data({ result: submission.reply }, { status: submission.status });
  const { value } = submission;
  if (value.intent === "move") {
    const outcome = await movePicture(tool.id, value.pictureId, value.move);
    invariantResponse(outcome !== "missing", TOOL_GONE, { status: 404 });
    invariantResponse(outcome !== "no-picture", texts.noSuchPicture, { status: 404 });
    return backToToolPage(request, texts.pictureMoved);
  }
  const added = await addSubmittedPicture(tool.id, value, submission.img);
  invariantResponse(added.status !== "missing", TOOL_GONE, { status: 404 });
  if (added.status === "refused")
    return data(
      { result: submission.rejectWith({ [added.field]: [added.message] }) },
      { status: added.field === "img" ? 409 : 400 },
    );
  return backToToolPage(request, texts.pictureAdded);
}

const smallButton = buttonClass("outline", "sm");

export default function ProductPictures() {
  const { tool, pictures, nav } = useLoaderData<typeof loader>();
  const base = `/dashboard/manageproducts/${tool.id}/pictures`;
  return (
    <section>
      <ToolAdminNav {...nav} current="pictures" />
      <h1 className="text-3xl font-bold">Pictures of {tool.name}</h1>
      <p className="mt-2 text-gray-600">
        The first picture is the product&apos;s main picture, on cards and in the catalogue. Every
        picture needs alt text: what it shows, for those who cannot see it.
      </p>
      <ol aria-label="Pictures" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pictures.map((picture, index) => (
          <li key={picture.id} id={`picture-${picture.id}`} className="flex flex-col panel p-4">
            <ToolPicture
              src={picture.url}
              alt={picture.alt}
              width={240}
              className="aspect-[4/3] w-full rounded bg-gray-50 object-contain"
            />
            <p className="mt-2 text-sm font-semibold">
              Picture {index + 1}
              {index === 0 ? " (main)" : ""}
            </p>
            <p className="text-sm break-words text-gray-700">{picture.alt}</p>
            <div className="mt-auto flex flex-wrap gap-1.5 pt-3">
              {index > 0 ? <MoveButton pictureId={picture.id} move="up" index={index} /> : null}
              {index < pictures.length - 1 ? (
                <MoveButton pictureId={picture.id} move="down" index={index} />
              ) : null}
              <Link to={askedFrom(`${base}/${picture.id}`, nav.list)} className={smallButton}>
                Edit alt text<span className="sr-only"> of picture {index + 1}</span>
              </Link>
              {pictures.length > 1 ? (
                <ConfirmAction
                  label={
                    <>
                      Remove<span className="sr-only"> picture {index + 1}</span>
                    </>
                  }
                  message={texts.confirmRemovePicture}
                  confirmUrl={`${base}/${picture.id}/delete`}
                  className={buttonClass("danger", "sm")}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {pictures.length < MAX_PICTURES ? (
        <AddPicture />
      ) : (
        <p className="mt-8 panel p-6 text-gray-700">{texts.galleryFull(MAX_PICTURES)}</p>
      )}
    </section>
  );
}

function MoveButton({
  pictureId,
  move,
  index,
}: {
  pictureId: string;
  move: "up" | "down";
  index: number;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="pictureId" value={pictureId} />
      <button
        type="submit"
        name="move"
        value={move}
        className={smallButton}
        aria-label={`Move picture ${index + 1} ${move}`}
      >
        {move === "up" ? "↑ Up" : "↓ Down"}
      </button>
    </Form>
  );
}

function AddPicture() {
  return (
    <AddForm<typeof picturesFormSchema>
      id="add-picture"
      heading="Add a picture"
      className="mt-10 max-w-2xl"
      multipart
      submit="Add picture"
    >
      {(fields) => (
        <>
          <input type="hidden" name="intent" value="add" />
          <InputField
            meta={fields.img}
            label="Picture"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint="JPEG, PNG or WebP, up to 5 MB."
          />
          <InputField
            meta={fields.url}
            label="Or the address of a picture of this shop"
            hint="Like /uploads/….webp or /images/tools/….svg"
          />
          <InputField
            meta={fields.alt}
            label="Alt text"
            hint="What the picture shows, in a sentence (at most 250 characters)."
          />
        </>
      )}
    </AddForm>
  );
}
