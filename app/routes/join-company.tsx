import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NewPasswordFields } from "#app/components/new-password-fields.tsx";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { AuthCard, FormAlert } from "#app/components/auth-card.tsx";
import { InputField, SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { companyTexts } from "#app/messages.ts";
import { COMPANY_PAGE } from "#app/utils/company-paths.ts";
import {
  acceptInvitation,
  findLiveInvitation,
  type InvitationAccepted,
} from "#app/models/company-invitation.server.ts";
import { createUserWithPassword, EmailTakenError, verifyLogin } from "#app/models/user.server.ts";
import { INVALID_LOGIN, getOptionalUser } from "#app/services/auth.server.ts";
import { isSignInLimited, TOO_MANY_ATTEMPTS } from "#app/services/rate-limit.server.ts";
import { redirectSignedIn } from "#app/services/session.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { joinByLoginSchema, joinBySignupSchema, joinSchema } from "#app/schemas/join-company.ts";
import { membershipProblem } from "#app/routes/+api/membership-answers.server.ts";
import { parseSubmission, readForm } from "#app/utils/form.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { hydratedPage } from "#app/utils/page-scripts.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

// Pending states and inline errors: this page ships its script.
export const handle = hydratedPage;

export const meta: MetaFunction = () => [{ title: "Join your company — Forgeline Tools" }];

const EMAIL_TAKEN = "An account with this email already exists. Sign in below instead.";

// An invitation's mailed link (issue 48): the invitation while it is live (else 400, as the
// other mailed links), and the ways to accept it: create an account, sign in, or, signed in
// already, Join. Only a post uses the link up, so a mail scanner opening it changes nothing.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  const invitation = token ? await findLiveInvitation(token) : undefined;
  const user = await getOptionalUser(request);
  return data(
    {
      token: invitation ? token : null,
      invitation: invitation
        ? {
            company: invitation.company,
            email: invitation.email,
            role: invitation.role === "admin" ? ("admin" as const) : ("buyer" as const),
            spendingLimit: invitation.spendingLimit,
          }
        : null,
      signedInAs: user ? { displayName: user.displayName, email: user.email } : null,
    },
    { status: invitation ? 200 : 400 },
  );
}

type Answer = { form: "signup" | "login" | "join"; result: SubmissionResult<string[]> };

const answer = (form: Answer["form"], result: SubmissionResult<string[]>, status: number) =>
  data<Answer>({ form, result }, { status });

/** Why joining failed, as the form says it. */
const refusalText = (accepted: Exclude<InvitationAccepted, { status: "joined" }>) =>
  accepted.status === "gone"
    ? companyTexts.invitationGone
    : membershipProblem(accepted.status).message;

const refusalStatus = (accepted: Exclude<InvitationAccepted, { status: "joined" }>) =>
  accepted.status === "gone" ? 400 : membershipProblem(accepted.status).status;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "join") {
    const user = await getOptionalUser(request);
    const submission = parseSubmission(formData, joinSchema);
    if (!user || submission.status !== "success")
      return answer("join", submission.reply({ formErrors: [companyTexts.invitationGone] }), 400);
    const accepted = await acceptInvitation(submission.value.token, user.id);
    if (accepted.status === "joined")
      return redirectWithToast(COMPANY_PAGE, {
        type: "success",
        message: companyTexts.joined(accepted.company),
      });
    return answer(
      "join",
      submission.reply({ formErrors: [refusalText(accepted)] }),
      refusalStatus(accepted),
    );
  }
  const form = intent === "login" ? "login" : "signup";
  const hideFields = ["password", "confirmPassword"];
  const submission = parseSubmission(
    formData,
    form === "login" ? joinByLoginSchema : joinBySignupSchema,
  );
  if (await isSignInLimited(context))
    return answer(form, submission.reply({ formErrors: [TOO_MANY_ATTEMPTS], hideFields }), 429);
  if (submission.status !== "success") return answer(form, submission.reply({ hideFields }), 400);
  const value = submission.value;
  // The invitation is read first: a sign-up through a dead link creates no account (400, as
  // the other mailed links answer a dead one).
  if (!(await findLiveInvitation(value.token)))
    return answer(
      form,
      submission.reply({ formErrors: [companyTexts.invitationGone], hideFields }),
      400,
    );
  let user;
  if ("name" in value) {
    try {
      user = await createUserWithPassword({
        email: value.email,
        displayName: value.name,
        company: value.company,
        password: value.password,
      });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      return answer(
        form,
        submission.reply({ fieldErrors: { email: [EMAIL_TAKEN] }, hideFields }),
        409,
      );
    }
  } else {
    user = await verifyLogin(value.email, value.password);
    if (!user)
      return answer(form, submission.reply({ formErrors: [INVALID_LOGIN], hideFields }), 400);
  }
  const accepted = await acceptInvitation(value.token, user.id);
  if (accepted.status !== "joined")
    return answer(
      form,
      submission.reply({ formErrors: [refusalText(accepted)], hideFields }),
      refusalStatus(accepted),
    );
  return redirectSignedIn(request, user, COMPANY_PAGE, {
    message: companyTexts.joined(accepted.company),
  });
}

