import { Form, useNavigation } from "@remix-run/react";
import { Fragment, useEffect, useRef, type ReactNode } from "react";
import { moneyConfirmTexts as texts } from "#app/messages.ts";
import type { RefundReview } from "#app/models/refund.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { lineText } from "#app/utils/order-lines.ts";
import { REFUND_STEP, SHOWN_REFUND } from "#app/utils/refunds.ts";
import { buttonClass } from "./button";
import { FormAlert, SubmitButton } from "./forms";

// The refund page's second step (issue 47): what the refund does, as the server counted it,
// and the question. Confirm sends the form's values again with what was shown (the server
// refunds only if it still counts the same); Back sends them to have the form again, as typed.

/** The refund form's values as the server read them, sent again with either answer. */
export interface RefundValues {
  key: string;
  toolId: string[];
  qyt: number[];
  amount?: number;
  reason: string;
  restock: boolean;
}

/** The hidden fields of a confirmation: what it showed (SHOWN_REFUND). */
export function ShownRefundFields({ shown }: { shown: { cents: number; refundedBefore: number } }) {
  return (
    <>
      <input type="hidden" name={SHOWN_REFUND.cents} value={shown.cents} />
      <input type="hidden" name={SHOWN_REFUND.refundedBefore} value={shown.refundedBefore} />
    </>
  );
}

function ValueFields({ values }: { values: RefundValues }) {
  return (
    <>
      <input type="hidden" name="key" value={values.key} />
      {values.toolId.map((toolId, index) => (
        <Fragment key={toolId}>
          <input type="hidden" name="toolId" value={toolId} />
          <input type="hidden" name="qyt" value={values.qyt[index] ?? 0} />
        </Fragment>
      ))}
      {values.amount === undefined ? null : (
        <input type="hidden" name="amount" value={values.amount} />
      )}
      <input type="hidden" name="reason" value={values.reason} />
      {values.restock ? <input type="hidden" name="restock" value="on" /> : null}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="font-semibold text-gray-700">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function RefundReviewStep({
  review,
  values,
  notice,
  paid,
}: {
  review: RefundReview;
  values: RefundValues;
  /** Why it is asked again: it counted otherwise at the confirm. */
  notice?: string;
  /** The order's amount (cents). */
  paid: number;
}) {
  const navigation = useNavigation();
  const confirming = navigation.formData?.get(REFUND_STEP) === "confirm";
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the page stays where the button was: the question takes the focus.
  useEffect(() => heading.current?.focus(), [review]);
  const amount = formatDollars(review.cents);
  const pieces = review.lines.map(lineText).join(", ");
  const due = review.goods + review.tax;
  return (
    <section aria-labelledby="refund-review" className="mt-6 grid gap-4 panel p-6">
      {notice ? (
        <FormAlert answer={review}>
          <p className="text-sm font-medium text-red-700">{notice}</p>
        </FormAlert>
      ) : null}
      <h2 id="refund-review" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {texts.question(amount)}
      </h2>
      <dl className="divide-y divide-gray-100">
        <Fact label={texts.piecesBack}>
          {review.lines.length ? (
            <ul>
              {review.lines.map((line) => (
                <li key={line.toolId}>
                  {texts.lineBack(lineText(line), formatDollars(line.amount))}
                  {line.kept
                    ? `; ${texts.kept(line.kept.qyt, formatDollars(line.kept.price))}`
                    : null}
                </li>
              ))}
            </ul>
          ) : (
            texts.noPieces
          )}
          {review.byAmount ? null : (
            <p className="text-sm text-gray-600">{texts.taxShare(formatDollars(review.tax))}</p>
          )}
        </Fact>
        <Fact label={texts.refund}>
          <span className="font-semibold">{amount}</span>
          {review.byAmount ? (
            <p className="text-sm text-gray-600">{texts.amountEntered}</p>
          ) : due > review.cents ? (
            <p className="text-sm text-gray-600">{texts.cutToLeft(formatDollars(review.left))}</p>
          ) : null}
        </Fact>
        <Fact label={texts.stock}>
          {review.restock ? texts.stockBack(pieces) : texts.noStockBack}
        </Fact>
        <Fact label={texts.reason}>{values.reason}</Fact>
        <Fact label={texts.creditNote}>{texts.creditNoteMade}</Fact>
        <Fact label={texts.leftAfterLabel}>
          {texts.leftAfter(formatDollars(review.left - review.cents), formatDollars(paid))}
        </Fact>
      </dl>
      <Form method="post" className="flex flex-wrap gap-3">
        <ValueFields values={values} />
        <ShownRefundFields shown={review} />
        <SubmitButton
          name={REFUND_STEP}
          value="confirm"
          pending={confirming}
          pendingText={texts.confirming}
        >
          {texts.confirm}
        </SubmitButton>
        <button
          type="submit"
          name={REFUND_STEP}
          value="change"
          className={buttonClass("outline", "lg")}
        >
          {texts.back}
        </button>
      </Form>
    </section>
  );
}
