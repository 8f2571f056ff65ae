import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { AccountStatement } from "#app/components/account-statement.tsx";
import { buttonClass } from "#app/components/button.tsx";
import { FormAlert, InputField, SubmitButton, decimalInput } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { formRefusal } from "#app/commerce/index.server.ts";
import { accountTexts } from "#app/messages.ts";
import { recordPayment } from "#app/models/account-payment.server.ts";
import { statementOf } from "#app/models/account-statement.server.ts";
import { paymentFormSchema } from "#app/schemas/account-payment.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { dollarsToCents, formatDollars } from "#app/utils/money.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";

// A company's account, for the shop's admins (issue 48): its statement, and the form that
// records a payment it sent (allocated to its oldest open invoices, or to those ticked). Each
// rendering of the form carries a key: posting it twice records one payment.

async function companyStatement(request: Request, id: string | undefined) {
  await requireUser(request, "admin");
  const statement = await statementOf(id ?? "");
  invariantResponse(statement, accountTexts.noSuchCompany, { status: 404 });
  return statement;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const statement = await companyStatement(request, params.id);
  return { statement, today: shopToday(), paymentKey: randomUUID() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireUser(request, "admin");
  const statement = await companyStatement(request, params.id);
  const submission = await parseForm(request, paymentFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { amount, date, reference, invoices, paymentKey } = submission.value;
  const outcome = await recordPayment({
    companyId: statement.company.id,
    amount: dollarsToCents(amount),
    receivedOn: date,
    reference,
    invoices,
    key: paymentKey,
    by: admin.id,
  });
  if (outcome.status === "refused") {
    const refusal = formRefusal(outcome, { amount: "amount", invoices: "invoices" });
    return data({ result: submission.reply(refusal.errors) }, { status: refusal.status });
  }
  return redirectWithToast(`/dashboard/receivables/${statement.company.id}`, {
    type: "success",
    message: accountTexts.paymentRecorded(formatDollars(outcome.payment.amount), outcome.company),
  });
}

export default function CompanyAccount() {
  const { statement, today, paymentKey } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const answer = useActionData<typeof action>();
  const [form, fields, formProps] = usePageForm<typeof paymentFormSchema>("record-payment", {
    defaultValue: { date: today },
  });
  const open = statement.invoices.filter((invoice) => invoice.owed > 0);
  return (
    <section>
      <p className="text-sm">
        <Link to="/dashboard/receivables" className="text-brand underline">
          Receivables
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold">{statement.company.name}</h1>
        <a
          href={`/dashboard/statement.pdf?company=${statement.company.id}`}
          className={buttonClass("outline", "md")}
          download
        >
          {accountTexts.downloadStatement}
        </a>
      </div>
      <AccountStatement statement={statement} />
      <h2 className="mt-8 text-xl font-bold">Record a payment</h2>
      <Form method="post" {...formProps} className="mt-3 grid max-w-xl gap-4 panel p-6">
        <input type="hidden" name="paymentKey" value={paymentKey} />
        <FormAlert id={form.errorId} errors={form.errors} answer={answer} />
        <InputField meta={fields.amount} label="Amount received ($)" {...decimalInput} />
        <InputField meta={fields.date} label="Received on" type="date" max={today} />
        <InputField meta={fields.reference} label="Reference" hint={accountTexts.referenceHint} />
        {open.length ? (
          <fieldset
            aria-describedby={fields.invoices.errors ? `${fields.invoices.id}-error` : undefined}
          >
            <legend className="text-sm font-semibold text-gray-800">
              Pay these invoices (none ticked: the oldest first)
            </legend>
            <div className="mt-2 grid gap-2">
              {open.map((invoice) => (
                <label key={invoice.number} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="invoices"
                    value={invoice.number}
                    className="accent-brand"
                  />
                  <span className="font-mono">{invoice.number}</span>
                  <span className="text-gray-600">{formatDollars(invoice.owed)} open</span>
                </label>
              ))}
            </div>
            {fields.invoices.errors ? (
              <p id={`${fields.invoices.id}-error`} className="mt-1 text-sm text-red-700">
                {fields.invoices.errors.join(" ")}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <SubmitButton pending={isPending} pendingText="Recording…">
          Record payment
        </SubmitButton>
      </Form>
    </section>
  );
}
