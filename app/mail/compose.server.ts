import { publicOrigin } from "#app/utils/public-url.server.ts";
import { SITE_NAME } from "#app/utils/seo.ts";

export type MailKind =
  | "order-placed"
  | "payment-received"
  | "order-shipped"
  | "order-cancelled"
  | "order-expired"
  | "refund-issued"
  | "return-approved"
  | "return-rejected"
  | "quote-sent"
  | "approval-requested"
  | "order-awaiting-approval"
  | "order-approved"
  | "order-declined"
  | "exemption-reviewed"
  | "verify-email"
  | "reset-password"
  | "company-invitation"
  | "invoice-on-account"
  | "invoice-reminder"
  | "webhook-switched-off";

/** A mail as the outbox keeps it: rendered once, when the change it announces is written. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A document the mail carries, drawn when it is sent (never kept as bytes):
   * `invoice:{orderId}` or `credit-note:{refundId}` (`documentAttachment` in
   * app/utils/document-links.ts).
   */
  attachment?: string | null;
}

/** A term, its value, and the address the value links to, if any. */
export type MailFact = [term: string, value: string, link?: string];

export interface MailContent {
  greeting: string;
  /** Said before the button. */
  lead: string[];
  action?: { label: string; url: string };
  /** Term and value pairs, e.g. an order's facts; a value may link to a page (a parcel's). */
  facts?: MailFact[];
  /** Said after the facts. */
  tail?: string[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

function plainText(content: MailContent): string {
  const blocks = [content.greeting, ...content.lead];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  if (content.facts?.length)
    blocks.push(
      content.facts
        .map(([term, value, link]) => `${term}: ${value}${link ? ` (${link})` : ""}`)
        .join("\n"),
    );
  blocks.push(...(content.tail ?? []), `${SITE_NAME}\n${publicOrigin}`);
  return `${blocks.join("\n\n")}\n`;
}

function simpleHtml(subject: string, content: MailContent): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 16px;background:#c2410c;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#555555;word-break:break-all">Or open this address: ${escapeHtml(content.action.url)}</p>`
    : "";
  const facts = content.facts?.length
    ? `<table cellpadding="4" style="border-collapse:collapse">${content.facts
        .map(
          ([term, value, link]) =>
            `<tr><th align="left" style="color:#555555">${escapeHtml(term)}</th><td>${link ? `<a href="${escapeHtml(link)}">${escapeHtml(value)}</a>` : escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111111;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(SITE_NAME)}</h1>
${[content.greeting, ...content.lead].map(paragraph).join("\n")}
${action}
${facts}
${(content.tail ?? []).map(paragraph).join("\n")}
<p style="font-size:13px;color:#555555">${escapeHtml(SITE_NAME)} · <a href="${escapeHtml(publicOrigin)}">${escapeHtml(publicOrigin)}</a></p>
</body></html>
`;
}

/** One mail in plain text and simple HTML, with the shop's name and address. */
export function composeMail(
  kind: MailKind,
  to: string,
  subject: string,
  content: MailContent,
): MailMessage {
  const fullSubject = `${subject} — ${SITE_NAME}`;
  return {
    kind,
    to,
    subject: fullSubject,
    text: plainText(content),
    html: simpleHtml(fullSubject, content),
  };
}
