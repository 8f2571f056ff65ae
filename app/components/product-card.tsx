import { Link } from "#app/components/link.tsx";
import type { ToolSummary } from "#app/models/tool.server.ts";
import { ToolNumbers } from "./tool-numbers";
import { buttonClass } from "./button";
import { truncate } from "#app/utils/text.ts";

// Three lines show at most about 250 characters, on a phone held sideways: the rest of a
// description (up to 2,000) would only weigh on the catalogue's page, 24 cards at a time.
const CARD_DESCRIPTION_LENGTH = 300;

/**
 * A tool in a grid. Its name is a heading one level below the section it sits in: `h2` on the
 * catalogue (right under the page's `h1`), `h3` in the home page's sections.
 */
export function ProductCard({
  tool,
  headingLevel = 3,
}: {
  tool: ToolSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      {/* The picture leads to the tool's page for a pointer only: the heading's link below says
          the same to a keyboard and a screen reader, which would otherwise meet the tool's name
          twice and stop on two links to one page (the picture shows what the heading names). */}
      <Link
        to={`/tools/${tool.id}`}
        prefetch="intent"
        className="block"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={tool.img}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-bold">
          <Link to={`/tools/${tool.id}`} prefetch="intent" className="hover:text-brand-hover">
            {tool.name}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-gray-600">
          {truncate(tool.description, CARD_DESCRIPTION_LENGTH)}
        </p>
        <div className="mt-auto pt-2">
          <ToolNumbers tool={tool} compact />
        </div>
        <Link
          to={`/purchase/${tool.id}`}
          className={buttonClass("dark", "base", "mt-3 text-center")}
        >
          {/* The visible words first, then which tool (WCAG 2.5.3: the name holds what is seen). */}
          Order now<span className="sr-only"> {tool.name}</span>
        </Link>
      </div>
    </article>
  );
}
