import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { PartNumber } from "#app/components/part-number.tsx";
import { ToolNumbers } from "#app/components/tool-numbers.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { SpecTable } from "#app/components/spec-table.tsx";
import { productSpecification } from "#app/services/tool-specs.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { formatDollars } from "#app/utils/money.ts";
import { publicPageMeta } from "#app/utils/seo.ts";
import { invariantResponse } from "@epic-web/invariant";
import { buttonClass } from "#app/components/button.tsx";
import { AddToCartForm } from "#app/components/add-to-cart-form.tsx";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { ToolGallery } from "#app/components/tool-gallery.tsx";
import { ToolVariants } from "#app/components/tool-variants.tsx";
import { ToolAccessories } from "#app/components/tool-accessories.tsx";
import { productExtras } from "#app/models/product-extras.server.ts";
import { toolLadder } from "#app/models/trade-prices.server.ts";
import { buyerHeaders, buyerOf, buyerPageHeaders } from "#app/services/buyer.server.ts";
import { PriceLadder } from "#app/components/price-ladder.tsx";
import { listLadder } from "#app/commerce/index.ts";

// Anonymous visitors' pages (list prices) are kept; a signed-in buyer's is made for them, and a
// price group member's says so (private, no-store: never kept).
export const handle: ServerHandle = { pageCache: { shows: ["catalogue"] } };

export const headers = buyerPageHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tool = await getTool(params.id ?? "");
  invariantResponse(tool, "Tool not found", { status: 404 });
  const buyer = await buyerOf(request);
  const [extras, specification, ladder] = await Promise.all([
    productExtras(tool, buyer),
    productSpecification(tool),
    toolLadder(buyer, tool.id),
  ]);
  // Product structured data, so search engines can show the price, the stock and the pictures:
  // the list price, whoever asks.
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    sku: tool.sku ?? tool.id,
    name: tool.name,
    description: tool.description,
    image: extras.pictures.map((picture) => absoluteUrl(picture.url)),
    brand: { "@type": "Brand", name: "Forgeline" },
    offers: {
      "@type": "Offer",
      url: absoluteUrl(`/tools/${tool.id}`),
      priceCurrency: "USD",
      price: (tool.price / 100).toFixed(2),
      availability:
        tool.available_qyt >= tool.minimum_qyt
          ? "https://schema.org/InStock"
          : "https://schema.org/OutOfStock",
    },
  };
  return data(
    { tool, jsonLd, extras, ladder: ladder ?? listLadder(tool.price), ...specification },
    { headers: buyerHeaders(buyer) },
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? publicPageMeta(args, {
        title: `${args.data.tool.name} — Forgeline Tools`,
        description: args.data.tool.description,
        image: args.data.tool.img,
        type: "product",
      })
    : [{ title: "Tool not found — Forgeline Tools" }];

export default function ToolPage() {
  const { tool, jsonLd, extras, ladder, trail, specRows } = useLoaderData<typeof loader>();
  const inStock = tool.available_qyt >= tool.minimum_qyt;
  // What one piece costs this buyer: the list price, or a price group member's own.
  const yours = { ...tool, price: ladder.steps[0]!.price };

  return (
    <article className="mx-auto grid max-w-6xl gap-x-10 gap-y-6 px-4 py-12 md:grid-cols-2">
      <JsonLd data={jsonLd} />
      {/* First in the page, so on a phone the way back is above the picture, not below it. */}
      <Breadcrumbs trail={trail} className="md:col-span-2" />
      <ToolGallery pictures={extras.pictures} />
      <div>
        <h1 className="text-3xl font-bold">{tool.name}</h1>
        <PartNumber sku={tool.sku} className="mt-1 text-sm" />
        <p className="mt-2 text-3xl font-extrabold text-brand">
          {formatDollars(yours.price)}{" "}
          <span className="text-base font-medium text-gray-500">per piece</span>
        </p>
        <PriceLadder ladder={ladder} minimum={tool.minimum_qyt} className="mt-4" />
        <p className="mt-6 text-lg text-gray-700">{tool.description}</p>
        <ToolVariants family={extras.family} current={tool.id} />
        <div className="mt-6">
          <ToolNumbers tool={yours} />
        </div>
        <SpecTable rows={specRows} className="mt-6" />
        {inStock ? (
          <>
            <Link
              to={`/purchase/${tool.id}`}
              className={buttonClass("primary", "xl", "mt-8 inline-block")}
            >
              Order now
            </Link>
            <AddToCartForm tool={tool} className="mt-6 max-w-sm" />
          </>
        ) : (
          <p className="mt-8 font-semibold text-red-600">
            Out of stock: less than the minimum order is left.
          </p>
        )}
      </div>
      <ToolAccessories accessories={extras.accessories} fits={extras.fits} />
    </article>
  );
}
