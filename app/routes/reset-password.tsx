import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { AuthCard, FormAlert } from "#app/components/auth-card.tsx";
import { InputField, SubmitButton } from "#app/components/forms.tsx";
import { resetPassword } from "#app/models/account-links.server.ts";
import { mailedLinkPage } from "#app/routes/+auth/mailed-link.server.ts";
import { resetPasswordSchema } from "#app/schemas/auth.ts";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "#app/services/rate-limit.server.ts";
import { redirectSignedIn } from "#app/services/session.server.ts";

import { hydratedPage } from "#app/utils/page-scripts.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";

export const handle = hydratedPage;

export const meta: MetaFunction = () => [{ title: "Choose a new password — Forgeline Tools" }];

export const LINK_USED =
  "This link has expired or was already used. Ask for a new one with “Forgot password?”.";
const PASSWORD_CHANGED = "Your password was changed, and every other device was signed out.";

// GET /reset-password?token=: the form, if the mailed link is still good (the link is used up
// only by the post, so a mail scanner opening it changes nothing).
export const loader = mailedLinkPage("reset-password");

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, resetPasswordSchema);
  const hideFields = ["password", "confirmPassword"];
  if (await isSignInLimited(context))
    return data(
      { result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS], hideFields }) },
      { status: 429 },
    );
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  const user = await resetPassword(submission.value.token, submission.value.password);
  if (!user)
    return data(
      { result: submission.reply({ formErrors: [LINK_USED], hideFields }) },
      { status: 400 },
    );
  // Every session ended; this browser, which holds the mailed link, starts a new one.
  return redirectSignedIn(request, user, "/dashboard/myprofile", { message: PASSWORD_CHANGED });
}

export default function ResetPassword() {
  const { token, email } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [form, fields, formProps] = usePageForm<typeof resetPasswordSchema>("reset-password", {
    defaultValue: { token: token ?? "" },
  });
  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <p role="alert" className="mt-4 text-gray-700">
          {LINK_USED}
        </p>
        <p className="mt-6 text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand hover:underline">
            Forgot password?
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <p className="mt-4 text-sm text-gray-600">
        For {email}. 6 to 12 characters; every other device signed in to this account will be signed
        out.
      </p>
      <Form method="post" {...formProps} className="mt-6 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <InputField
          meta={fields.password}
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <InputField
          meta={fields.confirmPassword}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton className="w-full" pending={isPending} pendingText="Saving…">
          Set new password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
