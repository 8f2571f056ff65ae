import { adminListPage, type LoaderData, RowActions } from "#app/components/admin-list.tsx";
import { Cell } from "#app/components/data-table.tsx";
import { PriceGroupFields } from "#app/components/price-group-fields.tsx";
import { priceGroupTexts } from "#app/messages.ts";
import {
  listPriceGroups,
  ownCategoryDiscounts,
  savePriceGroup,
} from "#app/models/price-group.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { priceGroupSchema } from "#app/schemas/price-group.ts";
import { adminLoader, adminSave } from "#app/routes/+dashboard/admin-form.server.ts";
import { groupNameTaken } from "#app/routes/+dashboard/managed-price-group.server.ts";
import { formatRate } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";

const PRICE_GROUPS = "/dashboard/price-groups";

// The add form names no category: a group's own category discounts are set on its edit page.
const addSchema = priceGroupSchema();

export const loader = adminLoader(async () => {
  const [groups, catalogue] = await Promise.all([listPriceGroups(), taxonomy()]);
  return {
    groups: groups.map((group) => ({
      ...group,
      // Its own discounts as the table says them (instead of a map by category id).
      categories: ownCategoryDiscounts(group, catalogue).map(
        ({ category, discountBp }) => `${category.name} ${formatRate(discountBp)}`,
      ),
    })),
  };
});

export const action = adminSave(addSchema, async (group) => {
  const saved = await savePriceGroup(group);
  if (saved.status === "name-taken") return groupNameTaken;
  return { to: PRICE_GROUPS, message: priceGroupTexts.added(group.name) };
});

export default adminListPage({
  texts: priceGroupTexts.screen,
  intro: (
    <>
      A group&apos;s members pay less than the list price: the group&apos;s discount, or its own
      discount on a category (a subcategory&apos;s over its top category&apos;s), unless a volume
      break is lower. Nobody else sees these prices. Put customers in a group on Manage Users.
    </>
  ),
  headers: ["Name", "Discount", "Category discounts", "Members", "Actions"],
  items: (data: LoaderData<typeof loader>) => data.groups,
  row: (group) => (
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
        <RowActions
          name={group.name}
          url={`${PRICE_GROUPS}/${group.id}`}
          edit
          question={priceGroupTexts.confirmDelete(group.name, group.members)}
        />
      </Cell>
    </tr>
  ),
  add: { id: "add-price-group", columns: 2, Fields: PriceGroupFields },
});
