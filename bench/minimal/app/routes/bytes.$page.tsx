import { useParams } from "@remix-run/react";
import { markupPage } from "../markup";

/**
 * `/bytes/N`: the body of the Nth page bench/minimal/server.ts was given, as the one string the
 * shop wrote, inside a `div`: React renders one element, whatever the page holds.
 */
export default function Bytes() {
  const { page } = useParams();
  return <div dangerouslySetInnerHTML={{ __html: markupPage(Number(page)).body }} />;
}
