import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { buttonClass } from "#app/components/button.tsx";
import { ConfirmAction } from "#app/components/confirm.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { SubmitButton } from "#app/components/forms.tsx";
import { Link } from "#app/components/link.tsx";
import { PriceGroupFields } from "#app/components/price-group-fields.tsx";
import { priceGroupTexts } from "#app/messages.ts";
import {
  listPriceGroups,
  ownCategoryDiscounts,
  savePriceGroup,
} from "#app/models/price-group.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { priceGroupSchema } from "#app/schemas/price-group.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { groupNameTaken } from "#app/services/managed-price-group.server.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { formatRate } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";
import { useIsPending } from "#app/utils/use-is-pending.ts";
import { useSchemaForm } from "#app/utils/use-schema-form.ts";

const PRICE_GROUPS = "/dashboard/price-groups";

// The add form names no category: a group's own category discounts are set on its edit page.
const addSchema = priceGroupSchema();

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const [groups, catalogue] = await Promise.all([listPriceGroups(), taxonomy()]);
  return {
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      discountBp: group.discountBp,
      members: group.members,
      categories: ownCategoryDiscounts(group, catalogue).map(
        ({ category, discountBp }) => `${category.name} ${formatRate(discountBp)}`,
      ),
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const submission = await parseForm(request, addSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const saved = await savePriceGroup(submission.value);
  if (saved.status === "name-taken") return groupNameTaken(submission);
  return redirectWithToast(PRICE_GROUPS, {
    type: "success",
    message: priceGroupTexts.added(submission.value.name),
  });
}

const actionLink = buttonClass("outline", "sm");

export default function PriceGroups() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Price groups</h1>
      <p className="mt-2 text-gray-600">
        A group&apos;s members pay less than the list price: the group&apos;s discount, or its own
        discount on a category (a subcategory&apos;s over its top category&apos;s), unless a volume
        break is lower. Nobody else sees these prices. Put customers in a group on Manage Users.
      </p>
      {groups.length ? (
        <DataTable
          caption="Price groups"
          headers={["Name", "Discount", "Category discounts", "Members", "Actions"]}
        >
          {groups.map((group) => (
            <tr key={group.id}>
              <Cell className="min-w-32 font-semibold">{group.name}</Cell>
              <Cell>{formatRate(group.discountBp)}</Cell>
              <Cell className="min-w-40">
                {group.categories.length ? (
                  group.categories.join(", ")
                ) : (
                  <span className="text-muted">None</span>
                )}
              </Cell>
              <Cell>{formatCount(group.members)}</Cell>
              <Cell>
                <div className="flex flex-wrap gap-1.5">
                  <Link
                    to={`${PRICE_GROUPS}/${group.id}/edit`}
                    className={actionLink}
                    aria-label={`Edit ${group.name}`}
                  >
                    Edit
                  </Link>
                  <ConfirmAction
                    label={
                      <>
                        Delete<span className="sr-only"> {group.name}</span>
                      </>
                    }
                    message={priceGroupTexts.confirmDelete(group.name, group.members)}
                    confirmUrl={`${PRICE_GROUPS}/${group.id}/delete`}
                    className={buttonClass("danger", "sm")}
                  />
                </div>
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : (
        <p className="mt-6 panel p-6 text-gray-700">
          No price groups yet: every customer pays list prices.
        </p>
      )}
      <AddPriceGroup />
    </section>
  );
}

function AddPriceGroup() {
  const actionData = useActionData<typeof action>();
  const isPending = useIsPending();
  const [, fields, formProps] = useSchemaForm<typeof addSchema>({
    id: "add-price-group",
    lastResult: actionData?.result,
  });
  return (
    <section aria-labelledby="add-price-group-heading" className="mt-10">
      <h2 id="add-price-group-heading" className="text-xl font-bold">
        Add a price group
      </h2>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 panel p-6 sm:grid-cols-2">
        <PriceGroupFields fields={fields} />
        <div className="sm:col-span-2">
          <SubmitButton pending={isPending} pendingText="Adding…">
            Add group
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
