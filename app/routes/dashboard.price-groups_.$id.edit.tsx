import { invariantResponse } from "@epic-web/invariant";
import { adminEditPage, type LoaderData } from "#app/components/admin-list.tsx";
import { InputField, type AnyField } from "#app/components/forms.tsx";
import { percentInput, PriceGroupFields } from "#app/components/price-group-fields.tsx";
import { priceGroupTexts } from "#app/messages.ts";
import { categoriesInOrder, savePriceGroup } from "#app/models/price-group.server.ts";
import { taxonomy, type Category } from "#app/models/taxonomy.server.ts";
import { categoryDiscountField, priceGroupSchema } from "#app/schemas/price-group.ts";
import { adminEdit, adminLoader } from "#app/routes/+dashboard/admin-form.server.ts";
import {
  groupNameTaken,
  requirePriceGroup,
} from "#app/routes/+dashboard/managed-price-group.server.ts";
import { rateBpToPercent } from "#app/utils/money.ts";
import type { Fields } from "#app/utils/use-schema-form.ts";

const PRICE_GROUPS = "/dashboard/price-groups";

export const loader = adminLoader(async ({ params }) => {
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
});

// Replaces the group's name, discount and every category discount at once (one transaction).
export const action = adminEdit(
  (params) => requirePriceGroup(params.id),
  async () => priceGroupSchema(categoriesInOrder(await taxonomy()).map((category) => category.id)),
  async (group, value) => {
    const saved = await savePriceGroup(value, group.id);
    if (saved.status === "name-taken") return groupNameTaken;
    invariantResponse(saved.status === "saved", priceGroupTexts.noSuchGroup, { status: 404 });
    return { to: PRICE_GROUPS, message: priceGroupTexts.saved(value.name) };
  },
);

type Data = LoaderData<typeof loader>;

export default adminEditPage({
  texts: priceGroupTexts.screen,
  id: "edit-price-group",
  item: (data: Data) => data.group,
  defaultValue: (group, { tops }) => ({
    name: group.name,
    discount: group.discount,
    ...Object.fromEntries(
      tops.flatMap((top) => [top, ...top.children]).map(({ field, discount }) => [field, discount]),
    ),
  }),
  cancelTo: PRICE_GROUPS,
  wide: true,
  Fields: GroupFields,
});

/** The group's name and discount, then a discount of its own per category, by top category. */
function GroupFields({
  fields,
  data: { tops },
}: {
  fields: Fields<ReturnType<typeof priceGroupSchema>>;
  data: Data;
}) {
  // The category fields are named by the taxonomy at run time, not by the schema's type.
  const categoryFields = fields as unknown as Record<string, AnyField>;
  return (
    <>
      <PriceGroupFields fields={fields} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-bold">Discount per category</legend>
        <p className="text-sm text-muted">
          Leave a category empty to give it its top category&apos;s discount, or the group&apos;s.
        </p>
        {tops.map((top) => (
          <div key={top.field} className="grid gap-4 border-t border-gray-200 pt-4 sm:grid-cols-2">
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
}
