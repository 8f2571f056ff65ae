import { useParams } from "@remix-run/react";
import { markupPage, toElement } from "../markup";

/** `/markup/N`: the body of the Nth page bench/minimal/server.ts was given, rendered by React. */
export default function Markup() {
  const { page } = useParams();
  return <>{markupPage(Number(page)).tree.map(toElement)}</>;
}
