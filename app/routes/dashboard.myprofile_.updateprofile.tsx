import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CompanyField } from "#app/components/company-field.tsx";
import { InputField, SaveOrCancel, TextAreaField } from "#app/components/forms.tsx";
import { updateProfile } from "#app/models/user.server.ts";
import { PHONE_HINT } from "#app/schemas/field-hints.ts";
import { profileFormSchema } from "#app/schemas/profile.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { receiveImageForm } from "#app/routes/+dashboard/image-form.server.ts";
import { AVATAR, releaseStoredImage } from "#app/services/images.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { type ServerHandle, UPLOAD_BODY_LIMIT } from "#app/utils/route-handle.ts";

export const handle: ServerHandle = { bodyLimit: UPLOAD_BODY_LIMIT };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const {
    id: _id,
    createdAt: _createdAt,
    role: _role,
    email: _email,
    photoURL: _photoURL,
    ...fields
  } = user;
  return { fields };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = await receiveImageForm(request, profileFormSchema, {
    name: "photo",
    shape: AVATAR,
  });
  if (!submission.ok) return data({ result: submission.reply }, { status: submission.status });
  const { photo: _photo, ...fields } = submission.value;
  const photoURL = submission.img ?? user.photoURL;
  await updateProfile(user.id, { ...fields, photoURL });
  if (photoURL !== user.photoURL) await releaseStoredImage(user.photoURL);
  return redirectWithToast("/dashboard/myprofile", { type: "success", message: "Profile updated" });
}

const textFields = [
  ["displayName", "Name", "name"],
  ["education", "Education", "off"],
  ["personalPhone", "Personal phone", "tel"],
  ["personalAddress", "Personal address", "street-address"],
  ["businessName", "Business name", "organization"],
  ["businessAddress", "Business address", "off"],
  ["businessPhone", "Business phone", "tel"],
  ["linkedin", "LinkedIn profile", "url"],
] as const;

export default function UpdateProfile() {
  const { fields: saved } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [, fields, formProps] = usePageForm<typeof profileFormSchema>("update-profile", {
    defaultValue: saved,
  });

  return (
    <section>
      <h1 className="text-3xl font-bold">Update profile</h1>
      <Form
        method="post"
        encType="multipart/form-data"
        {...formProps}
        className="mt-8 grid gap-4 panel p-6 sm:grid-cols-2"
      >
        {textFields.map(([name, label, autoComplete]) => (
          <InputField
            key={name}
            meta={fields[name]}
            label={label}
            autoComplete={autoComplete}
            {...(autoComplete === "tel" ? { type: "tel", hint: PHONE_HINT } : {})}
          />
        ))}
        <CompanyField className="sm:col-span-2" meta={fields.company} />
        <TextAreaField className="sm:col-span-2" meta={fields.details} label="About you" />
        <InputField
          className="sm:col-span-2"
          meta={fields.photo}
          label="Photo (optional)"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint="JPEG, PNG or WebP, up to 5 MB. It replaces your current photo."
        />
        <SaveOrCancel pending={isPending} cancelTo="/dashboard/myprofile" className="sm:col-span-2">
          Save profile
        </SaveOrCancel>
      </Form>
    </section>
  );
}
