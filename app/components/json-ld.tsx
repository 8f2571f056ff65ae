/**
 * Structured data for search engines (schema.org JSON-LD). A data block is never run, so the CSP
 * needs no nonce for it and the page stays cacheable (the page cache keeps no page that carries
 * its render's nonce). JSON.stringify output is safe in a data block once "<" cannot close it.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
