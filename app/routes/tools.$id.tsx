import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartNumber } from "#app/components/part-number.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { SpecTable } from "#app/components/spec-table.tsx";
import { productSpecification } from "#app/routes/+catalogue/tool-specs.server.ts";
import { getTool } from "#app/models/tool.server.ts";
import { absoluteUrl } from "#app/utils/public-url.server.ts";
import { publicPageMeta } from "#app/utils/seo.ts";
import { invariantResponse } from "@epic-web/invariant";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { ToolGallery } from "#app/components/tool-gallery.tsx";
import { ToolVariants } from "#app/components/tool-variants.tsx";
import { ToolAccessories } from "#app/components/tool-accessories.tsx";
import { productExtras } from "#app/models/product-extras.server.ts";
import { toolLadder } from "#app/models/trade-prices.server.ts";
import { buyerHeaders, buyerOf, buyerPageHeaders } from "#app/routes/+catalogue/buyer.server.ts";
import { BuyBox } from "#app/components/buy-box.tsx";
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

  // One column on a phone, in the order a buyer needs: the name, the picture, then the buy box
  // (all within the first screen), the variants, the description and the specification. From
  // `md` up the pictures take the left column beside all of it.
  return (
    <article className="mx-auto grid max-w-6xl gap-x-10 gap-y-4 px-4 py-6 sm:py-12 md:grid-cols-2 md:gap-y-6">
      <JsonLd data={jsonLd} />
      {/* First in the page, so on a phone the way back is above the picture, not below it. */}
      <Breadcrumbs trail={trail} className="md:col-span-2" />
      <header className="md:col-start-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{tool.name}</h1>
        <PartNumber sku={tool.sku} className="mt-1 text-sm" />
      </header>
      <ToolGallery
        pictures={extras.pictures}
        className="md:col-start-1 md:row-span-3 md:row-start-2 md:self-start"
      />
      <BuyBox tool={tool} ladder={ladder} className="md:col-start-2" />
      <div className="md:col-start-2 [&>:first-child]:mt-0">
        <ToolVariants family={extras.family} current={tool.id} />
        <p className="mt-6 text-lg text-gray-700">{tool.description}</p>
        <SpecTable rows={specRows} className="mt-6" />
      </div>
      <ToolAccessories accessories={extras.accessories} fits={extras.fits} />
    </article>
  );
}