export default function JoinCompany() {
  const { token, invitation, signedInAs } = useLoaderData<typeof loader>();
  const answered = useActionData<Answer>();
  const resultOf = (form: Answer["form"]) => (answered?.form === form ? answered.result : null);
  if (!token || !invitation)
    return (
      <AuthCard title="Join your company">
        <p className="mt-4 text-gray-700" role="alert">
          {companyTexts.invitationGone}
        </p>
      </AuthCard>
    );
  const limit =
    invitation.spendingLimit === null
      ? companyTexts.noLimit.toLowerCase()
      : `${formatDollars(invitation.spendingLimit)} per order`;
  return (
    <AuthCard title={`Join ${invitation.company}`}>
      <p className="mt-4 text-gray-700">
        You are invited to buy for <strong>{invitation.company}</strong> as{" "}
        {invitation.role === "admin" ? "a company admin" : "a buyer"} (spending limit: {limit}). You
        then order at its prices, to its addresses.
      </p>
      {signedInAs ? (
        <JoinAsSignedIn
          token={token}
          signedInAs={signedInAs}
          company={invitation.company}
          result={resultOf("join")}
        />
      ) : (
        <>
          <SignupForm token={token} email={invitation.email} result={resultOf("signup")} />
          <LoginForm token={token} email={invitation.email} result={resultOf("login")} />
        </>
      )}
    </AuthCard>
  );
}

function JoinAsSignedIn({
  token,
  signedInAs,
  company,
  result,
}: {
  token: string;
  signedInAs: { displayName: string; email: string };
  company: string;
  result: SubmissionResult<string[]> | null;
}) {
  const isPending = useIsPending();
  const [form, , formProps] = useSchemaForm<typeof joinSchema>({ id: "join", lastResult: result });
  return (
    <Form method="post" {...formProps} className="mt-6 space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <p className="text-sm text-gray-600">
        Signed in as {signedInAs.displayName} ({signedInAs.email}).{" "}
        <Link to="/logout" className="font-semibold text-brand hover:underline">
          Not you?
        </Link>
      </p>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value="join" />
      <SubmitButton className="w-full" pending={isPending} pendingText="Joining…">
        Join {company}
      </SubmitButton>
    </Form>
  );
}

function SignupForm({
  token,
  email,
  result,
}: {
  token: string;
  email: string;
  result: SubmissionResult<string[]> | null;
}) {
  const isPending = useIsPending();
  const [form, fields, formProps] = useSchemaForm<typeof joinBySignupSchema>({
    id: "join-signup",
    lastResult: result,
    defaultValue: { email },
  });
  return (
    <section aria-labelledby="join-signup-heading" className="mt-6">
      <h2 id="join-signup-heading" className="text-lg font-bold">
        New here? Create your account
      </h2>
      <Form method="post" {...formProps} className="mt-3 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="signup" />
        <InputField meta={fields.name} label="Name" autoComplete="name" />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <NewPasswordFields fields={fields} />
        <SubmitButton className="w-full" pending={isPending} pendingText="Creating your account…">
          Sign up and join
        </SubmitButton>
      </Form>
    </section>
  );
}

function LoginForm({
  token,
  email,
  result,
}: {
  token: string;
  email: string;
  result: SubmissionResult<string[]> | null;
}) {
  const isPending = useIsPending();
  const [form, fields, formProps] = useSchemaForm<typeof joinByLoginSchema>({
    id: "join-login",
    lastResult: result,
    defaultValue: { email },
  });
  return (
    <section aria-labelledby="join-login-heading" className="mt-8 border-t border-gray-200 pt-6">
      <h2 id="join-login-heading" className="text-lg font-bold">
        Have an account? Sign in
      </h2>
      <Form method="post" {...formProps} className="mt-3 space-y-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="login" />
        <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <InputField
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton className="w-full" pending={isPending} pendingText="Signing in…">
          Sign in and join
        </SubmitButton>
      </Form>
    </section>
  );
}
