import { adminListPage, type LoaderData, RowActions } from "#app/components/admin-list.tsx";
import { Cell } from "#app/components/data-table.tsx";
import { ShippingMethodFields } from "#app/components/shipping-method-fields.tsx";
import { shippingTaxTexts } from "#app/messages.ts";
import { addShippingMethod, listShippingMethods } from "#app/models/shipping-method.server.ts";
import { shippingMethodCents, shippingMethodSchema } from "#app/schemas/shipping-method.ts";
import { adminLoader, adminSave } from "#app/routes/+dashboard/admin-form.server.ts";
import { nameTaken } from "#app/routes/+dashboard/managed-shipping-method.server.ts";
import { formatDollars } from "#app/utils/money.ts";

const SHIPPING_METHODS = "/dashboard/shipping";

export const loader = adminLoader(async () => ({ methods: await listShippingMethods() }));

// Adds a method at the end of the checkout's list.
export const action = adminSave(shippingMethodSchema, async (value) => {
  const added = await addShippingMethod(shippingMethodCents(value));
  if (added.status === "name-taken") return nameTaken;
  return {
    to: SHIPPING_METHODS,
    message: shippingTaxTexts.shippingMethodAdded(added.method.name),
  };
});

export default adminListPage({
  texts: shippingTaxTexts.shippingScreen,
  intro: (
    <>
      What checkout offers, in this order. A method with a threshold ships free when the goods cost
      more than it; its days in transit (business days) set the earliest delivery date checkout
      offers. Orders already placed keep the name and price they were charged.
    </>
  ),
  headers: ["Name", "Price", "Free above", "Days in transit", "Actions"],
  items: (data: LoaderData<typeof loader>) => data.methods,
  row: (method) => (
    <tr key={method.id}>
      <Cell className="min-w-32 font-semibold">{method.name}</Cell>
      <Cell>{formatDollars(method.price)}</Cell>
      <Cell>
        {method.freeAbove === null ? (
          <span className="text-muted">Never free</span>
        ) : (
          formatDollars(method.freeAbove)
        )}
      </Cell>
      <Cell>{shippingTaxTexts.daysInTransit(method.daysInTransit)}</Cell>
      <Cell>
        <RowActions name={method.name} url={`${SHIPPING_METHODS}/${method.id}`} edit />
      </Cell>
    </tr>
  ),
  add: { id: "add-shipping-method", columns: 2, Fields: ShippingMethodFields },
});
