import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { Body, FieldRow } from "#app/routes/+api/openapi-reference.server.ts";
import { apiReference } from "#app/routes/+api/openapi-reference.server.ts";
import { openApiDocument } from "#app/utils/openapi-document.server.ts";
import { ScrollTable } from "#app/components/scroll-table.tsx";

export const meta: MetaFunction = () => [
  { title: "API reference — Forgeline Tools" },
  {
    name: "description",
    content: "The shop's JSON API: every call, its auth, bodies and answers.",
  },
];

// Rendered on the server from the same document as /api/openapi.json: readable without JavaScript.
export function loader() {
  return apiReference(openApiDocument());
}

export default function ApiDocs() {
  const reference = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold">{reference.title}</h1>
      <p className="mt-3 text-gray-700">{reference.description}</p>
      <p className="mt-3">
        Machine-readable:{" "}
        <a href="/api/openapi.json" className="font-semibold text-brand hover:underline">
          /api/openapi.json
        </a>{" "}
        (OpenAPI 3.1).
      </p>
      <nav aria-label="Operations" className="mt-8 rounded-lg bg-white p-6 ring-1 ring-gray-200">
        <h2 className="font-semibold">Contents</h2>
        {reference.tags.map((tag) => (
          <div key={tag.name} className="mt-3">
            <h3 className="text-sm font-bold uppercase tracking-wide text-gray-500">{tag.name}</h3>
            <ul className="mt-1 space-y-1">
              {tag.operations.map((operation) => (
                <li key={operation.id}>
                  <a href={`#${operation.id}`} className="text-brand hover:underline">
                    <code>
                      {operation.method} {operation.path}
                    </code>
                  </a>{" "}
                  — {operation.summary}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      {reference.tags.map((tag) => (
        <section key={tag.name} aria-labelledby={`tag-${tag.name}`} className="mt-12">
          <h2 id={`tag-${tag.name}`} className="text-2xl font-bold">
            {tag.name}
          </h2>
          {tag.operations.map((operation) => (
            <article
              key={operation.id}
              id={operation.id}
              aria-labelledby={`${operation.id}-title`}
              className="mt-6 scroll-mt-8 panel p-6"
            >
              <h3 id={`${operation.id}-title`} className="text-lg font-semibold">
                <code className="mr-2 rounded bg-gray-900 px-2 py-0.5 text-sm text-white">
                  {operation.method}
                </code>
                <code>{operation.path}</code>
              </h3>
              <p className="mt-2 font-medium">{operation.summary}</p>
              {operation.description ? (
                <p className="mt-2 text-gray-700">{operation.description}</p>
              ) : null}
              <p className="mt-2 text-sm">
                <strong>Auth:</strong> {operation.auth}
              </p>
              {operation.parameters.length > 0 ? (
                <Fields caption="Parameters" rows={operation.parameters} />
              ) : null}
              {operation.requestBodies.map((body) => (
                <BodyFields key={body.mediaType} caption="Request body" body={body} />
              ))}
              <h4 className="mt-4 font-semibold">Answers</h4>
              <dl className="mt-2 space-y-3">
                {operation.responses.map((response) => (
                  <div key={response.status}>
                    <dt>
                      <code className="font-bold">{response.status}</code> {response.description}
                    </dt>
                    {response.bodies.map((body) => (
                      <dd key={body.mediaType} className="ml-6 text-sm text-gray-700">
                        <code>{body.mediaType}</code>: {body.type}
                      </dd>
                    ))}
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </section>
      ))}

      <section aria-labelledby="shapes" className="mt-12">
        <h2 id="shapes" className="text-2xl font-bold">
          Shapes
        </h2>
        {reference.shapes.map((shape) => (
          <div key={shape.name} id={`shape-${shape.name}`} className="mt-6">
            <Fields caption={shape.name} rows={shape.fields} />
          </div>
        ))}
      </section>
    </div>
  );
}

function BodyFields({ caption, body }: { caption: string; body: Body }) {
  if (body.fields.length === 0) {
    return (
      <p className="mt-4 text-sm">
        <strong>{caption}</strong> (<code>{body.mediaType}</code>): {body.type}
      </p>
    );
  }
  return <Fields caption={`${caption} (${body.mediaType})`} rows={body.fields} />;
}

function Fields({ caption, rows }: { caption: string; rows: FieldRow[] }) {
  return (
    <ScrollTable
      caption={caption}
      captionShown
      headers={["Field", "Type", "Required", "Notes"]}
      className="mt-4"
    >
      {rows.map((row) => (
        <tr key={row.name}>
          <td className="px-3 py-2">
            <code>{row.name}</code>
          </td>
          <td className="px-3 py-2">{row.type}</td>
          <td className="px-3 py-2">{row.required ? "yes" : "no"}</td>
          <td className="px-3 py-2 text-gray-700">{row.notes}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
