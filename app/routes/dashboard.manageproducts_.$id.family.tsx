import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { InputField, SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { ToolAdminNav } from "#app/components/tool-admin-nav.tsx";
import { catalogueExtrasTexts as texts } from "#app/messages.ts";
import { setToolFamily, toolFamily } from "#app/models/tool-family.server.ts";
import { familyFormSchema } from "#app/schemas/tool-extras.ts";
import {
  backToToolPage,
  TOOL_GONE,
  toolAdminPage,
} from "#app/routes/+dashboard/managed-tool.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";
import { invariantResponse } from "@epic-web/invariant";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tool, nav } = await toolAdminPage(request, params.id);
  return {
    tool: { id: tool.id, name: tool.name },
    family: await toolFamily(tool.id),
    nav,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { tool } = await toolAdminPage(request, params.id);
  const submission = await parseForm(request, familyFormSchema);
  const to = submission.payload.to;
  if (submission.status !== "success") {
    return data({ to, result: submission.reply() }, { status: 400 });
  }
  const place = submission.value;
  const outcome = await setToolFamily(tool.id, place);
  invariantResponse(outcome !== "missing", TOOL_GONE, { status: 404 });
  if (outcome === "unknown-sku" || outcome === "itself") {
    const message =
      outcome === "itself"
        ? texts.ownFamily
        : texts.noSuchSku(place.to === "join" ? place.sku : "");
    return data(
      { to, result: submission.reply({ fieldErrors: { sku: [message] } }) },
      { status: 400 },
    );
  }
  const message =
    outcome === "unchanged"
      ? texts.familyUnchanged
      : place.to === "none"
        ? texts.familyLeft
        : texts.familySaved;
  return backToToolPage(request, message);
}

export default function ProductFamily() {
  const { tool, family, nav } = useLoaderData<typeof loader>();
  return (
    <section>
      <ToolAdminNav {...nav} current="family" />
      <h1 className="text-3xl font-bold">Variants of {tool.name}</h1>
      <p className="mt-2 max-w-3xl text-gray-600">
        Tools of one family are one product in several forms (a bare tool, a kit, 36 V). Each stays
        a tool of its own, with its price, stock and orders; its page links the others, named by the
        specifications that differ.
      </p>
      {family ? (
        <section aria-labelledby="family-heading" className="mt-6 max-w-2xl panel p-6">
          <h2 id="family-heading" className="text-xl font-bold">
            Family: {family.name}
          </h2>
          <ul className="mt-3 grid gap-2">
            {family.variants.map((variant) => (
              <li key={variant.id} className="flex flex-wrap justify-between gap-x-4">
                <Link
                  to={`/tools/${variant.id}`}
                  aria-current={variant.id === tool.id ? "page" : undefined}
                  className="text-brand hover:underline aria-[current]:font-semibold"
                >
                  {variant.name}
                </Link>
                <span className="text-sm text-gray-600">
                  {variant.label} · {formatDollars(variant.price)}
                </span>
              </li>
            ))}
          </ul>
          <FamilyForm to="none" className="mt-4">
            {() => (
              <button type="submit" className={buttonClass("outline", "md")}>
                Take it out of this family
              </button>
            )}
          </FamilyForm>
        </section>
      ) : (
        <p className="mt-6 max-w-2xl panel p-6 text-gray-700">This tool is in no family.</p>
      )}
      <div className="mt-8 grid max-w-4xl gap-6 md:grid-cols-2">
        <FamilyForm to="join" heading="Join the family of another tool">
          {(fields, pending) => (
            <>
              <InputField
                meta={fields.sku}
                label="Its part number"
                hint="Like FL-DD18-K2. A tool in no family starts one with this tool."
              />
              <SubmitButton pending={pending}>Join its family</SubmitButton>
            </>
          )}
        </FamilyForm>
        <FamilyForm to="new" heading="Start a new family">
          {(fields, pending) => (
            <>
              <InputField meta={fields.name} label="Family name" />
              <SubmitButton pending={pending}>Start family</SubmitButton>
            </>
          )}
        </FamilyForm>
      </div>
    </section>
  );
}

type FamilyFields = ReturnType<typeof useSchemaForm<typeof familyFormSchema>>[1];

/** One of the page's forms; a refused post's errors show on the form that sent it. */
function FamilyForm({
  to,
  heading,
  className = "",
  children,
}: {
  to: "join" | "new" | "none";
  heading?: string;
  className?: string;
  children: (fields: FamilyFields, pending: boolean) => React.ReactNode;
}) {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof familyFormSchema>({
    id: `family-${to}`,
    lastResult: actionData?.to === to ? actionData.result : undefined,
  });
  const form = (
    <Form method="post" {...formProps} className={heading ? "mt-4 grid gap-4" : className}>
      <input type="hidden" name="to" value={to} />
      {children(fields, isPending)}
    </Form>
  );
  if (!heading) return form;
  return (
    <section aria-labelledby={`family-${to}-heading`} className="panel p-6">
      <h2 id={`family-${to}-heading`} className="text-xl font-bold">
        {heading}
      </h2>
      {form}
    </section>
  );
}
