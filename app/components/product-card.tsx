import { Link } from "@remix-run/react";
import type { ToolSummary } from "~/models/tool.server";
import { formatDollars } from "~/utils/money";

export function ProductCard({ tool }: { tool: ToolSummary }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      <Link to={`/tools/${tool.id}`} prefetch="intent" className="block">
        <img
          src={tool.img}
          alt={tool.name}
          width={400}
          height={300}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold">
          <Link to={`/tools/${tool.id}`} prefetch="intent" className="hover:text-orange-600">
            {tool.name}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-gray-600">{tool.description}</p>
        <dl className="mt-auto grid grid-cols-3 gap-2 pt-2 text-sm">
          <div>
            <dt className="text-gray-500">Price</dt>
            <dd className="font-semibold">{formatDollars(tool.price)}</dd>
          </div>
          <div>
            <dt className="text-gray-500">Minimum</dt>
            <dd className="font-semibold">{tool.minimum_qyt} pcs</dd>
          </div>
          <div>
            <dt className="text-gray-500">In stock</dt>
            <dd className="font-semibold">{tool.available_qyt} pcs</dd>
          </div>
        </dl>
        <Link
          to={`/purchase/${tool.id}`}
          className="mt-3 rounded-md bg-gray-900 px-4 py-2 text-center font-semibold text-white hover:bg-gray-700"
          aria-label={`Order ${tool.name}`}
        >
          Order now
        </Link>
      </div>
    </article>
  );
}
