import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AddForm } from "#app/components/admin-form.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { InputField } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { ToolAdminNav } from "#app/components/tool-admin-nav.tsx";
import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import {
  accessoryFits,
  addAccessory,
  moveAccessory,
  removeAccessory,
  toolAccessories,
  type AccessoryWrite,
} from "#app/models/tool-accessories.server.ts";
import { accessoriesFormSchema, MAX_ACCESSORIES } from "#app/schemas/tool-extras.ts";
import {
  backToToolPage,
  TOOL_GONE,
  toolAdminPage,
} from "#app/routes/+dashboard/managed-tool.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { invariantResponse } from "@epic-web/invariant";
import { ToolPicture } from "#app/components/tool-picture.tsx";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tool, nav } = await toolAdminPage(request, params.id);
  const [accessories, fits] = await Promise.all([toolAccessories(tool.id), accessoryFits(tool.id)]);
  return {
    tool: { id: tool.id, name: tool.name },
    accessories,
    fits,
    nav,
  };
}

/** Why an accessory could not be added, against the part number field. */
const refusals: Partial<Record<AccessoryWrite, (sku: string) => string>> = {
  "unknown-sku": texts.noSuchSku,
  itself: () => texts.ownAccessory,
  already: () => texts.alreadyAccessory,
  full: () => texts.accessoriesFull(MAX_ACCESSORIES),
};

export async function action({ request, params }: ActionFunctionArgs) {
  const { tool } = await toolAdminPage(request, params.id);
  const submission = await parseForm(request, accessoriesFormSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const form = submission.value;
  const outcome =
    form.intent === "add"
      ? await addAccessory(tool.id, form.sku)
      : form.intent === "move"
        ? await moveAccessory(tool.id, form.accessoryId, form.move)
        : await removeAccessory(tool.id, form.accessoryId);
  invariantResponse(outcome !== "missing", TOOL_GONE, { status: 404 });
  invariantResponse(outcome !== "no-accessory", texts.noSuchAccessory, { status: 404 });
  const refusal = form.intent === "add" ? refusals[outcome] : undefined;
  if (form.intent === "add" && refusal) {
    return data(
      { result: submission.reply({ fieldErrors: { sku: [refusal(form.sku.toUpperCase())] } }) },
      { status: outcome === "full" || outcome === "already" ? 409 : 400 },
    );
  }
  const message =
    form.intent === "add"
      ? texts.accessoryAdded(form.sku.toUpperCase())
      : form.intent === "move"
        ? texts.accessoryMoved
        : texts.accessoryRemoved;
  return backToToolPage(request, message);
}

const smallButton = buttonClass("outline", "sm");

export default function ProductAccessories() {
  const { tool, accessories, fits, nav } = useLoaderData<typeof loader>();
  return (
    <section>
      <ToolAdminNav {...nav} current="accessories" />
      <h1 className="text-3xl font-bold">Accessories of {tool.name}</h1>
      <p className="mt-2 max-w-3xl text-gray-600">
        What goes with this tool (batteries, chargers, bits), in this order on its page under
        &ldquo;Goes with&rdquo;. Each accessory&apos;s page lists the tools it fits.
      </p>
      {accessories.length ? (
        <ol aria-label="Accessories" className="mt-6 grid max-w-3xl gap-2">
          {accessories.map((accessory, index) => (
            <li key={accessory.id} className="flex flex-wrap items-center gap-3 panel p-3">
              <ToolPicture
                src={accessory.img}
                alt=""
                width={64}
                className="h-12 w-16 rounded bg-gray-50 object-contain"
              />
              <span className="min-w-40 flex-1">
                <Link to={`/tools/${accessory.id}`} className="font-semibold hover:underline">
                  {accessory.name}
                </Link>
                <span className="block text-sm text-gray-600">
                  <span className="font-mono">{accessory.sku}</span> ·{" "}
                  {formatDollars(accessory.price)}
                </span>
              </span>
              <span className="flex flex-wrap gap-1.5">
                {index > 0 ? <RowButton accessory={accessory} intent="move" move="up" /> : null}
                {index < accessories.length - 1 ? (
                  <RowButton accessory={accessory} intent="move" move="down" />
                ) : null}
                <RowButton accessory={accessory} intent="remove" />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 max-w-3xl panel p-6 text-gray-700">Nothing goes with this tool yet.</p>
      )}
      {accessories.length < MAX_ACCESSORIES ? (
        <AddAccessory />
      ) : (
        <p className="mt-8 max-w-3xl panel p-6 text-gray-700">
          {texts.accessoriesFull(MAX_ACCESSORIES)}
        </p>
      )}
      {fits.length ? (
        <section aria-labelledby="fits-heading" className="mt-10 max-w-3xl">
          <h2 id="fits-heading" className="text-xl font-bold">
            This tool is an accessory of
          </h2>
          <ul className="mt-3 grid gap-1">
            {fits.map((fit) => (
              <li key={fit.id}>
                <Link to={`/tools/${fit.id}`} className="text-brand hover:underline">
                  {fit.name}
                </Link>{" "}
                <span className="font-mono text-sm text-gray-600">{fit.sku}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function RowButton({
  accessory,
  intent,
  move,
}: {
  accessory: { id: string; name: string };
  intent: "move" | "remove";
  move?: "up" | "down";
}) {
  const label = intent === "remove" ? "Remove" : move === "up" ? "↑ Up" : "↓ Down";
  const name = intent === "remove" ? `Remove ${accessory.name}` : `Move ${accessory.name} ${move}`;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="accessoryId" value={accessory.id} />
      <button
        type="submit"
        name={move ? "move" : undefined}
        value={move}
        className={intent === "remove" ? buttonClass("danger", "sm") : smallButton}
        aria-label={name}
      >
        {label}
      </button>
    </Form>
  );
}

function AddAccessory() {
  return (
    <AddForm<typeof accessoriesFormSchema>
      id="add-accessory"
      heading="Add an accessory"
      className="mt-8 max-w-xl"
      submit="Add accessory"
    >
      {(fields) => (
        <>
          <input type="hidden" name="intent" value="add" />
          <InputField meta={fields.sku} label="Part number" hint="Like FL-B18-20." />
        </>
      )}
    </AddForm>
  );
}
