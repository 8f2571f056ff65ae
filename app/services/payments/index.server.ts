import { env } from "#app/utils/env.server.ts";
import { singleton } from "#app/utils/singleton.server.ts";
import { sandboxProvider } from "./sandbox.server";
import { createStripeProvider } from "./stripe.server";

/** Stripe when its keys are configured, else the built-in sandbox. */
export const payments = singleton("payments", () =>
  env.STRIPE_SECRET_KEY ? createStripeProvider(env.STRIPE_SECRET_KEY) : sandboxProvider,
);

export const stripePublishableKey = env.STRIPE_PUBLISHABLE_KEY ?? null;
