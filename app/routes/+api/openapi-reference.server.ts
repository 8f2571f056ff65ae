import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  SchemaObject,
} from "openapi3-ts/oas31";

// Turns the OpenAPI document into what the reference page at /api/docs shows: operations with
// their auth, parameters, bodies and answers, and each shape's fields as rows of a table.

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

export interface Body {
  mediaType: string;
  type: string;
  fields: FieldRow[];
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  auth: string;
  parameters: FieldRow[];
  requestBodies: Body[];
  responses: { status: string; description: string; bodies: Body[] }[];
}

export interface ApiReference {
  title: string;
  description: string;
  tags: { name: string; operations: OperationView[] }[];
  shapes: { name: string; fields: FieldRow[] }[];
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const isRef = (schema: SchemaObject | ReferenceObject): schema is ReferenceObject =>
  "$ref" in schema;
const refName = (ref: ReferenceObject) => ref.$ref.split("/").pop()!;

/** A schema's type in a few words: `Tool`, `array of Order`, `string or null`, `"Shipped"`. */
export function typeOf(schema: SchemaObject | ReferenceObject | undefined): string {
  if (!schema) return "any";
  if (isRef(schema)) return refName(schema);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map(typeOf).join(" or ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const named = types.map((type) => {
    if (type === "array") return `array of ${typeOf(schema.items)}`;
    if (type === "string" && schema.format === "binary") return "file";
    return type;
  });
  return named.join(" or ") || "any";
}

function notesOf(schema: SchemaObject | ReferenceObject): string {
  if (isRef(schema)) return "";
  const notes: string[] = [];
  if (schema.description) notes.push(schema.description);
  if (schema.minLength !== undefined && schema.maxLength !== undefined)
    notes.push(`${schema.minLength} to ${schema.maxLength} characters`);
  else if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.pattern) notes.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes.join("; ");
}

/** The fields of an object schema (nested objects are shown by their type). */
export function fieldsOf(schema: SchemaObject | ReferenceObject | undefined): FieldRow[] {
  if (!schema || isRef(schema) || !schema.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
    notes: notesOf(property),
  }));
}

function bodiesOf(content: Record<string, { schema?: SchemaObject | ReferenceObject }> = {}) {
  return Object.entries(content).map(([mediaType, { schema }]) => ({
    mediaType,
    type: typeOf(schema),
    fields: fieldsOf(schema),
  }));
}

function authOf(operation: OperationObject): string {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return "None: open to anyone";
  return "The session cookie or `Authorization: Bearer <accessToken>`";
}

function viewOf(method: string, path: string, operation: OperationObject): OperationView {
  const parameters = (operation.parameters ?? []).map((parameter) => {
    const { name, in: where, required, schema } = parameter as ParameterObject;
    return {
      name: `${name} (${where})`,
      type: typeOf(schema),
      required: Boolean(required),
      notes: schema ? notesOf(schema) : "",
    };
  });
  const requestBody = operation.requestBody as
    { content?: Record<string, { schema?: SchemaObject }> } | undefined;
  return {
    id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, "-").replace(/-+$/, ""),
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? "",
    description: operation.description ?? null,
    auth: authOf(operation),
    parameters,
    requestBodies: bodiesOf(requestBody?.content),
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
      status,
      description: (response as { description: string }).description,
      bodies: bodiesOf(
        (response as { content?: Record<string, { schema?: SchemaObject }> }).content,
      ),
    })),
  };
}

export function apiReference(document: OpenAPIObject): ApiReference {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      tag: item[method]!.tags?.[0] ?? "Other",
      view: viewOf(method, path, item[method]!),
    })),
  );
  return {
    title: document.info.title,
    description: document.info.description ?? "",
    tags: (document.tags ?? []).map(({ name }) => ({
      name,
      operations: operations.filter((operation) => operation.tag === name).map((o) => o.view),
    })),
    shapes: Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => ({
      name,
      fields: fieldsOf(schema),
    })),
  };
}
