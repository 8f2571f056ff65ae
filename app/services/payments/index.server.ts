import { env } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";
import { sandboxProvider } from "./sandbox.server";
import { createStripeProvider } from "./stripe.server";

/** Stripe when its keys are configured, else the built-in sandbox. */
export const payments = singleton("payments", () =>
  env.STRIPE_SECRET_KEY ? createStripeProvider(env.STRIPE_SECRET_KEY) : sandboxProvider,
);

export const stripePublishableKey = env.STRIPE_PUBLISHABLE_KEY ?? null;
