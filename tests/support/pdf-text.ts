// The text of a PDF, as a reader's copy-and-paste gives it (pdf.js through unpdf), one string
// with the pages' lines: what the documents' tests read the numbers from.
import { extractText, getDocumentProxy } from "unpdf";

export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
