import { env } from "#app/utils/env.server.ts";
import { startFakeStripe, type FakeStripe } from "#tests/fakes/stripe-api.ts";

// A vitest file whose shop pays and refunds through Stripe: the fake on loopback, and this
// process's settings pointing the real SDK at it. Call it before the shop's payment modules load
// (import them afterwards, dynamically): the provider is chosen once, when they do.

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** Starts the fake with test keys named after `name`, and configures the shop for it. */
export async function stripeInProcess(
  name: string,
): Promise<{ fake: FakeStripe; keys: StripeKeys }> {
  const keys = {
    secretKey: `sk_test_${name}`,
    publishableKey: `pk_test_${name}`,
    webhookSecret: `whsec_test_${name}`,
  };
  const fake = await startFakeStripe(keys);
  Object.assign(env, {
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_URL: fake.url,
  });
  return { fake, keys };
}
