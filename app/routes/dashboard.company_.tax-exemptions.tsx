import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CertificateTable } from "#app/components/certificate-table.tsx";
import { FormAlert, InputField, SelectField, SubmitButton } from "#app/components/forms.tsx";
import { exemptionTexts } from "#app/messages.ts";
import { getCompany } from "#app/models/company.server.ts";
import { listCompanyExemptions } from "#app/models/tax-exemption.server.ts";
import {
  requireCertificateManager,
  uploadCertificate,
} from "#app/routes/+company/certificate-upload.server.ts";
import type { ExemptionUploadForm } from "#app/schemas/tax-exemption.ts";
import { US_STATE_OPTIONS } from "#app/schemas/us-states.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { shopToday } from "#app/utils/clock.server.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";
import { COMPANY_EXEMPTIONS_PATH, MAX_CERTIFICATE_MB } from "#app/utils/tax-exemptions.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

// Issue 48: a company admin's resale certificates: each with its state, number, expiry, status
// and the shop's note, and the form that uploads another (a plain multipart post, JavaScript or
// not). A verified one exempts the company's orders to its state from sales tax until it expires.

export const handle: ServerHandle = { bodyLimit: UPLOAD_BODY_LIMIT };

export const meta: MetaFunction = () => [{ title: "Tax exemptions — Forgeline Tools" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { companyId } = await requireCertificateManager(request);
  const [company, certificates] = await Promise.all([
    getCompany(companyId),
    listCompanyExemptions(companyId),
  ]);
  return { companyName: company?.name ?? "", certificates, today: shopToday() };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, companyId } = await requireCertificateManager(request);
  const answer = await uploadCertificate(request, user, companyId);
  if (answer.status === "recorded")
    return redirectWithToast(`${COMPANY_EXEMPTIONS_PATH}#certificate-${answer.certificate.id}`, {
      type: "success",
      message: exemptionTexts.uploaded,
    });
  // Every problem at once: the fields' and the file's, beside each.
  const result: SubmissionResult<string[]> = {
    ...answer.submission.reply(),
    error: answer.fieldErrors,
  };
  return data({ result }, { status: 400 });
}

export default function CompanyTaxExemptions() {
  const { companyName, certificates, today } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields, formProps] = useSchemaForm<ExemptionUploadForm>({
    id: "upload-certificate",
    lastResult: answer?.result,
  });
  return (
    <section>
      <h1 className="text-3xl font-bold">Tax exemptions</h1>
      <p className="mt-2 text-gray-600">
        {companyName}&apos;s resale certificates. Once the shop has verified one, orders your buyers
        ship to its state are exempt from sales tax until it expires, and their invoices name it.
      </p>
      {certificates.length ? (
        <CertificateTable
          caption={`${companyName}'s resale certificates`}
          certificates={certificates}
        />
      ) : (
        <p className="mt-6 panel p-4 text-gray-700">No certificates uploaded yet.</p>
      )}

      <h2 className="mt-10 text-xl font-bold">Upload a resale certificate</h2>
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        className="mt-4 grid gap-4 panel p-6 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <FormAlert id={form.errorId} errors={form.errors} answer={answer} />
        </div>
        <SelectField
          meta={fields.state}
          label="State"
          options={US_STATE_OPTIONS}
          placeholder="Choose the state it is for"
        />
        <InputField
          meta={fields.number}
          label="Certificate number"
          hint="As printed on the certificate"
          maxLength={50}
        />
        <InputField
          meta={fields.expires}
          type="date"
          min={today}
          label="Expires on"
          hint="The last day it is valid"
        />
        <InputField
          meta={fields.file}
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          label="Certificate file"
          hint={`A PDF, or a JPEG, PNG or WebP picture, of at most ${MAX_CERTIFICATE_MB} MB`}
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={isPending} pendingText="Uploading…">
            Upload certificate
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
