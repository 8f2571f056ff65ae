import { Link } from "@remix-run/react";
import type { ToolSummary } from "~/models/tool.server";
import { ToolNumbers } from "./tool-numbers";

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
        <div className="mt-auto pt-2">
          <ToolNumbers tool={tool} compact />
        </div>
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
