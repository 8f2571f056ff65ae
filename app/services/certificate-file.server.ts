import { exemptionTexts } from "#app/messages.ts";
import { MAX_CERTIFICATE_BYTES, MAX_CERTIFICATE_MB } from "#app/utils/tax-exemptions.ts";
import { sniffImageType } from "./images.server";

// A resale certificate's file (issue 48), checked before it is stored: its type from its bytes
// (a PDF, or a JPEG, PNG or WebP picture of the paper), never from its name or the browser's
// claim, and its size. The bytes are kept as sent (a certificate is a document of record: no
// re-encoding), in its row (app/models/tax-exemption.server.ts), and served only to those who
// may read it, as an attachment (app/routes/api.tax-exemptions.$id.file.ts).

export class CertificateRejectedError extends Error {}

const PDF_START = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_END = Buffer.from("%%EOF");

const IMAGE_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

/** The file's type by its bytes: a whole PDF (its header and end marker) or a picture; else null. */
export function sniffCertificateType(bytes: Uint8Array): string | null {
  if (PDF_START.every((byte, index) => bytes[index] === byte)) {
    // A PDF ends with %%EOF (maybe followed by a line break or a few bytes): a cut-off upload does not.
    const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024)));
    return tail.includes(PDF_END) ? "application/pdf" : null;
  }
  const image = sniffImageType(bytes);
  return image ? IMAGE_TYPES[image] : null;
}

/** The file's name as kept: its last path segment, printable, at most 200 characters. */
function keptName(name: string, type: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  const extension = type === "application/pdf" ? "pdf" : type.slice("image/".length);
  return (printable || `certificate.${extension}`).slice(-200);
}

/** Checks an uploaded certificate: its type by its bytes and its size; throws what is wrong. */
export async function readCertificateFile(file: unknown) {
  if (!(file instanceof File) || file.size === 0)
    throw new CertificateRejectedError(exemptionTexts.noFile);
  if (file.size > MAX_CERTIFICATE_BYTES)
    throw new CertificateRejectedError(exemptionTexts.tooLarge(MAX_CERTIFICATE_MB));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffCertificateType(bytes);
  if (!type) throw new CertificateRejectedError(exemptionTexts.wrongType);
  return { name: keptName(file.name, type), type, bytes };
}
