import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { AuthCard, FormAlert } from "#app/components/auth-card.tsx";
import { InputField, SubmitButton } from "#app/components/forms.tsx";
import { sendPasswordReset } from "#app/models/account-links.server.ts";
import { forgotPasswordSchema } from "#app/schemas/auth.ts";
import { requireSignedOut } from "#app/services/auth.server.ts";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "#app/services/rate-limit.server.ts";
import { hydratedPage } from "#app/utils/page-scripts.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";

export const handle = hydratedPage;

export const meta: MetaFunction = () => [{ title: "Forgot password — Forgeline Tools" }];

/** The one answer, whether or not an account has the address: nobody learns which do. */
export const RESET_SENT =
  "If an account uses that address, we have sent it a link to choose a new password. The link works once, for one hour.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSignedOut(request);
  return null;
}

// Limited like sign-in (the same counter per client), and at most one mail a minute per account.
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, forgotPasswordSchema);
  if (await isSignInLimited(context))
    return data(
      { result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS] }), sent: false },
      { status: 429 },
    );
  if (submission.status !== "success")
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  await sendPasswordReset(submission.value.email);
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [form, fields, formProps] = usePageForm<typeof forgotPasswordSchema>("forgot-password");
  return (
    <AuthCard title="Forgot password?">
      {actionData?.sent ? (
        <p
          role="status"
          className="mt-4 rounded-md bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200"
        >
          {RESET_SENT}
        </p>
      ) : (
        <p className="mt-4 text-sm text-gray-600">
          Type the address you signed up with, and we will mail you a link to choose a new password.
        </p>
      )}
      <Form method="post" {...formProps} className="mt-6 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitButton className="w-full" pending={isPending} pendingText="Sending…">
          Send me a link
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        <Link to="/login" className="font-semibold text-brand hover:underline">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
