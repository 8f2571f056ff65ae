import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { DEFAULT_AVATAR } from "#app/components/review-card.tsx";
import { requireUser } from "#app/services/auth.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import { profileDetails, roleLabel } from "#app/utils/profile-fields.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { id: _id, createdAt: _createdAt, ...profile } = user;
  return { profile };
}

export default function MyProfile() {
  const { profile } = useLoaderData<typeof loader>();
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">My Profile</h1>
        <div className="flex flex-wrap gap-3">
          <Link to="/dashboard/myprofile/addresses" className={buttonClass("outline", "base")}>
            Address book
          </Link>
          <Link to="/dashboard/myprofile/updateprofile" className={buttonClass("primary", "base")}>
            Update profile
          </Link>
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-6 panel p-6 sm:flex-row">
        <img
          src={profile.photoURL || DEFAULT_AVATAR}
          alt={profile.displayName}
          width={128}
          height={128}
          className="h-32 w-32 rounded-full bg-gray-100 object-cover"
        />
        <div>
          <p className="text-2xl font-bold">{profile.displayName}</p>
          <p className="text-gray-600">{profile.email}</p>
          <EmailStatus verified={Boolean(profile.emailVerifiedAt)} />
          <p className="mt-1 text-sm font-semibold text-brand">{roleLabel(profile.role)}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-4 panel p-6 sm:grid-cols-2">
        {profileDetails.map(([field, label]) => (
          <div key={field}>
            <dt className="text-sm text-gray-500">{label}</dt>
            <dd className="font-medium">
              {profile[field] || <span className="text-muted">Not set yet</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Whether the address is proven (a mailed link, a password reset or Google), and a way to get a
 * new link when it is not. An unverified customer may still order and pay.
 */
function EmailStatus({ verified }: { verified: boolean }) {
  if (verified) {
    return <p className="mt-1 text-sm font-semibold text-green-700">Email address verified</p>;
  }
  return (
    <div className="mt-1 text-sm">
      <p className="font-semibold text-amber-800">Email address not verified yet</p>
      <Form method="post" action="/dashboard/myprofile/verify-email" className="mt-1">
        <input type="hidden" name="intent" value="send-verification" />
        <button type="submit" className="font-semibold text-brand underline hover:text-brand-hover">
          Send me a new verification link
        </button>
      </Form>
    </div>
  );
}
