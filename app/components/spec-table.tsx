/** A tool's specification: each attribute it has a value for, as people read it ("1.5 kg"). */
export function SpecTable({
  rows,
  className = "",
}: {
  rows: { key: string; name: string; text: string }[];
  className?: string;
}) {
  if (!rows.length) return null;
  return (
    <section aria-labelledby="specification-heading" className={className}>
      <h2 id="specification-heading" className="text-xl font-bold">
        Specification
      </h2>
      <table className="mt-3 w-full overflow-hidden rounded-lg bg-white text-left text-sm ring-1 ring-gray-200">
        <caption className="sr-only">Specification</caption>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="w-1/2 px-4 py-2 font-semibold text-gray-700">
                {row.name}
              </th>
              <td className="px-4 py-2 text-gray-900">{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
