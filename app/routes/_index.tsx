import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { countCartLines } from "#app/models/cart.server.ts";
import { requestQuote } from "#app/models/quote.server.ts";
import { isAdmin } from "#app/models/user.server.ts";
import { quoteTexts } from "#app/messages.ts";
import { getOptionalUser } from "#app/services/auth.server.ts";
import { quotePath } from "#app/utils/quotes.ts";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "#app/components/link.tsx";
import { EnquiryForm } from "#app/components/enquiry-form.tsx";
import { ProductCard } from "#app/components/product-card.tsx";
import { CategoryGrid } from "#app/components/category-links.tsx";
import { topCategoryLinks } from "#app/routes/+catalogue/tool-specs.server.ts";
import { ReviewGrid } from "#app/components/review-card.tsx";
import { createEnquiry } from "#app/models/enquiry.server.ts";
import { listReviews } from "#app/models/review.server.ts";
import { newestTools } from "#app/models/tool.server.ts";
import { pricedFor } from "#app/models/trade-prices.server.ts";
import {
  buyerHeaders,
  buyerOf,
  buyerPageHeaders,
  memberPriceLabel,
} from "#app/routes/+catalogue/buyer.server.ts";
import { enquirySchema } from "#app/schemas/enquiry.ts";
import { redirectWithToast } from "#app/services/toast.server.ts";
import { parseForm } from "#app/utils/form.server.ts";
import { buttonClass } from "#app/components/button.tsx";
import type { ServerHandle } from "#app/utils/route-handle.ts";

const HOME_TOOL_COUNT = 6;
const HOME_REVIEW_COUNT = 3;

const stats = [
  { value: "5000+", label: "Clients" },
  { value: "200+", label: "Products" },
  { value: "50+", label: "Service centres" },
  { value: "150+", label: "Sales agents" },
];

// Kept for anonymous visitors; a price group member's page has their prices (issue 40).
export const handle: ServerHandle = { pageCache: { shows: ["catalogue", "reviews"] } };

export const headers = buyerPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const [tools, reviews, categories, buyer, offerQuote] = await Promise.all([
    newestTools(HOME_TOOL_COUNT),
    listReviews(HOME_REVIEW_COUNT),
    topCategoryLinks(),
    buyerOf(request),
    quotableCart(request),
  ]);
  return data(
    {
      tools: tools.map((tool) => pricedFor(buyer, tool)),
      priceLabel: memberPriceLabel(buyer),
      reviews,
      categories,
      offerQuote,
    },
    { headers: buyerHeaders(buyer) },
  );
}

/**
 * A signed-in customer with tools in their cart may turn the enquiry into a quote on them (a
 * visitor's page, the one the page cache keeps, has no cookie and so never offers it).
 */
