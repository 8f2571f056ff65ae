import { Form } from "@remix-run/react";
import {
  adminListPage,
  rowActionClass,
  RowActions,
  type LoaderData,
} from "#app/components/admin-list.tsx";
import { Cell } from "#app/components/data-table.tsx";
import { Link } from "#app/components/link.tsx";
import { PromotionFields } from "#app/components/promotion-fields.tsx";
import { promotionGives } from "#app/commerce/index.ts";
import { promotionTexts } from "#app/messages.ts";
import { listPromotions, savePromotion } from "#app/models/promotion.server.ts";
import { categoriesInOrder } from "#app/models/price-group.server.ts";
import { taxonomy } from "#app/models/taxonomy.server.ts";
import { promotionFormSchema } from "#app/schemas/promotion.ts";
import { adminLoader, adminSave } from "#app/routes/+dashboard/admin-form.server.ts";
import {
  codeTaken,
  partNumbersOf,
  promotionInputOf,
} from "#app/routes/+dashboard/promotion-form.server.ts";
import { formatDate } from "#app/utils/dates.ts";
import { formatDollars } from "#app/utils/money.ts";
import { formatCount } from "#app/utils/text.ts";

export const PROMOTIONS = "/dashboard/promotions";

// Issue 49: the admins' promotions, each with its uses and the discount it has given; the add
// form below, each row's Edit, Pause (or Resume) and Delete.
export const loader = adminLoader(async () => {
  const [promotions, catalogue] = await Promise.all([listPromotions(), taxonomy()]);
  return {
    promotions: promotions.map((promotion) => ({
      id: promotion.id,
      name: promotion.name,
      code: promotion.code,
      gives: promotionGives(promotion),
      on: [
        ...promotion.categoryIds.map((id) => catalogue.byId.get(id)?.name ?? ""),
        ...(promotion.toolIds.length ? [`${formatCount(promotion.toolIds.length)} tools`] : []),
      ].join(", "),
      minSubtotal: promotion.minSubtotal,
      startsAt: promotion.startsAt,
      endsAt: promotion.endsAt,
      uses: promotion.uses,
      usageLimit: promotion.usageLimit,
      given: promotion.given,
      active: promotion.active,
    })),
    categories: categoriesInOrder(catalogue).map(({ slug, name }) => ({ slug, name })),
  };
});

export const action = adminSave(promotionFormSchema, async (form) => {
  const input = await promotionInputOf(
    { ...form, active: form.active === "on" },
    { by: "sku", names: partNumbersOf(form.toolSkus) },
  );
  if ("field" in input) return input;
  const saved = await savePromotion(input);
  if (saved.status === "code-taken") return codeTaken;
  return { to: PROMOTIONS, message: promotionTexts.added(form.name) };
});

type Data = LoaderData<typeof loader>;

export default adminListPage({
  texts: promotionTexts.screen,
  intro: [
    <>
      A promotion takes a share off the buyer&apos;s own prices in the cart: a code they type, or an
      offer that applies by itself. A buyer gets the better of a code and the offers, never both;
      quotes keep their own prices.
    </>,
    <>
      <Link to={`${PROMOTIONS}.csv`} reloadDocument className="font-semibold text-brand underline">
        Download the promotions&apos; orders (CSV)
      </Link>
    </>,
  ],
  headers: ["Name", "Code", "Gives", "On", "When", "Uses", "Discount given", "Actions"],
  items: (data: Data) => data.promotions,
  row: (promotion) => (
    <tr key={promotion.id}>
      <Cell className="min-w-32 font-semibold">
        {promotion.name}
        {promotion.active ? null : <span className="ml-2 text-sm text-muted">(paused)</span>}
      </Cell>
      <Cell>{promotion.code ?? <span className="text-muted">By itself</span>}</Cell>
      <Cell>
        {promotion.gives}
        {promotion.minSubtotal ? ` over ${formatDollars(promotion.minSubtotal)}` : ""}
      </Cell>
      <Cell>{promotion.on || "The whole order"}</Cell>
      <Cell className="min-w-32">
        {promotion.startsAt ? `From ${formatDate(promotion.startsAt)}` : "Now"}
        {promotion.endsAt ? `, until ${formatDate(promotion.endsAt)}` : ""}
      </Cell>
      <Cell>
        {formatCount(promotion.uses)}
        {promotion.usageLimit === null ? "" : ` of ${formatCount(promotion.usageLimit)}`}
      </Cell>
      <Cell>{formatDollars(promotion.given)}</Cell>
      <Cell>
        <RowActions name={promotion.name} url={`${PROMOTIONS}/${promotion.id}`} edit>
          <Form method="post" action={`${PROMOTIONS}/${promotion.id}/active`}>
            <input type="hidden" name="active" value={promotion.active ? "off" : "on"} />
            <button type="submit" className={rowActionClass}>
              {promotion.active ? "Pause" : "Resume"}
              <span className="sr-only"> {promotion.name}</span>
            </button>
          </Form>
        </RowActions>
      </Cell>
    </tr>
  ),
  add: { id: "add-promotion", columns: 2, Fields: PromotionFields },
});
