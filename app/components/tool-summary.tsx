import type { ToolSummary as Tool } from "~/models/tool.server";
import { formatDollars } from "~/utils/money";

/** The tool's picture and facts, beside an order form. */
export function ToolFacts({ tool }: { tool: Tool }) {
  return (
    <div>
      <img
        src={tool.img}
        alt={tool.name}
        width={400}
        height={300}
        className="w-full rounded-lg bg-white ring-1 ring-gray-200"
      />
      <h1 className="mt-6 text-3xl font-bold">{tool.name}</h1>
      <p className="mt-3 text-gray-700">{tool.description}</p>
      <dl className="mt-6 grid grid-cols-3 gap-4 rounded-lg bg-white p-4 ring-1 ring-gray-200">
        <div>
          <dt className="text-sm text-gray-500">Price per piece</dt>
          <dd className="text-lg font-semibold">{formatDollars(tool.price)}</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-500">Minimum order</dt>
          <dd className="text-lg font-semibold">{tool.minimum_qyt} pcs</dd>
        </div>
        <div>
          <dt className="text-sm text-gray-500">In stock</dt>
          <dd className="text-lg font-semibold">{tool.available_qyt} pcs</dd>
        </div>
      </dl>
    </div>
  );
}
