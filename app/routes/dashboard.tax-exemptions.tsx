import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CertificateTable } from "#app/components/certificate-table.tsx";
import { listExemptions } from "#app/models/tax-exemption.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { EXEMPTIONS_REVIEW_PATH } from "#app/utils/tax-exemptions.ts";

// Issue 48: the shop admins' resale certificates: those awaiting review first (oldest first),
// each with its Review link, then the ones already verified or rejected.

export const meta: MetaFunction = () => [{ title: "Tax exemptions — Forgeline Tools" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const certificates = await listExemptions();
  return {
    awaiting: certificates.filter((certificate) => certificate.status === "pending"),
    reviewed: certificates.filter((certificate) => certificate.status !== "pending"),
  };
}

const reviewPath = (id: string) => `${EXEMPTIONS_REVIEW_PATH}/${id}`;

export default function TaxExemptionsReview() {
  const { awaiting, reviewed } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Tax exemptions</h1>
      <p className="mt-2 text-gray-600">
        Companies&apos; resale certificates. A verified one exempts the company&apos;s orders to its
        state from sales tax until it expires; the company&apos;s admins are mailed each decision.
      </p>
      <h2 className="mt-8 text-xl font-bold">Awaiting review ({awaiting.length})</h2>
      {awaiting.length ? (
        <CertificateTable
          caption="Certificates awaiting review"
          certificates={awaiting}
          review={reviewPath}
        />
      ) : (
        <p className="mt-4 panel p-4 text-gray-700">No certificate awaits review.</p>
      )}
      <h2 className="mt-10 text-xl font-bold">Reviewed</h2>
      {reviewed.length ? (
        <CertificateTable
          caption="Certificates reviewed"
          certificates={reviewed}
          review={reviewPath}
        />
      ) : (
        <p className="mt-4 panel p-4 text-gray-700">None reviewed yet.</p>
      )}
    </section>
  );
}
