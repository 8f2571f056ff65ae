import type { z } from "zod";
import { isPaymentTerms } from "#app/commerce/index.ts";
import type { Company, CompanyInput } from "#app/models/company.server.ts";
import { findPriceGroup } from "#app/models/price-group.server.ts";
import type { companyUpdateApiSchema } from "#app/schemas/company.ts";
import { dollarsToCents } from "#app/utils/money.ts";

/**
 * A company as the API's body writes it (POST, or PUT over `current`: what is left out stays),
 * in the model's cents with its price group found by id or name; null for an unknown group.
 */
export async function companyInputOf(
  body: z.output<typeof companyUpdateApiSchema>,
  current?: Company,
): Promise<CompanyInput | null> {
  const group =
    body.priceGroup === undefined
      ? (current?.priceGroupId ?? null)
      : body.priceGroup === null
        ? null
        : ((await findPriceGroup(body.priceGroup))?.id ?? undefined);
  if (group === undefined) return null;
  // Left out: as it is; empty text or null: none.
  const text = (value: string | null | undefined, kept: string | null) =>
    value === undefined ? kept : value || null;
  return {
    name: body.name ?? current?.name ?? "",
    taxId: text(body.taxId, current?.taxId ?? null),
    billingAddress: text(body.billingAddress, current?.billingAddress ?? null),
    priceGroupId: group,
    paymentTerms:
      body.paymentTerms === undefined
        ? isPaymentTerms(current?.paymentTerms)
          ? current.paymentTerms
          : null
        : body.paymentTerms,
    creditLimit:
      body.creditLimit === undefined
        ? (current?.creditLimit ?? 0)
        : dollarsToCents(body.creditLimit),
  };
}
