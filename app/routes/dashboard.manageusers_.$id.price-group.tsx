import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { BACK_FIELD } from "#app/components/confirm.tsx";
import { SaveOrCancel, SelectField } from "#app/components/forms.tsx";
import { companyTexts, priceGroupTexts } from "#app/messages.ts";
import { getCompany } from "#app/models/company.server.ts";
import { getPriceGroup, priceGroups, setUserPriceGroup } from "#app/models/price-group.server.ts";
import { isAdmin } from "#app/models/user.server.ts";
import { priceGroupChoiceSchema } from "#app/schemas/price-group.ts";
import {
  readConfirmation,
  returnPathOfPageAtRow,
  returnToRow,
} from "#app/routes/+dashboard/confirm-return.server.ts";
import { requireOtherUser } from "#app/routes/+dashboard/managed-user.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseSubmission } from "#app/utils/form.server.ts";
import { formatRate } from "#app/utils/money.ts";
import { rowId } from "#app/utils/table-row.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { usePageForm } from "#app/utils/use-schema-form.ts";

const LIST: [string] = ["/dashboard/manageusers"];
const LIST_PRICES = "None: list prices";

/**
 * The customer whose group changes: never oneself (an admin) nor another admin, nor a company's
 * member (issue 48: they pay their company's group, which its page on Companies sets).
 */
async function customerToPlace(request: Request, id: string | undefined) {
  const user = await requireOtherUser(request, id, priceGroupTexts.adminsPayListPrices);
  invariantResponse(!isAdmin(user), priceGroupTexts.adminsPayListPrices, { status: 400 });
  const company = user.companyId ? await getCompany(user.companyId) : undefined;
  invariantResponse(!company, companyTexts.priceGroupIsCompanys(company?.name ?? ""), {
    status: 409,
  });
  return user;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await customerToPlace(request, params.id);
  return {
    user: { displayName: user.displayName, email: user.email, priceGroupId: user.priceGroupId },
    groups: [...(await priceGroups()).values()].map((group) => ({
      value: group.id,
      label: `${group.name} (${formatRate(group.discountBp)} off)`,
    })),
    back: returnPathOfPageAtRow(request, LIST, rowId("user", user.id)),
  };
}

// A customer's group, or list prices; the member's next page is priced for it.
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await customerToPlace(request, params.id);
  const { form, back } = await readConfirmation(request, LIST);
  const submission = parseSubmission(form, priceGroupChoiceSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const chosen = submission.value.priceGroup;
  const group = chosen ? await getPriceGroup(chosen) : null;
  if (chosen && !group)
    return data(
      { result: submission.reply({ fieldErrors: { priceGroup: [priceGroupTexts.unknownGroup] } }) },
      { status: 400 },
    );
  // Refused when the customer was made an admin meanwhile.
  invariantResponse(
    await setUserPriceGroup(user.id, group?.id ?? null),
    priceGroupTexts.adminsPayListPrices,
    { status: 400 },
  );
  return redirectWithToast(returnToRow(back, LIST[0], rowId("user", user.id)), {
    type: "success",
    message: group
      ? priceGroupTexts.memberOf(user.displayName, group.name)
      : priceGroupTexts.onListPrices(user.displayName),
  });
}

export default function CustomerPriceGroup() {
  const { user, groups, back } = useLoaderData<typeof loader>();
  const isPending = useIsPending();
  const [, fields, formProps] = usePageForm<typeof priceGroupChoiceSchema>("customer-price-group", {
    defaultValue: { priceGroup: user.priceGroupId ?? "" },
  });
  return (
    <section className="max-w-xl">
      <h1 className="text-3xl font-bold">Price group of {user.displayName}</h1>
      <p className="mt-2 break-words text-gray-600">{user.email}</p>
      <p className="mt-2 text-gray-600">
        A member pays the group&apos;s prices on the catalogue, the cart, checkout and the API;
        orders already placed keep their prices.
      </p>
      <Form method="post" {...formProps} className="mt-8 grid gap-4 panel p-6">
        <input type="hidden" name={BACK_FIELD} value={back} />
        <SelectField
          meta={fields.priceGroup}
          label="Price group"
          options={groups}
          placeholder={LIST_PRICES}
        />
        <SaveOrCancel pending={isPending} cancelTo={back}>
          Save
        </SaveOrCancel>
      </Form>
    </section>
  );
}
