import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { askedFrom, ConfirmAction, useHere } from "#app/components/confirm.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { Link } from "#app/components/link.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { RecordNumber } from "#app/components/record-number.tsx";
import { ShownRefundFields } from "#app/components/refund-review.tsx";
import { ReturnStatusField, TableFilters, TableSummary } from "#app/components/table-filters.tsx";
import { moneyConfirmTexts } from "#app/messages.ts";
import { listReturnsForAdmin } from "#app/models/admin-tables.server.ts";
import { withReceipts } from "#app/models/return.server.ts";
import { RETURN_QUERY_NAMES, returnTableQuerySchema } from "#app/schemas/admin-query.ts";
import { searchTexts } from "#app/messages.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { parsePageQuery } from "#app/routes/+dashboard/page-query.server.ts";
import { formatDateTime } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { lineText } from "#app/utils/order-lines.ts";
import { orderPath } from "#app/utils/order-state.ts";
import {
  decisionQuestion,
  decisionUrl,
  returnReasonLabels,
  returnStatusLabels,
  type ReturnReason,
  type ReturnStatus,
} from "#app/utils/returns.ts";
import { rowId } from "#app/utils/table-row.ts";
import { shortId } from "#app/utils/text.ts";

export const meta: MetaFunction = () => [{ title: "Returns — Forgeline Tools" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const query = parsePageQuery(request, returnTableQuerySchema, RETURN_QUERY_NAMES);
  const { rows, ...paging } = await listReturnsForAdmin(query);
  return { returns: await withReceipts(rows), paging, query };
}

type Row = Awaited<ReturnType<typeof loader>>["returns"][number];

export default function Returns() {
  const { returns, paging, query } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Returns</h1>
      <p className="mt-2 text-gray-600">
        Customers ask to return lines of shipped orders. Approve to mail them where to send the
        pieces, or reject with a note; once the parcel is here, mark it received to refund the lines
        (a defective tool does not go back on sale). An approved return whose pieces or money went
        back meanwhile is received for what is left, or rejected with a note.
      </p>
      <TableFilters label="Search returns" q={query.q} hint={searchTexts.returnsLookIn}>
        <ReturnStatusField status={query.status} />
      </TableFilters>
      <TableSummary
        total={paging.total}
        shown={returns.length}
        noun={["return", "returns"]}
        filtered={Boolean(query.q || query.status)}
      />
      {returns.length ? (
        <DataTable
          caption="Returns, newest first"
          headers={["Return", "Order", "Customer", "Lines", "Reason", "Status", ""]}
        >
          {returns.map((item) => (
            <tr key={item.id} id={rowId("return", item.id)} className="scroll-mt-24">
              <Cell className="text-gray-600">
                <RecordNumber number={item.number} className="block text-gray-900" />
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </Cell>
              <Cell>
                <Link
                  to={orderPath(item.orderId)}
                  className="font-semibold text-brand hover:underline"
                >
                  {item.order.name}
                </Link>
                <br />
                <RecordNumber number={item.order.number} className="text-xs" />{" "}
                <span className="font-mono text-xs">{shortId(item.orderId)}</span>
              </Cell>
              <Cell>
                {item.order.customer}
                <br />
                <span className="text-xs text-gray-500">{item.order.email}</span>
              </Cell>
              <Cell>
                <ul>
                  {item.lines.map((line) => (
                    <li key={line.toolId}>{lineText(line)}</li>
                  ))}
                </ul>
              </Cell>
              <Cell>
                <span className="font-semibold">
                  {returnReasonLabels[item.reason as ReturnReason]}
                </span>
                {item.comment ? (
                  <p className="text-xs whitespace-pre-line text-gray-600">{item.comment}</p>
                ) : null}
              </Cell>
              <Cell>
                <span className="font-semibold">
                  {returnStatusLabels[item.status as ReturnStatus]}
                </span>
                {item.note ? <p className="text-xs text-gray-600">Note: {item.note}</p> : null}
              </Cell>
              <Cell>
                <ReturnActions item={item} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Pagination page={paging.page} pageCount={paging.pageCount} />
    </section>
  );
}

/**
 * What can be decided on a return now. Approve and Mark received ask first (a dialog, or a page
 * without JavaScript); Reject opens its page, which asks for the note the customer is told. An
 * approved return is marked received while something is left to refund of it, and rejected once
 * it can no longer be refunded in full.
 */
function ReturnActions({ item }: { item: Row }) {
  const here = useHere();
  const about = (
    <span className="sr-only"> the return of {item.lines.map(lineText).join(", ")}</span>
  );
  const small = buttonClass("dark", "sm", "inline-block");
  const reject = (
    <Link
      to={askedFrom(decisionUrl(item.id, "rejected"), here)}
      className={buttonClass("danger-outline", "sm", "inline-block")}
    >
      Reject{about}
    </Link>
  );
  if (item.status === "requested")
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmAction
          label={<>Approve{about}</>}
          message={decisionQuestion("approved", item)}
          confirmUrl={decisionUrl(item.id, "approved")}
          className={small}
        />
        {reject}
      </div>
    );
  if (item.status !== "approved" || !item.receipt) return null;
  const { receipt } = item;
  return (
    <div className="flex flex-wrap gap-2">
      {receipt.full ? null : (
        <p className="w-full text-xs text-gray-600">
          {receipt.cents
            ? `Only ${formatDollars(receipt.cents)} is left to refund of it.`
            : "Nothing is left to refund of it."}
        </p>
      )}
      {receipt.cents ? (
        <ConfirmAction
          label={<>Mark received{about}</>}
          message={decisionQuestion("received", item, receipt)}
          confirmUrl={decisionUrl(item.id, "received")}
          className={small}
          fields={<ShownRefundFields shown={receipt} />}
        >
          <p className="mt-2 text-sm text-gray-600">{moneyConfirmTexts.receiveCreditNote}</p>
        </ConfirmAction>
      ) : null}
      {receipt.full ? null : reject}
    </div>
  );
}
