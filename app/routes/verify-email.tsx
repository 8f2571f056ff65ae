import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { AuthCard, FormAlert } from "#app/components/auth-card.tsx";
import { SubmitButton } from "#app/components/forms.tsx";
import { verifyEmail } from "#app/models/account-links.server.ts";
import { verifyEmailSchema } from "#app/schemas/auth.ts";
import { getOptionalUser } from "#app/services/auth.server.ts";
import { mailedLinkPage } from "#app/routes/+auth/mailed-link.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";

export const meta: MetaFunction = () => [{ title: "Confirm your address — Forgeline Tools" }];

const LINK_USED =
  "This link has expired or was already used. Sign in and send a new one from My Profile.";
export const ADDRESS_VERIFIED = "Thank you: your email address is verified.";

// GET /verify-email?token=: a button that confirms (the link is used up only by the post, so a
// mail scanner opening the link proves nothing).
export const loader = mailedLinkPage("verify-email");

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseForm(request, verifyEmailSchema);
  const user = submission.status === "success" ? await verifyEmail(submission.value.token) : null;
  if (!user) return data({ error: LINK_USED }, { status: 400 });
  const signedIn = (await getOptionalUser(request))?.id === user.id;
  return redirectWithToast(signedIn ? "/dashboard/myprofile" : "/login", {
    type: "success",
    message: ADDRESS_VERIFIED,
  });
}

export default function VerifyEmail() {
  const { token, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthCard title="Confirm your address">
      {token && !actionData ? (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-gray-700">Confirm that {email} is your address.</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton className="w-full">Confirm my address</SubmitButton>
        </Form>
      ) : (
        <div className="mt-4">
          <FormAlert id="verify-error" errors={[actionData?.error ?? LINK_USED]} />
          <p className="mt-6 text-sm">
            <Link to="/dashboard/myprofile" className="font-semibold text-brand hover:underline">
              My Profile
            </Link>
          </p>
        </div>
      )}
    </AuthCard>
  );
}
