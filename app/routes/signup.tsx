import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NewPasswordFields } from "#app/components/new-password-fields.tsx";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { AuthCard, FormAlert } from "#app/components/auth-card.tsx";
import { CompanyField } from "#app/components/company-field.tsx";
import { InputField, SubmitButton } from "#app/components/forms.tsx";
import { GoogleButton } from "#app/components/google-button.tsx";
import { createUserWithPassword, EmailTakenError } from "#app/models/user.server.ts";
import { signupSchema } from "#app/schemas/auth.ts";
import { requireSignedOut } from "#app/services/auth.server.ts";
import { isGoogleEnabled } from "#app/services/google-strategy.server.ts";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "#app/services/rate-limit.server.ts";
import { redirectSignedIn, welcomeNewAccount } from "#app/services/session.server.ts";
import { safeRedirect } from "#app/utils/safe-redirect.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { hydratedPage } from "#app/utils/page-scripts.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";

// Pending states, inline errors and dialogs: this page ships its script.
export const handle = hydratedPage;

export const meta: MetaFunction = () => [{ title: "Create an account — Forgeline Tools" }];

const EMAIL_TAKEN = "An account with this email already exists. Login instead.";

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = await requireSignedOut(request);
  return { redirectTo, googleEnabled: isGoogleEnabled };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, signupSchema);
  const hideFields = ["password", "confirmPassword"];
  if (await isSignInLimited(context)) {
    return data(
      { result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS], hideFields }) },
      { status: 429 },
    );
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { name, email, company, password, redirectTo } = submission.value;
  try {
    const user = await createUserWithPassword({ email, displayName: name, company, password });
    return redirectSignedIn(request, user, safeRedirect(redirectTo), {
      message: welcomeNewAccount(user.displayName),
    });
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    return data(
      { result: submission.reply({ fieldErrors: { email: [EMAIL_TAKEN] }, hideFields }) },
      { status: 409 },
    );
  }
}

export default function Signup() {
  const { redirectTo, googleEnabled } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [form, fields, formProps] = usePageForm<typeof signupSchema>("signup");

  return (
    <AuthCard title="Create an account">
      <Form method="post" {...formProps} className="mt-6 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <InputField meta={fields.name} label="Name" autoComplete="name" />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <CompanyField meta={fields.company} />
        <NewPasswordFields fields={fields} />
        <SubmitButton className="w-full" pending={isPending} pendingText="Creating your account…">
          Sign up
        </SubmitButton>
      </Form>
      {googleEnabled ? <GoogleButton redirectTo={redirectTo} /> : null}
      <p className="mt-6 text-center text-sm text-gray-600">
        Already have an account?{" "}
        <Link
          to={`/login?${new URLSearchParams({ redirectTo })}`}
          className="font-semibold text-brand hover:underline"
        >
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
