import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthorizationError } from "remix-auth";
import { safeRedirect } from "remix-utils/safe-redirect";
import { AuthCard, FormAlert } from "~/components/auth-card";
import { InputField, SubmitButton } from "~/components/forms";
import { GoogleButton } from "~/components/google-button";
import { loginSchema } from "~/schemas/auth";
import { authenticator, INVALID_LOGIN, requireSignedOut } from "~/services/auth.server";
import { env } from "~/services/env.server";
import { isGoogleEnabled } from "~/services/google-strategy.server";
import { redirectSignedIn } from "~/services/session.server";
import { useSchemaForm } from "~/utils/use-schema-form";

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

export async function action({ request }: ActionFunctionArgs) {
  // A clone: the form strategy reads the body of the original itself.
  const submission = parseWithZod(await request.clone().formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    const user = await authenticator.authenticate("form", request, { throwOnError: true });
    return redirectSignedIn(user.id, safeRedirect(submission.value.redirectTo));
  } catch (error) {
    if (!(error instanceof AuthorizationError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [INVALID_LOGIN], hideFields: ["password"] }) },
      { status: 400 },
    );
  }
}

export default function Login() {
  const { redirectTo, googleEnabled, demoAdmin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields, formProps] = useSchemaForm(loginSchema, {
    id: "login",
    lastResult: actionData?.result,
  });

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
        <SubmitButton
          className="w-full"
          pending={navigation.state === "submitting"}
          pendingText="Signing in…"
        >
          Login
        </SubmitButton>
      </Form>
      {googleEnabled ? <GoogleButton redirectTo={redirectTo} /> : null}
      <p className="mt-6 text-center text-sm text-gray-600">
        New to Forgeline?{" "}
        <Link
          to={`/signup?${new URLSearchParams({ redirectTo })}`}
          className="font-semibold text-orange-600 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
