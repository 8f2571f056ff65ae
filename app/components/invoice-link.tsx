import { documentTexts } from "#app/messages.ts";
import { invoiceUrl } from "#app/utils/document-links.ts";
import { buttonClass } from "./button";

// A paid order's invoice, a download from the API (the session cookie suffices): a plain link,
// so the browser saves the file, with JavaScript on or off.

/** The order page's button. */
export function DownloadInvoiceButton({ order }: { order: { id: string } }) {
  return (
    <a href={invoiceUrl(order.id)} download className={buttonClass("outline", "md")}>
      {documentTexts.downloadInvoice}
    </a>
  );
}

/** A table row's link, named by the invoice's number. */
export function InvoiceNumberLink({ order }: { order: { id: string; invoiceNumber: string } }) {
  return (
    <a
      href={invoiceUrl(order.id)}
      download
      className="text-xs font-semibold whitespace-nowrap text-brand hover:underline"
    >
      {order.invoiceNumber}
      <span className="sr-only"> invoice (PDF)</span>
    </a>
  );
}
