import { documentTexts } from "#app/messages.ts";
import { invoiceUrl } from "#app/utils/document-links.ts";
import { buttonClass } from "./button";

// A paid order's invoice, a download from the API (the session cookie suffices): a plain link,
// so the browser saves the file, with JavaScript on or off.

/** The order page's button. */
export function DownloadInvoiceButton({ order }: { order: { id: string } }) {
  return (
    <a
      href={invoiceUrl(order.id)}
      download
      className={buttonClass("outline", "lg", "inline-flex items-center justify-center")}
    >
      {documentTexts.downloadInvoice}
    </a>
  );
}

/** A table row's link: short to see, named by the invoice's number to a screen reader. */
export function InvoiceNumberLink({ order }: { order: { id: string; invoiceNumber: string } }) {
  return (
    <a
      href={invoiceUrl(order.id)}
      download
      className="inline-block py-1 text-xs font-semibold text-brand underline hover:no-underline"
    >
      Invoice<span className="sr-only"> {order.invoiceNumber} (PDF)</span>
    </a>
  );
}
