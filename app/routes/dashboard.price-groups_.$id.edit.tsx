import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { invariantResponse } from "@epic-web/invariant";
import { EditPage } from "#app/components/admin-form.tsx";
import { InputField, type AnyField } from "#app/components/forms.tsx";
import { percentInput, PriceGroupFields } from "#app/components/price-group-fields.tsx";
import { priceGroupTexts } from "#app/messages.ts";
import { categoriesInOrder, savePriceGroup } from "#app/models/price-group.server.ts";
import { taxonomy, type Category } from "#app/models/taxonomy.server.ts";
import { categoryDiscountField, priceGroupSchema } from "#app/schemas/price-group.ts";
import { saveForm } from "#app/routes/+dashboard/admin-form.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import {
  groupNameTaken,
  requirePriceGroup,
} from "#app/routes/+dashboard/managed-price-group.server.ts";
import { rateBpToPercent } from "#app/utils/money.ts";

const PRICE_GROUPS = "/dashboard/price-groups";

type EditSchema = ReturnType<typeof priceGroupSchema>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, "admin");
  const [group, catalogue] = await Promise.all([requirePriceGroup(params.id), taxonomy()]);
  const categoryField = (category: Category) => {
    const own = group.categories.get(category.id);
    return {
      field: categoryDiscountField(category.id),
      name: category.name,
      discount: own === undefined ? undefined : rateBpToPercent(own),
    };
  };
  return {
    group: { id: group.id, name: group.name, discount: rateBpToPercent(group.discountBp) },
    // Each top category with its subcategories, as the form groups them.
    tops: catalogue.tops.map((top) => ({
      ...categoryField(top),
      children: top.children.map(categoryField),
    })),
  };
}

// Replaces the group's name, discount and every category discount at once (one transaction).
export async function action({ request, params }: ActionFunctionArgs) {
  await requireUser(request, "admin");
  const [group, catalogue] = await Promise.all([requirePriceGroup(params.id), taxonomy()]);
  const schema = priceGroupSchema(categoriesInOrder(catalogue).map((category) => category.id));
  return saveForm(request, schema, async (value) => {
    const saved = await savePriceGroup(value, group.id);
    if (saved.status === "name-taken") return groupNameTaken;
    invariantResponse(saved.status === "saved", priceGroupTexts.noSuchGroup, { status: 404 });
    return { to: PRICE_GROUPS, message: priceGroupTexts.saved(value.name) };
  });
}

export default function EditPriceGroup() {
  const { group, tops } = useLoaderData<typeof loader>();
  const categories = tops.flatMap((top) => [top, ...top.children]);
  return (
    <EditPage<EditSchema>
      id={`edit-price-group-${group.id}`}
      title={`Edit ${group.name}`}
      note="Orders already placed keep the prices they were placed at."
      wide
      defaultValue={{
        name: group.name,
        discount: group.discount,
        ...Object.fromEntries(categories.map((category) => [category.field, category.discount])),
      }}
      cancelTo={PRICE_GROUPS}
    >
      {(fields) => {
        // The category fields are named by the taxonomy at run time, not by the schema's type.
        const categoryFields = fields as unknown as Record<string, AnyField>;
        return (
          <>
            <PriceGroupFields fields={fields} />
            <fieldset className="grid gap-4">
              <legend className="mb-2 text-lg font-bold">Discount per category</legend>
              <p className="text-sm text-muted">
                Leave a category empty to give it its top category&apos;s discount, or the
                group&apos;s.
              </p>
              {tops.map((top) => (
                <div
                  key={top.field}
                  className="grid gap-4 border-t border-gray-200 pt-4 sm:grid-cols-2"
                >
                  <InputField
                    meta={categoryFields[top.field]!}
                    label={`${top.name} (%)`}
                    {...percentInput}
                    className="sm:col-span-2"
                    hint="Empty: as the group"
                  />
                  {top.children.map((child) => (
                    <InputField
                      key={child.field}
                      meta={categoryFields[child.field]!}
                      label={`${child.name} (%)`}
                      {...percentInput}
                      hint={`Empty: as ${top.name}`}
                    />
                  ))}
                </div>
              ))}
            </fieldset>
          </>
        );
      }}
    </EditPage>
  );
}
