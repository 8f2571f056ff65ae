import { type ActionFunctionArgs, data, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddForm } from "#app/components/admin-form.tsx";
import { AdminList, RowActions } from "#app/components/admin-list.tsx";
import { ScopeChoices } from "#app/components/api-key-fields.tsx";
import { Cell } from "#app/components/data-table.tsx";
import { DateTimeText } from "#app/components/date-text.tsx";
import { InputField } from "#app/components/forms.tsx";
import { apiKeyTexts } from "#app/messages.ts";
import { createApiKey, listApiKeys } from "#app/models/api-key.server.ts";
import { adminLoader } from "#app/routes/+dashboard/admin-form.server.ts";
import { apiKeySchema } from "#app/schemas/api-key.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { parseForm } from "#app/utils/form.server.ts";

export const meta: MetaFunction = () => [{ title: "API keys — Forgeline Tools" }];

const API_KEYS = "/dashboard/api-keys";

export const loader = adminLoader(async () => ({ keys: await listApiKeys() }));

// A new key is answered on this page, not through a redirect: the key itself is shown this once
// and kept nowhere (not in a cookie, not in the database), so a reload shows it no more.
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireUser(request, "admin");
  const submission = await parseForm(request, apiKeySchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), created: null }, { status: 400 });
  const { key } = await createApiKey(admin, submission.value);
  return data({
    result: submission.reply({ resetForm: true }),
    created: { name: submission.value.name, key },
  });
}

export default function ApiKeysPage() {
  const { keys } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      {answer?.created ? <NewKey name={answer.created.name} secret={answer.created.key} /> : null}
      <AdminList
        texts={apiKeyTexts.screen}
        intro={[
          <>
            Other systems (an ERP, an accounting package, a warehouse) call the shop&apos;s API with
            a key: <code>Authorization: Bearer &lt;key&gt;</code>. A key acts as the admin who made
            it, only for the calls its scopes cover; it opens no page.
          </>,
          <>
            The API documentation lists the scope each call needs:{" "}
            <a className="text-brand underline" href="/api/docs">
              API docs
            </a>
            .
          </>,
        ]}
        headers={["Name", "Scopes", "Key", "Created", "Last used", "Actions"]}
        items={keys}
        row={(key) => (
          <tr key={key.id}>
            <Cell className="min-w-32 font-semibold">{key.name}</Cell>
            <Cell className="min-w-40">{key.scopes.join(", ")}</Cell>
            <Cell>
              <code className="whitespace-nowrap">flk_…{key.hint}</code>
            </Cell>
            <Cell>
              <DateTimeText value={key.createdAt} /> by {key.createdByName}
            </Cell>
            <Cell>
              {key.lastUsedAt ? (
                <DateTimeText value={key.lastUsedAt} />
              ) : (
                <span className="text-muted">Never</span>
              )}
            </Cell>
            <Cell>
              {key.revokedAt ? (
                <span>
                  Revoked <DateTimeText value={key.revokedAt} />
                </span>
              ) : (
                <RowActions
                  name={key.name}
                  url={`${API_KEYS}/${key.id}`}
                  deleteLabel="Revoke"
                  question={apiKeyTexts.confirmRevoke(key.name)}
                />
              )}
            </Cell>
          </tr>
        )}
        add={
          <AddForm<typeof apiKeySchema> id="add-api-key" {...apiKeyTexts.screen.add}>
            {(fields) => (
              <>
                <InputField
                  meta={fields.name}
                  label="Name"
                  autoComplete="off"
                  hint="Who uses it, like Warehouse sync."
                />
                <ScopeChoices meta={fields.scopes} />
              </>
            )}
          </AddForm>
        }
      />
    </>
  );
}

/** The key just made, the one time it is shown. */
function NewKey({ name, secret }: { name: string; secret: string }) {
  return (
    <section role="status" aria-labelledby="new-key-heading" className="mb-8 panel p-6">
      <h2 id="new-key-heading" className="text-xl font-bold">
        {apiKeyTexts.created(name)}
      </h2>
      <label htmlFor="new-key" className="mt-3 block text-sm font-semibold text-gray-800">
        The key
      </label>
      <input
        id="new-key"
        readOnly
        value={secret}
        className="mt-1 w-full rounded border border-gray-300 px-3 py-2 font-mono text-sm"
      />
    </section>
  );
}
