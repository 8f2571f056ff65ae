import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { FormAlert, InputField, SubmitButton, TextAreaField } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { skuTexts } from "#app/messages.ts";
import { addQuickOrder, type QuickOrderResult } from "#app/models/quick-order.server.ts";
import {
  MAX_QUICK_ORDER_BYTES,
  MAX_QUICK_ORDER_LINES,
  quickOrderSchema,
  readQuickOrder,
} from "#app/schemas/quick-order.ts";
import { cartCookieHeaders } from "#app/services/cart-cookie.server.ts";
import { cartOwnerToWrite, noteCartWritten } from "#app/routes/+orders/cart-owner.server.ts";
import { toastHeaders } from "#app/services/toast.server.ts";
import { parseSubmission, readForm } from "#app/utils/form.server.ts";
import { replyField, replyFormProps } from "#app/utils/reply-form.ts";
import { KB, type ServerHandle } from "#app/utils/route-handle.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";

// A trade buyer's list of part numbers and quantities into the cart at once: for everyone who
// can have a cart (visitors too). Plain HTML, never kept: a post comes back here, or goes to
// the cart when every line was taken. The body holds the box and a file, each at most 64 KB.
export const handle: ServerHandle = { bodyLimit: 2 * MAX_QUICK_ORDER_BYTES + 16 * KB };

export const meta: MetaFunction = () => [{ title: "Quick order — Forgeline Tools" }];

const FORM_ID = "quick-order";

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseSubmission(await readForm(request), quickOrderSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), report: null }, { status: 400 });
  const { lines: typed = "", file } = submission.value;
  // A chosen file is read instead of the box (the box then holds the lines to correct).
  const chosen = file && file.size > 0 ? file : null;
  const text = chosen ? await chosen.text() : typed;
  const field = chosen ? "file" : "lines";
  const read = text.includes("\u0000")
    ? ({ ok: false, message: skuTexts.notCsv } as const)
    : readQuickOrder(text);
  if (!read.ok) {
    const result = submission.reply({ fieldErrors: { [field]: [read.message] } });
    return data({ result, report: null }, { status: 400 });
  }
  const owner = await cartOwnerToWrite(request);
  const report = await addQuickOrder(owner, read.lines, read.refused);
  // A visitor's first line brings the cart cookie.
  const headers = report.added.length ? await cartCookieHeaders(owner) : new Headers();
  if (!report.refused.length) {
    const toast = await toastHeaders({
      type: "success",
      message: skuTexts.added(report.added.length),
    });
    for (const cookie of toast.getSetCookie()) headers.append("Set-Cookie", cookie);
    return redirect("/cart", { headers });
  }
  // The refused lines go back into the box, as written, for the buyer to correct; the page that
  // says so already counts the added ones in its navigation.
  noteCartWritten(context, owner);
  const reply = submission.reply();
  const correction = report.refused.map((line) => line.text).join("\n");
  const result = { ...reply, initialValue: { lines: correction } };
  return data({ result, report }, { status: report.added.length ? 200 : 400, headers });
}

export default function QuickOrder() {
  const answer = useActionData<typeof action>();
  const isPending = useIsPending();
  // As every form of ours: an answer counts once the page is idle again.
  const idle = useNavigation().state === "idle";
  const reply = idle ? answer?.result : undefined;
  const report = idle ? answer?.report : null;
  const field = (name: "lines" | "file") => replyField(FORM_ID, name, reply);

  return (
    <section aria-labelledby="quick-order-heading" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="quick-order-heading" className="text-3xl font-bold">
        Quick order
      </h1>
      <p className="mt-2 text-gray-700">
        Know your part numbers? Type or paste them with their quantities, one tool a line, or choose
        a CSV file of the same two columns. Every line we can take goes into your cart; any we
        cannot are listed with the reason and left in the box to correct.
      </p>
      {report ? <QuickOrderReport report={report} /> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        {...replyFormProps(FORM_ID, reply)}
        className="mt-6 grid gap-4 panel p-6"
      >
        <TextAreaField
          meta={field("lines")}
          label="Part numbers and quantities"
          hint={`One line each: a part number, then a quantity, with a comma, a tab or spaces between (cells copied from a spreadsheet work). At most ${MAX_QUICK_ORDER_LINES} lines.`}
          rows={10}
          spellCheck={false}
          autoCapitalize="characters"
          placeholder={"FL-DD18-K2, 2\nFL-B18-20, 10"}
          className="[&_textarea]:font-mono"
        />
        <InputField
          meta={field("file")}
          label="Or a CSV file"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hint={`Part number and quantity columns, a header row allowed; at most ${MAX_QUICK_ORDER_BYTES / KB} KB. A chosen file is read instead of the box.`}
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={isPending} pendingText="Adding…">
            Add to cart
          </SubmitButton>
          <Link to="/cart" className="font-semibold text-brand hover:underline">
            View your cart
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** What the last post did: the lines added, then every line refused, by number, and why. */
function QuickOrderReport({ report }: { report: QuickOrderResult }) {
  return (
    <div className="mt-6 grid gap-4">
      <FormAlert answer={report}>
        <h2 className="font-bold text-red-800" id="quick-order-refused">
          {report.refused.length === 1
            ? "1 line was not added"
            : `${report.refused.length} lines were not added`}
        </h2>
        <ul className="mt-2 space-y-1 text-sm" aria-labelledby="quick-order-refused">
          {report.refused.map((line) => (
            <li key={line.line} data-testid="refused-line">
              <span className="font-semibold">Line {line.line}</span>{" "}
              <span className="font-mono break-all">{line.text.trim()}</span>: {line.message}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-gray-800">
          They are in the box below: correct them and add them again.
        </p>
      </FormAlert>
      {report.added.length ? (
        <div className="rounded-md bg-green-50 p-3 ring-1 ring-green-200">
          <h2 className="font-bold text-green-900">{skuTexts.added(report.added.length)}</h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="added-lines">
            {report.added.map((line) => (
              <li key={line.line}>
                Line {line.line}: {line.qyt} × {line.name}{" "}
                <span className="font-mono whitespace-nowrap">({line.sku})</span>
              </li>
            ))}
          </ul>
          <Link to="/cart" className={buttonClass("dark", "sm", "mt-3 inline-block")}>
            Go to your cart
          </Link>
        </div>
      ) : null}
    </div>
  );
}
