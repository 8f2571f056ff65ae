import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { Fragment } from "react";
import { Link } from "#app/components/link.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { TableFilters, TableSummary } from "#app/components/table-filters.tsx";
import { listOutboxForAdmin } from "#app/models/admin-tables.server.ts";
import { getMail, type OutboxMail } from "#app/models/outbox.server.ts";
import { TABLE_QUERY_NAMES, tableQuerySchema } from "#app/schemas/admin-query.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { emlFileName, mailTransport, outboxDir } from "#app/services/mail/transport.server.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import { redactSecretLinks } from "#app/mail/secret-links.ts";
import { publicOrigin } from "#app/utils/public-url.server.ts";
import { invariantResponse } from "@epic-web/invariant";
import { attachedDocument, attachmentLink } from "#app/utils/document-links.ts";

export const meta: MetaFunction = () => [{ title: "Outbox — Forgeline Tools" }];

// Admins: the shop's mail, sent or waiting, newest first (20 a page, `?q=` searches recipient,
// subject or kind), and one mail read whole (`?mail=ID`). In demo mode (no SMTP_URL) this is
// where the mail can be read, the demo's only mailbox; the .eml files are beside the database.
// With SMTP (always, in production) a mail's secret links are shown without their tokens, also
// while it waits to be sent: an admin must not be able to open a customer's account.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const query = parsePageQuery(request, tableQuerySchema, TABLE_QUERY_NAMES);
  const id = new URL(request.url).searchParams.get("mail");
  const opened = id ? await getMail(id.slice(0, 64)) : null;
  invariantResponse(!id || opened, "That mail is not in the outbox.", { status: 404 });
  const { rows, ...paging } = await listOutboxForAdmin(query);
  const isDemoMailbox = mailTransport.kind === "folder";
  return {
    query,
    paging,
    mails: rows,
    opened: opened
      ? {
          ...opened,
          text: isDemoMailbox ? opened.text : redactSecretLinks(opened.text),
          html: "",
          file: emlFileName(opened),
          document: attachmentOf(opened.attachment),
        }
      : null,
    origin: publicOrigin,
    transport: mailTransport.kind,
    folder: mailTransport.kind === "folder" ? outboxDir : null,
  };
}

/** The document a mail carries, as a download (drawn afresh: the mail's copy is not kept). */
function attachmentOf(name: string | null) {
  const attached = name ? attachedDocument(name) : null;
  return attached ? attachmentLink(attached) : null;
}

function deliveryState(mail: Pick<OutboxMail, "sentAt" | "attempts" | "nextAttemptAt">) {
  if (mail.sentAt) return `Sent ${formatDateTime(mail.sentAt)}`;
  if (!mail.attempts) return "Waiting to be sent";
  return `Not sent yet (${mail.attempts} attempt${mail.attempts === 1 ? "" : "s"}; next ${formatDateTime(mail.nextAttemptAt)})`;
}

/**
 * The plain text, with the shop's own links (a line of their own, as the mails write them) as
 * links. Nothing else becomes one: a name or an address someone typed stays text.
 */
function TextWithShopLinks({ text, origin }: { text: string; origin: string }) {
  return (
    <>
      {text.split("\n").map((line, index) => (
        <Fragment key={index}>
          {index ? "\n" : null}
          {line.startsWith(`${origin}/`) && !/\s/.test(line) ? (
            <a href={line} className="break-all text-brand underline">
              {line}
            </a>
          ) : (
            line
          )}
        </Fragment>
      ))}
    </>
  );
}

export default function Outbox() {
  const { mails, paging, query, opened, transport, folder, origin } =
    useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  return (
    <section>
      <h1 className="text-3xl font-bold">Outbox</h1>
      <p className="mt-2 text-gray-600">
        {transport === "folder"
          ? `Demo mode: no SMTP server is configured (SMTP_URL), so mail is written as .eml files to ${folder} and can be read here.`
          : "Mail goes out through the SMTP server in SMTP_URL; this is what was sent or is waiting."}
      </p>
      {opened ? (
        <article aria-labelledby="opened-mail" className="mt-6 panel p-6">
          <h2 id="opened-mail" className="text-xl font-bold">
            {opened.subject}
          </h2>
          <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[6rem_minmax(0,1fr)]">
            <dt className="font-semibold text-gray-600">To</dt>
            <dd>{opened.to}</dd>
            <dt className="font-semibold text-gray-600">Queued</dt>
            <dd>{formatDateTime(opened.createdAt)}</dd>
            <dt className="font-semibold text-gray-600">Delivery</dt>
            <dd>{deliveryState(opened)}</dd>
            {transport === "folder" ? (
              <>
                <dt className="font-semibold text-gray-600">File</dt>
                <dd className="break-all font-mono text-xs">{opened.file}</dd>
              </>
            ) : null}
            {opened.document ? (
              <>
                <dt className="font-semibold text-gray-600">Attachment</dt>
                <dd>
                  <a href={opened.document.href} download className="text-brand underline">
                    {opened.document.label}
                  </a>
                </dd>
              </>
            ) : null}
            {opened.lastError && !opened.sentAt ? (
              <>
                <dt className="font-semibold text-gray-600">Last error</dt>
                <dd className="break-all text-red-700">{opened.lastError}</dd>
              </>
            ) : null}
          </dl>
          <pre className="mt-4 whitespace-pre-wrap break-words font-sans text-gray-900">
            <TextWithShopLinks text={opened.text} origin={origin} />
          </pre>
          <p className="mt-4 text-sm">
            <Link to="/dashboard/outbox" className="font-semibold text-brand hover:underline">
              ← All mail
            </Link>
          </p>
        </article>
      ) : null}
      <TableFilters label="Search mail" q={query.q} />
      <TableSummary
        total={paging.total}
        shown={mails.length}
        noun={["mail", "mails"]}
        filtered={Boolean(query.q)}
      />
      {mails.length ? (
        <DataTable
          caption="The shop's mail, newest first"
          headers={["Queued", "To", "Subject", "Delivery"]}
        >
          {mails.map((mail) => (
            <tr key={mail.id}>
              <Cell className="text-gray-600 lg:whitespace-nowrap">
                <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
              </Cell>
              <Cell className="break-all">{mail.to}</Cell>
              <Cell>
                <Link
                  to={`/dashboard/outbox?${new URLSearchParams({ ...Object.fromEntries(searchParams), mail: mail.id })}`}
                  className="font-semibold text-brand underline hover:text-brand-hover"
                >
                  {mail.subject}
                </Link>
              </Cell>
              <Cell className="text-sm">{deliveryState(mail)}</Cell>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Pagination page={paging.page} pageCount={paging.pageCount} />
    </section>
  );
}
