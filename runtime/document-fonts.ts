// The typefaces the shop's PDF documents (invoices, credit notes) are set in, embedded in every
// PDF: DejaVu Sans (a free licence; it covers Latin, Greek and Cyrillic, so any customer's name
// prints). From the repository the files are read from node_modules, as npm installed them.
// Inside the single executable (`npm run package`) they travel as SEA assets, read from memory.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getAsset, isSea } from "node:sea";

const requireFromHere = createRequire(import.meta.url);

/** Each face, by the package file it comes from. */
export const DOCUMENT_FONT_FILES = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
} as const;

export type DocumentFace = keyof typeof DOCUMENT_FONT_FILES;

/** A face's key among the single executable's assets. */
export const documentFontAsset = (face: DocumentFace) => `fonts/${face}.ttf`;

const loaded = new Map<DocumentFace, Uint8Array>();

/** The bytes of a face's TrueType file, read once per process. */
export function documentFont(face: DocumentFace): Uint8Array {
  let bytes = loaded.get(face);
  if (!bytes) {
    bytes = isSea()
      ? new Uint8Array(getAsset(documentFontAsset(face)))
      : readFileSync(requireFromHere.resolve(DOCUMENT_FONT_FILES[face]));
    loaded.set(face, bytes);
  }
  return bytes;
}
