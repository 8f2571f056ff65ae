import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Cell, DataTable } from "~/components/data-table";
import { listEnquiries } from "~/models/enquiry.server";
import { requireAdmin } from "~/services/auth.server";
import { formatTimestamp } from "~/utils/dates";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { enquiries: await listEnquiries() };
}

export default function Enquiries() {
  const { enquiries } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1 className="text-3xl font-bold">Enquiries</h1>
      <p className="mt-2 text-gray-600">
        {enquiries.length
          ? `${enquiries.length} distributor enquiries from the home page, newest first.`
          : "No distributor enquiries yet. They arrive from the form on the home page."}
      </p>
      {enquiries.length ? (
        <DataTable
          caption="Distributor enquiries, newest first"
          headers={["Received", "From", "Company", "Message"]}
        >
          {enquiries.map((enquiry) => (
            <tr key={enquiry.id}>
              <Cell className="whitespace-nowrap text-gray-600">
                <time dateTime={enquiry.createdAt}>{formatTimestamp(enquiry.createdAt)}</time>
              </Cell>
              <Cell>
                <p className="font-semibold">{enquiry.name}</p>
                <a href={`mailto:${enquiry.email}`} className="text-orange-600 hover:underline">
                  {enquiry.email}
                </a>
                {enquiry.phone ? <p className="text-gray-600">{enquiry.phone}</p> : null}
              </Cell>
              <Cell>{enquiry.company}</Cell>
              <Cell className="min-w-64 whitespace-pre-line">{enquiry.message}</Cell>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </section>
  );
}
