import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { SelectField, InputField, SubmitButton, TextAreaField } from "#app/components/forms.tsx";
import { ReviewCard } from "#app/components/review-card.tsx";
import { messages } from "#app/messages.ts";
import { getReviewByUser, saveReview } from "#app/models/review.server.ts";
import { RATINGS } from "#app/schemas/ratings.ts";
import { reviewSchema } from "#app/schemas/review.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, "customer");
  const review = await getReviewByUser(user.id);
  return { reviewer: { name: user.displayName, img: user.photoURL }, review: review ?? null };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, "customer");
  const submission = await parseForm(request, reviewSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  await saveReview(user, submission.value);
  // The home page's latest reviews, where theirs now comes first.
  return redirectWithToast("/#reviews", { type: "success", message: messages.reviewAdded });
}

const ratingOptions = RATINGS.map((rating) => ({
  value: String(rating),
  label: `${rating} ${rating === 1 ? "star" : "stars"}`,
})).reverse();

export default function AddReview() {
  const { reviewer, review } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [, fields, formProps] = usePageForm<typeof reviewSchema>("add-review", {
    defaultValue: review
      ? { company: review.company, rating: review.rating, description: review.description }
      : undefined,
  });

  return (
    <section>
      <h1 className="text-3xl font-bold">Add A Review</h1>
      <p className="mt-2 text-gray-600">
        Tell other buyers how our tools work for you. Your review is signed with the name and photo
        of{" "}
        <Link to="/dashboard/myprofile" className="font-semibold text-brand hover:underline">
          your profile
        </Link>{" "}
        ({reviewer.name}).
      </p>
      {review ? (
        <div className="mt-6 rounded-lg bg-orange-50 p-4 ring-1 ring-orange-200">
          <p className="font-semibold text-gray-900">
            You have already reviewed us. Sending this form replaces your review:
          </p>
          <div className="mt-4 max-w-sm">
            <ReviewCard review={review} />
          </div>
        </div>
      ) : null}
      <Form method="post" {...formProps} className="mt-8 grid gap-4 panel p-6 sm:grid-cols-2">
        <InputField meta={fields.company} label="Company" autoComplete="organization" />
        <SelectField
          meta={fields.rating}
          label="Rating"
          placeholder="Choose a rating"
          options={ratingOptions}
        />
        <TextAreaField
          className="sm:col-span-2"
          meta={fields.description}
          label="Your comments"
          hint="Plain text: what you bought, how it held up, what you would tell a colleague."
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={isPending} pendingText="Sending…">
            {review ? "Replace my review" : "Add review"}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
