import { Link } from "#app/components/link.tsx";
import { certificateFilePath, exemptionStatusLabel } from "#app/utils/tax-exemptions.ts";
import { Cell, DataTable } from "./data-table";
import { DateText } from "./date-text";

// Resale certificates as the company's admins and the shop's admins see them (issue 48): one
// table, with the company's name and a review link only on the admins' side.

export interface ShownCertificate {
  id: string;
  companyName: string;
  state: string;
  number: string;
  expires: string;
  status: string;
  note: string | null;
  fileName: string;
  createdAt: string;
}

const tone: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  verified: "bg-green-100 text-green-800 ring-green-200",
  rejected: "bg-red-100 text-red-700 ring-red-200",
};

export function CertificateStatus({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1 ${tone[status] ?? ""}`}
    >
      {exemptionStatusLabel(status)}
    </span>
  );
}

/** A plain link: the file comes as a download (the API's route), JavaScript or not. */
export function CertificateFileLink({ id, name }: { id: string; name: string }) {
  return (
    <a href={certificateFilePath(id)} download className="break-words text-brand hover:underline">
      {name}
    </a>
  );
}

export function CertificateTable({
  caption,
  certificates,
  review,
}: {
  caption: string;
  certificates: ShownCertificate[];
  /** For the shop's admins: each row names its company, and one awaiting review links there. */
  review?: (id: string) => string;
}) {
  const headers = [
    ...(review ? ["Company"] : []),
    "State",
    "Number",
    "Expires",
    "Uploaded",
    "Status",
    "Note",
    "File",
    ...(review ? [""] : []),
  ];
  return (
    <DataTable caption={caption} headers={headers}>
      {certificates.map((certificate) => (
        // The cells as a list without gaps: DataTable labels each by its place among them.
        <tr key={certificate.id} id={`certificate-${certificate.id}`}>
          {[
            ...(review
              ? [
                  <Cell key="company" rowHeader>
                    {certificate.companyName}
                  </Cell>,
                ]
              : []),
            <Cell key="state" rowHeader={!review}>
              {certificate.state}
            </Cell>,
            <Cell key="number">
              {/* Read out whole, never broken at its dashes. */}
              <span className="font-mono whitespace-nowrap">{certificate.number}</span>
            </Cell>,
            <Cell key="expires">
              <DateText value={certificate.expires} />
            </Cell>,
            <Cell key="uploaded">
              <DateText value={certificate.createdAt} />
            </Cell>,
            <Cell key="status">
              <CertificateStatus status={certificate.status} />
            </Cell>,
            <Cell key="note">{certificate.note ?? "—"}</Cell>,
            <Cell key="file">
              <CertificateFileLink id={certificate.id} name={certificate.fileName} />
            </Cell>,
            ...(review
              ? [
                  <Cell key="review">
                    {certificate.status === "pending" ? (
                      <Link
                        to={review(certificate.id)}
                        className="font-semibold whitespace-nowrap text-brand hover:underline"
                      >
                        Review
                      </Link>
                    ) : null}
                  </Cell>,
                ]
              : []),
          ]}
        </tr>
      ))}
    </DataTable>
  );
}
