import { Form } from "@remix-run/react";
import { QUOTE_NOTE_MAX } from "#app/schemas/quote.ts";
import { replyField } from "#app/utils/reply-form.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { SubmitButton, TextAreaField } from "./forms";

const FORM_ID = "quote-request";

/**
 * "Request a quote" under a customer's cart: the cart becomes a quote request with the note
 * (posted to the quotes' page, whose action makes it and goes to it). The note is required in
 * the browser too; a refusal comes back to the cart as a toast.
 */
export function QuoteRequestForm() {
  const isPending = useIsPending();
  return (
    <Form
      method="post"
      action="/dashboard/quotes"
      id={FORM_ID}
      className="mt-6 panel grid gap-3 p-6"
      aria-labelledby={`${FORM_ID}-heading`}
    >
      <h2 id={`${FORM_ID}-heading`} className="text-lg font-bold">
        Buying in volume?
      </h2>
      <TextAreaField
        meta={replyField(FORM_ID, "note", undefined)}
        label="Your note for a quote"
        hint="The quantities, the delivery you need, who it is for. Your cart becomes the quote's lines."
        required
        maxLength={QUOTE_NOTE_MAX}
        rows={3}
      />
      <div>
        <SubmitButton pending={isPending} pendingText="Requesting…">
          Request a quote
        </SubmitButton>
      </div>
    </Form>
  );
}
