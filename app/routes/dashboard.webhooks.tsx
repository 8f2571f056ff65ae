import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddForm } from "#app/components/admin-form.tsx";
import { AdminList, RowActions, RowLink } from "#app/components/admin-list.tsx";
import { Cell } from "#app/components/data-table.tsx";
import { DateTimeText } from "#app/components/date-text.tsx";
import { InputField } from "#app/components/forms.tsx";
import { EventChoices } from "#app/components/webhook-fields.tsx";
import { webhookTexts } from "#app/messages.ts";
import { createEndpoint, listEndpoints } from "#app/models/webhook-endpoint.server.ts";
import { adminLoader } from "#app/routes/+dashboard/admin-form.server.ts";
import { webhookEndpointSchema } from "#app/schemas/webhook.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { defaultPolicy } from "#app/services/webhooks/sender.server.ts";
import { targetRefusal } from "#app/services/webhooks/target.server.ts";
import { parseForm } from "#app/utils/form.server.ts";

export const meta: MetaFunction = () => [{ title: "Webhooks — Forgeline Tools" }];

export const WEBHOOKS = "/dashboard/webhooks";

export const loader = adminLoader(async () => ({
  endpoints: (await listEndpoints()).map((endpoint) => ({
    ...endpoint,
    events: endpoint.events.split(" "),
  })),
}));

// A new endpoint is answered on this page, not through a redirect: its secret is shown this once
// (the shop keeps it to sign with, but never shows it again).
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const submission = await parseForm(request, webhookEndpointSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), created: null }, { status: 400 });
  const { url, events } = submission.value;
  const refusal = await targetRefusal(url, defaultPolicy());
  if (refusal)
    return data(
      { result: submission.reply({ fieldErrors: { url: [refusal] } }), created: null },
      { status: 400 },
    );
  const { id, secret } = await createEndpoint(url, events);
  return data({ result: submission.reply({ resetForm: true }), created: { id, url, secret } });
}

export default function WebhooksPage() {
  const { endpoints } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      {answer?.created ? <NewSecret {...answer.created} /> : null}
      <AdminList
        texts={webhookTexts.screen}
        intro={[
          <>
            The shop tells other systems (an ERP, an accounting package, a warehouse) what happens:
            each event an endpoint chose is POSTed to its URL as JSON, signed with its secret in the{" "}
            <code>Forgeline-Signature</code> header, and retried for three days until it answers
            2xx.
          </>,
          <>
            How to verify a delivery:{" "}
            <a className="text-brand underline" href="/api/docs">
              API docs
            </a>
            .
          </>,
        ]}
        headers={["URL", "Events", "State", "Created", "Actions"]}
        items={endpoints}
        row={(endpoint) => (
          <tr key={endpoint.id}>
            <Cell className="min-w-48 break-all font-semibold">{endpoint.url}</Cell>
            <Cell className="min-w-40">{endpoint.events.join(", ")}</Cell>
            <Cell>
              {endpoint.enabled ? (
                webhookTexts.on
              ) : (
                <span className="font-semibold text-red-700">{webhookTexts.off}</span>
              )}
            </Cell>
            <Cell>
              <DateTimeText value={endpoint.createdAt} />
            </Cell>
            <Cell>
              <RowActions
                name={endpoint.url}
                url={`${WEBHOOKS}/${endpoint.id}`}
                question={webhookTexts.confirmDelete(endpoint.url)}
              >
                <RowLink to={`${WEBHOOKS}/${endpoint.id}`} label={`Open ${endpoint.url}`}>
                  Open
                </RowLink>
              </RowActions>
            </Cell>
          </tr>
        )}
        add={
          <AddForm<typeof webhookEndpointSchema> id="add-webhook" {...webhookTexts.screen.add}>
            {(fields) => (
              <>
                <InputField
                  meta={fields.url}
                  label={webhookTexts.urlLabel}
                  type="url"
                  autoComplete="off"
                  hint="Where the receiving system listens, like https://erp.example/forgeline."
                />
                <EventChoices meta={fields.events} />
              </>
            )}
          </AddForm>
        }
      />
    </>
  );
}

/** The endpoint just made and its signing secret, the one time it is shown. */
function NewSecret({ id, url, secret }: { id: string; url: string; secret: string }) {
  return (
    <section role="status" aria-labelledby="new-secret-heading" className="mb-8 panel p-6">
      <h2 id="new-secret-heading" className="text-xl font-bold break-all">
        {webhookTexts.created(url)}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{webhookTexts.secretNote}</p>
      <label htmlFor="new-secret" className="mt-3 block text-sm font-semibold text-gray-800">
        {webhookTexts.secretHeading}
      </label>
      <input
        id="new-secret"
        readOnly
        value={secret}
        className="mt-1 w-full rounded border border-gray-300 px-3 py-2 font-mono text-sm"
      />
      <p className="mt-3 text-sm">
        <a className="text-brand underline" href={`${WEBHOOKS}/${id}`}>
          Open the endpoint and its deliveries
        </a>
      </p>
    </section>
  );
}
