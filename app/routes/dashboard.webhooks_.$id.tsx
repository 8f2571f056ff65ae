import { invariantResponse } from "@epic-web/invariant";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { ConfirmAction } from "#app/components/confirm.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { DateTimeText } from "#app/components/date-text.tsx";
import { SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { EventChoices } from "#app/components/webhook-fields.tsx";
import { webhookTexts } from "#app/messages.ts";
import {
  getEndpoint,
  listDeliveries,
  resendDelivery,
  setEndpointEnabled,
  setEndpointEvents,
  type DeliveryRow,
} from "#app/models/webhook-endpoint.server.ts";
import { webhookEndpointPageSchema } from "#app/schemas/webhook.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";

export const meta: MetaFunction = () => [{ title: "Webhook endpoint — Forgeline Tools" }];

const WEBHOOKS = "/dashboard/webhooks";

async function endpointOf(request: Request, id: string | undefined) {
  await requireUser(request, "admin");
  const endpoint = await getEndpoint(id ?? "");
  invariantResponse(endpoint, webhookTexts.noSuchEndpoint, { status: 404 });
  return endpoint;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const endpoint = await endpointOf(request, params.id);
  return {
    endpoint: { ...endpoint, events: endpoint.events.split(" ") },
    deliveries: await listDeliveries(endpoint.id),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const endpoint = await endpointOf(request, params.id);
  const submission = await parseForm(request, webhookEndpointPageSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const here = `${WEBHOOKS}/${endpoint.id}`;
  if (value.intent === "events") {
    invariantResponse(
      await setEndpointEvents(endpoint.id, value.events),
      webhookTexts.noSuchEndpoint,
      {
        status: 404,
      },
    );
    return redirectWithToast(here, { type: "success", message: webhookTexts.saved });
  }
  if (value.intent === "switch") {
    const on = value.enabled === "on";
    invariantResponse(await setEndpointEnabled(endpoint.id, on), webhookTexts.noSuchEndpoint, {
      status: 404,
    });
    return redirectWithToast(here, {
      type: "success",
      message: on ? webhookTexts.switchedOn : webhookTexts.switchedOff,
    });
  }
  const resent = await resendDelivery(endpoint.id, value.deliveryId);
  invariantResponse(resent !== "missing", webhookTexts.noSuchDelivery, { status: 404 });
  return redirectWithToast(
    here,
    resent === "resent"
      ? { type: "success", message: webhookTexts.resent }
      : { type: "error", message: webhookTexts.resendInFlight },
  );
}

export default function WebhookEndpointPage() {
  const { endpoint, deliveries } = useLoaderData<typeof loader>();
  return (
    <section>
      <p className="text-sm">
        <Link to={WEBHOOKS} className="text-brand underline">
          ← Webhooks
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-all">{endpoint.url}</h1>
      <p className="mt-2 text-gray-600">
        {endpoint.enabled ? (
          <>Switched on: the events below are sent here.</>
        ) : (
          <>
            <strong className="text-red-700">Switched off</strong>
            {endpoint.disabledAt ? (
              <>
                {" "}
                since <DateTimeText value={endpoint.disabledAt} />
              </>
            ) : null}
            : nothing is sent; its pending deliveries wait until it is on again.
          </>
        )}
        {endpoint.enabled && endpoint.failingSince ? (
          <>
            {" "}
            Every attempt has failed since <DateTimeText value={endpoint.failingSince} />; three
            days of failures switch it off.
          </>
        ) : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="switch" />
          <button
            type="submit"
            name="enabled"
            value={endpoint.enabled ? "off" : "on"}
            className={buttonClass("outline")}
          >
            {endpoint.enabled ? "Switch off" : "Switch on"}
          </button>
        </Form>
        <ConfirmAction
          label="Delete endpoint"
          message={webhookTexts.confirmDelete(endpoint.url)}
          confirmUrl={`${WEBHOOKS}/${endpoint.id}/delete`}
          className={buttonClass("danger")}
        />
      </div>
      <EventsForm id={endpoint.id} events={endpoint.events} />
      <Deliveries deliveries={deliveries} />
    </section>
  );
}

function EventsForm({ id, events }: { id: string; events: string[] }) {
  const isPending = useIsPending();
  const [, fields, formProps] = usePageForm<typeof webhookEndpointPageSchema>(
    `webhook-events-${id}`,
    {
      defaultValue: { intent: "events", events },
    },
  );
  return (
    <section aria-labelledby="events-heading" className="mt-8">
      <h2 id="events-heading" className="text-xl font-bold">
        {webhookTexts.eventsHeading}
      </h2>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 panel p-6">
        <input type="hidden" name="intent" value="events" />
        <EventChoices meta={fields.events as Parameters<typeof EventChoices>[0]["meta"]} />
        <div>
          <SubmitButton pending={isPending} pendingText="Saving…">
            Save events
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

type ShownDelivery = Omit<DeliveryRow, "status"> & { status: string };

function Deliveries({ deliveries }: { deliveries: ShownDelivery[] }) {
  return (
    <section aria-labelledby="deliveries-heading" className="mt-10">
      <h2 id="deliveries-heading" className="text-xl font-bold">
        {webhookTexts.deliveriesHeading}
      </h2>
      {deliveries.length ? (
        <DataTable
          caption={webhookTexts.deliveriesHeading}
          headers={["Event", "Status", "Attempts", "Response", "Time", "Actions"]}
        >
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <Cell className="min-w-40">
                <code className="font-semibold">{delivery.type}</code>
                <span className="block text-xs text-gray-600">{delivery.eventId}</span>
              </Cell>
              <Cell>
                {webhookTexts.status[delivery.status as keyof typeof webhookTexts.status] ??
                  delivery.status}
                {delivery.lastError && delivery.status !== "delivered" ? (
                  <span className="block max-w-64 text-xs break-words text-gray-600">
                    {delivery.lastError}
                  </span>
                ) : null}
              </Cell>
              <Cell>{delivery.attempts}</Cell>
              <Cell>{delivery.responseStatus ?? "—"}</Cell>
              <Cell>
                <DateTimeText
                  value={delivery.deliveredAt ?? delivery.lastAttemptAt ?? delivery.createdAt}
                />
              </Cell>
              <Cell>
                <Form method="post">
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="deliveryId" value={delivery.id} />
                  <button
                    type="submit"
                    className={buttonClass("outline", "sm")}
                    aria-label={`Resend ${delivery.type} ${delivery.eventId}`}
                  >
                    Resend
                  </button>
                </Form>
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-4 panel p-6 text-gray-700">{webhookTexts.noDeliveries}</p>
      )}
    </section>
  );
}
