import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
// The pure entry adds Stripe.js to the page only when loadStripe is called (on the Stripe
// payment page), never as a side effect of importing this module.
import { loadStripe } from "@stripe/stripe-js/pure";
import { useNavigate } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { messages, paymentTexts } from "#app/messages.ts";
import { formatDollars } from "#app/utils/money.ts";
import { buttonClass } from "./button";

interface Props {
  orderId: string;
  publishableKey: string;
  billing: { name: string; email: string };
  /** The order's amount in cents, said on the Pay button. */
  amount: number;
  returnPath: string;
}

const payButton = buttonClass(
  "primary",
  "xl",
  "mt-6 w-full disabled:cursor-not-allowed disabled:opacity-60",
);

/** Stripe Elements (JavaScript only). The button waits for the payment's client secret. */
export function StripeCardPayment({ orderId, publishableKey, billing, amount, returnPath }: Props) {
  const [stripe] = useState(() => loadStripe(publishableKey));
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetch("/api/create-payment-intent", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ orderId }),
    })
      .then(async (response) => {
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        if (current) setClientSecret(body.clientSecret);
      })
      .catch(
        (error: Error) =>
          current && setFailure(error.message || "The card form could not be prepared."),
      );
    return () => {
      current = false;
    };
  }, [orderId]);

  if (!clientSecret) {
    return (
      <div>
        {failure ? (
          <p className="text-sm font-medium text-red-600">{failure}</p>
        ) : (
          <p className="text-sm text-gray-500">Preparing the card form…</p>
        )}
        <button type="button" disabled className={payButton}>
          {paymentTexts.payAmount(formatDollars(amount))}
        </button>
      </div>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <CardForm billing={billing} amount={amount} returnPath={returnPath} />
    </Elements>
  );
}

function CardForm({
  billing,
  amount,
  returnPath,
}: Pick<Props, "billing" | "amount" | "returnPath">) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      confirmParams: {
        return_url: new URL(returnPath, window.location.origin).href,
        payment_method_data: { billing_details: { name: billing.name, email: billing.email } },
      },
    });
    if (result.error) {
      setError(result.error.message ?? "The payment did not go through.");
      setBusy(false);
      return;
    }
    setPaid(true);
    // The server asks Stripe itself before it marks the order paid.
    navigate(`${returnPath}?payment_intent=${encodeURIComponent(result.paymentIntent.id)}`);
  }

  return (
    <form onSubmit={pay}>
      <PaymentElement options={{ fields: { billingDetails: { name: "never", email: "never" } } }} />
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {error}
        </p>
      ) : null}
      {paid ? (
        <p className="mt-4 font-semibold text-green-700">{messages.paymentSucceeded}</p>
      ) : null}
      <button type="submit" disabled={!stripe || busy || paid} className={payButton}>
        {paid ? "Paid" : busy ? "Paying…" : paymentTexts.payAmount(formatDollars(amount))}
      </button>
    </form>
  );
}
