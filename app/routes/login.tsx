import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { AuthCard, FormAlert } from "#app/components/auth-card.tsx";
import { InputField, SubmitButton } from "#app/components/forms.tsx";
import { GoogleButton } from "#app/components/google-button.tsx";
import { verifyLogin } from "#app/models/user.server.ts";
import { loginSchema } from "#app/schemas/auth.ts";
import { INVALID_LOGIN, requireSignedOut } from "#app/services/auth.server.ts";
import { env } from "#app/utils/env.server.ts";
import { isGoogleEnabled } from "#app/services/google-strategy.server.ts";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "#app/services/rate-limit.server.ts";
import { redirectSignedIn } from "#app/services/session.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { hydratedPage } from "#app/utils/page-scripts.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";

// Pending states, inline errors and dialogs: this page ships its script.
export const handle = hydratedPage;

export const meta: MetaFunction = () => [{ title: "Login — Forgeline Tools" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = await requireSignedOut(request);
  return {
    redirectTo,
    googleEnabled: isGoogleEnabled,
    // Shown only in demo mode, so visitors can try the admin side of the demo shop.
    demoAdmin:
      env.SHOP_MODE === "demo"
        ? { email: env.DEMO_ADMIN_EMAIL, password: env.DEMO_ADMIN_PASSWORD }
        : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, loginSchema);
  const reply = (formErrors?: string[]) =>
    submission.reply({ ...(formErrors && { formErrors }), hideFields: ["password"] });
  if (await isSignInLimited(context))
    return data({ result: reply([TOO_MANY_ATTEMPTS]) }, { status: 429 });
  if (submission.status !== "success") return data({ result: reply() }, { status: 400 });
  const { email, password, redirectTo } = submission.value;
  const user = await verifyLogin(email, password);
  if (!user) return data({ result: reply([INVALID_LOGIN]) }, { status: 400 });
  return redirectSignedIn(request, user, safeRedirect(redirectTo));
}

export default function Login() {
  const { redirectTo, googleEnabled, demoAdmin } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [form, fields, formProps] = usePageForm<typeof loginSchema>("login");

  return (
    <AuthCard title="Login">
      {demoAdmin ? (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Demo shop: sign in as the admin with <strong>{demoAdmin.email}</strong> and password{" "}
          <strong>{demoAdmin.password}</strong>.
        </p>
      ) : null}
      <Form method="post" {...formProps} className="mt-6 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <InputField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand hover:underline">
            Forgot password?
          </Link>
        </p>
        <SubmitButton className="w-full" pending={isPending} pendingText="Signing in…">
          Login
        </SubmitButton>
      </Form>
      {googleEnabled ? <GoogleButton redirectTo={redirectTo} /> : null}
      <p className="mt-6 text-center text-sm text-gray-600">
        New to Forgeline?{" "}
        <Link
          to={`/signup?${new URLSearchParams({ redirectTo })}`}
          className="font-semibold text-brand hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
