import type { ToolCsvRow } from "#app/models/tool-export.server.ts";
import { toolCsvHeader } from "#app/models/tool-import.server.ts";
import { PICTURE_SEPARATOR, type ToolCsvColumn } from "#app/schemas/tool-import.ts";
import { type CsvColumn, csvResponse, dollarsCell } from "./csv.server";

const cells: Record<ToolCsvColumn, CsvColumn<ToolCsvRow>["value"]> = {
  id: (row) => row.tool.id,
  sku: (row) => row.sku,
  name: (row) => row.tool.name,
  description: (row) => row.tool.description,
  price: (row) => dollarsCell(row.tool.price),
  minimum_qyt: (row) => row.tool.minimum_qyt,
  available_qyt: (row) => row.tool.available_qyt,
  category: (row) => row.category,
  img: (row) => row.tool.img,
  pictures: (row) => row.pictures.join(PICTURE_SEPARATOR),
};

/**
 * The CSV of tools as a download: the columns the import reads (every attribute's among them),
 * so a download imports back unchanged.
 */
export function toolCsvResponse(
  filename: string,
  attributeKeys: Iterable<string>,
  rows: AsyncIterable<ToolCsvRow>,
) {
  const columns = toolCsvHeader(attributeKeys).map((header) => ({
    header,
    value:
      header in cells
        ? cells[header as ToolCsvColumn]
        : (row: ToolCsvRow) => row.values.get(header) ?? "",
  }));
  return csvResponse(filename, columns, rows);
}
