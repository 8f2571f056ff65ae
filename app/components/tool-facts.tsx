import type { ToolSummary as Tool } from "#app/models/tool.server.ts";
import { ToolNumbers } from "./tool-numbers";
import { ToolPicture } from "./tool-picture";

/** The tool's picture and facts, beside an order form. */
export function ToolFacts({ tool }: { tool: Tool }) {
  return (
    <div>
      <ToolPicture
        src={tool.img}
        alt={tool.name}
        width={400}
        className="w-full rounded-lg bg-white ring-1 ring-gray-200"
      />
      <h1 className="mt-6 text-3xl font-bold">{tool.name}</h1>
      <p className="mt-3 text-gray-700">{tool.description}</p>
      <div className="mt-6">
        <ToolNumbers tool={tool} />
      </div>
    </div>
  );
}
