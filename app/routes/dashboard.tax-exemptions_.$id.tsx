import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { buttonClass } from "#app/components/button.tsx";
import { CertificateFileLink, CertificateStatus } from "#app/components/certificate-table.tsx";
import { DateText } from "#app/components/date-text.tsx";
import { FormAlert, TextAreaField } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { exemptionTexts } from "#app/messages.ts";
import { getExemption, reviewExemption } from "#app/models/tax-exemption.server.ts";
import { exemptionReviewSchema } from "#app/schemas/tax-exemption.ts";
import { stateName } from "#app/schemas/us-states.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import {
  EXEMPTIONS_REVIEW_PATH,
  exemptionStatusLabel,
  MAX_EXEMPTION_NOTE,
} from "#app/utils/tax-exemptions.ts";
import { formatCount } from "#app/utils/text.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

// Issue 48: a shop admin reviews one resale certificate: its company, state, number, expiry and
// file, then Verify or Reject (a note, which the company's admins are mailed, is required to
// reject). One form with two buttons, JavaScript or not; back to the list at the row.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Review certificate ${data.certificate.number} — Forgeline Tools`
      : "Review a certificate — Forgeline Tools",
  },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const certificate = await getExemption(params.id ?? "");
  invariantResponse(certificate, exemptionTexts.noSuchCertificate, { status: 404 });
  return { certificate };
}

const backToRow = (id: string) => `${EXEMPTIONS_REVIEW_PATH}#certificate-${id}`;

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireUser(request, "admin");
  const id = params.id ?? "";
  const submission = await parseForm(request, exemptionReviewSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await reviewExemption(id, submission.value, admin.id);
  if (outcome.status === "missing")
    throw new Response(exemptionTexts.noSuchCertificate, { status: 404 });
  if (outcome.status === "already")
    return redirectWithToast(backToRow(id), {
      type: "error",
      message: exemptionTexts.alreadyReviewed(exemptionStatusLabel(outcome.certificate.status)),
    });
  return redirectWithToast(backToRow(id), {
    type: "success",
    message:
      submission.value.status === "verified" ? exemptionTexts.verified : exemptionTexts.rejected,
  });
}

export default function ReviewCertificate() {
  const { certificate } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields, formProps] = useSchemaForm<typeof exemptionReviewSchema>({
    id: "review-certificate",
    lastResult: answer?.result,
  });
  return (
    <section>
      <p className="text-sm">
        <Link to={EXEMPTIONS_REVIEW_PATH} className="font-semibold text-brand hover:underline">
          ← Tax exemptions
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">Review a resale certificate</h1>
      <dl className="mt-6 grid gap-2 panel p-4 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Company</dt>
        <dd>{certificate.companyName}</dd>
        <dt className="font-semibold">State</dt>
        <dd>
          {stateName(certificate.state)} ({certificate.state})
        </dd>
        <dt className="font-semibold">Number</dt>
        <dd className="font-mono">{certificate.number}</dd>
        <dt className="font-semibold">Expires on</dt>
        <dd>
          <DateText value={certificate.expires} />
        </dd>
        <dt className="font-semibold">Uploaded</dt>
        <dd>
          <DateText value={certificate.createdAt} />
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          <CertificateStatus status={certificate.status} />
          {certificate.note ? <span className="ml-2">{certificate.note}</span> : null}
        </dd>
        <dt className="font-semibold">File</dt>
        <dd>
          <CertificateFileLink id={certificate.id} name={certificate.fileName} />
        </dd>
      </dl>
      {certificate.status === "pending" ? (
        <Form method="post" {...formProps} className="mt-6 grid gap-4 panel p-6">
          <FormAlert id={form.errorId} errors={form.errors} answer={answer} />
          <p className="text-sm text-gray-700">
            Check the file against the facts above. Verified, it exempts {certificate.companyName}
            &apos;s orders shipped to {certificate.state} from sales tax until it expires.
          </p>
          <TextAreaField
            meta={fields.note}
            label="Note (the company is mailed it; required to reject)"
            hint={`At most ${formatCount(MAX_EXEMPTION_NOTE)} characters`}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="status"
              value="verified"
              disabled={isPending}
              className={buttonClass("primary", "md")}
            >
              Verify
            </button>
            <button
              type="submit"
              name="status"
              value="rejected"
              disabled={isPending}
              className={buttonClass("danger", "md")}
            >
              Reject
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