async function quotableCart(request: Request) {
  const user = await getOptionalUser(request);
  if (!user || isAdmin(user)) return null;
  return (await countCartLines({ userId: user.id })) > 0 ? user : null;
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseForm(request, enquirySchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { askQuote, ...enquiry } = submission.value;
  const customer = askQuote ? await quotableCart(request) : null;
  if (customer) {
    // The enquiry becomes a quote request on the cart, its message the note.
    const requested = await requestQuote(customer.id, enquiry.message);
    // Refused (a line of the cart cannot be ordered now): the cart shows which and why.
    if (requested.status === "refused")
      return redirectWithToast("/cart", { type: "error", message: requested.message });
    return redirectWithToast(quotePath(requested.quote.id), {
      type: "success",
      message: quoteTexts.requested,
    });
  }
  await createEnquiry(enquiry);
  return redirectWithToast("/#enquiry", {
    type: "success",
    message:
      "Thank you for your enquiry. Our distribution team will reply within two business days.",
  });
}

export default function Home() {
  const { tools, priceLabel, reviews, categories, offerQuote } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();

  return (
    <>
      <section className="bg-gray-900 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2">
          <div>
            <p className="font-semibold uppercase tracking-wide text-orange-400">
              Built for the trade
            </p>
            <h1 className="mt-3 text-4xl font-extrabold leading-tight md:text-5xl">
              Professional tools, ordered by the case.
            </h1>
            <p className="mt-5 text-lg text-gray-300">
              Forgeline makes power tools and hand tools for contractors, workshops and
              distributors. Order straight from the factory, pay by card, and follow every order to
              your door.
            </p>
            <Link to="/tools" className={buttonClass("primary", "xl", "mt-8 inline-block")}>
              Browse all tools
            </Link>
          </div>
          <img
            src="/images/hero.svg"
            alt="A workbench with Forgeline power tools and hand tools"
            width={800}
            height={500}
            className="w-full"
          />
        </div>
      </section>

      <CategoryGrid categories={categories} />
      <section aria-labelledby="tools-heading" className="mx-auto max-w-6xl px-4 py-14">
        <div className="flex items-end justify-between gap-4">
          <h2 id="tools-heading" className="text-3xl font-bold">
            Our tools
          </h2>
          <Link to="/tools" className="font-semibold text-brand hover:underline">
            See all tools →
          </Link>
        </div>
        {tools.length ? (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map((tool) => (
              <ProductCard key={tool.id} tool={tool} priceLabel={priceLabel} />
            ))}
          </div>
        ) : (
          <p className="mt-8 text-gray-600">
            The catalogue is being restocked. Please check back soon.
          </p>
        )}
      </section>

      <section aria-labelledby="stats-heading" className="bg-white py-14">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="stats-heading" className="text-center text-3xl font-bold">
            Trusted across the trade
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">
            {stats.map((stat) => (
              <li
                key={stat.label}
                className="rounded-lg bg-gray-50 p-4 text-center ring-1 ring-gray-200 sm:p-6"
              >
                {/* "5000+" is one figure: a phone's narrow card must not put its "+" below. */}
                <p className="text-3xl font-extrabold whitespace-nowrap text-brand sm:text-4xl">
                  {stat.value}
                </p>
                <p className="mt-2 font-semibold text-gray-700">{stat.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="promo-heading" className="mx-auto max-w-6xl px-4 py-14">
        <div className="grid items-center gap-8 overflow-hidden rounded-2xl bg-brand text-white md:grid-cols-2">
          <div className="p-8 md:p-12">
            <h2 id="promo-heading" className="text-3xl font-extrabold">
              Stock up for the season
            </h2>
            <p className="mt-4 text-lg text-orange-50">
              Trade prices on every tool, straight from the factory, with stock you can see before
              you order. Order the minimum quantity or a full pallet: the price per piece is the
              same.
            </p>
            <Link to="/tools" className={buttonClass("dark", "xl", "mt-6 inline-block")}>
              Shop the catalogue
            </Link>
          </div>
          <img src="/images/promo.svg" alt="" width={600} height={300} className="w-full" />
        </div>
      </section>

      <section
        id="reviews"
        aria-labelledby="reviews-heading"
        className="scroll-mt-8 bg-white py-14"
      >
        <div className="mx-auto max-w-6xl px-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="reviews-heading" className="text-3xl font-bold">
              What our customers say
            </h2>
            <Link to="/reviews" className="font-semibold text-brand hover:underline">
              Read all reviews →
            </Link>
          </div>
          <ReviewGrid reviews={reviews} />
        </div>
      </section>

      <section
        id="enquiry"
        aria-labelledby="enquiry-heading"
        className="mx-auto max-w-3xl scroll-mt-8 px-4 py-14"
      >
        <h2 id="enquiry-heading" className="text-3xl font-bold">
          Become a distributor
        </h2>
        <p className="mt-3 text-gray-600">
          Sell Forgeline in your region. Tell us about your business and our distribution team will
          get back to you.
        </p>
        <div className="mt-8 panel p-6">
          {/* A sent enquiry redirects to a new location: the fresh key empties the form. */}
          <EnquiryForm
            key={location.key}
            lastResult={actionData?.result}
            offerQuote={Boolean(offerQuote)}
          />
        </div>
      </section>
    </>
  );
}
