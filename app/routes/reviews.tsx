import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Pagination } from "#app/components/pagination.tsx";
import { ReviewGrid } from "#app/components/review-card.tsx";
import { listReviewsPage } from "#app/models/review.server.ts";
import { reviewsQuerySchema } from "#app/schemas/catalogue-query.ts";
import { formatCount } from "#app/utils/text.ts";
import { publicPageMeta } from "#app/utils/seo.ts";
import { invariantResponse } from "@epic-web/invariant";
import type { ServerHandle } from "#app/utils/route-handle.ts";

// A browsing page: it ships no JavaScript, and anonymous visitors get it from the page cache.
export const handle: ServerHandle = {
  pageCache: { shows: ["reviews", "categories"], query: ["page"] },
};

export const meta: MetaFunction = (args) =>
  publicPageMeta(args, {
    title: "Customer reviews — Forgeline Tools",
    description: "What trade customers say about Forgeline tools, newest first.",
  });

const NO_SUCH_PAGE = "That page of reviews does not exist.";

export async function loader({ request }: LoaderFunctionArgs) {
  const query = reviewsQuerySchema.safeParse({
    page: new URL(request.url).searchParams.get("page") || undefined,
  });
  invariantResponse(query.success, NO_SUCH_PAGE, { status: 400 });
  const { rows, ...paging } = await listReviewsPage(query.data.page ?? 1);
  invariantResponse(paging.page <= paging.pageCount, NO_SUCH_PAGE, { status: 404 });
  return { reviews: rows, ...paging };
}

export default function Reviews() {
  const { reviews, page, pageCount, total } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">What our customers say</h1>
      <p className="mt-2 text-gray-600">
        {total === 1 ? "1 review" : `${formatCount(total)} reviews`}, newest first
        {pageCount > 1 ? ` (page ${page} of ${pageCount})` : ""}.
      </p>
      <ReviewGrid reviews={reviews} />
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}
