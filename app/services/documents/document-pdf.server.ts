import { documentFont } from "#runtime/document-fonts.ts";
import { env } from "#app/utils/env.server.ts";

// One page layout for the shop's numbered documents (the invoice, the credit note, a quote):
// the seller at the top, the document's title, number and facts beside it, who it is for, a
// table of lines, the totals, and notes. Drawn with pdfkit in DejaVu Sans, embedded (subset) in the file,
// so every reader shows the same letters and copy-and-paste gives the text back.

/** What a document says; its drawing is this module's. */
export interface DocumentContent {
  /** "Invoice", "Credit note", "Quote". */
  title: string;
  number: string;
  /** Term and value pairs under the title: dates, the order, the invoice it corrects. */
  facts: [string, string][];
  /** Blocks side by side below the header, e.g. "Bill to" and "Ship to". */
  parties: { heading: string; lines: string[] }[];
  /** The table's column heads, when not Item, Qty, Unit price, Amount (a statement's). */
  headings?: [string, string, string, string];
  /** The table of lines; `amounts` are already money text. */
  lines: {
    name: string;
    sku?: string | null;
    qyt: number | string;
    price: string;
    amount: string;
  }[];
  /** Label and value; the last is the total, in bold. */
  totals: [string, string][];
  notes: string[];
  /** The moment the document speaks of: its creation date in the file, so it is the same every time. */
  date: Date;
}

/** A drawn document: a PDF and the name it is saved under. */
export interface DocumentFile {
  filename: string;
  content: Buffer;
}

const MARGIN = 50;
const PAGE = { width: 612, height: 792 }; // US Letter, in points
const WIDTH = PAGE.width - 2 * MARGIN;
const MUTED = "#555555";
const RULE = "#cccccc";
/** The lines table's columns: left edge and width; the name wraps, the numbers align right. */
const COLUMNS = {
  name: { x: MARGIN, width: 262 },
  qyt: { x: MARGIN + 270, width: 50 },
  price: { x: MARGIN + 328, width: 86 },
  amount: { x: MARGIN + 422, width: 90 },
};

type Doc = PDFKit.PDFDocument;

/** The seller as configured: its name, its address in lines, its tax id. */
function seller() {
  return {
    name: env.SELLER_NAME,
    lines: [...env.SELLER_ADDRESS.split("/").map((line) => line.trim()), env.SELLER_TAX_ID],
  };
}

/**
 * Text drawn whole on one line, for a document's or a part's number (issue 47): pdfkit breaks a
 * line at a hyphen ("INV-2026-" / "000042"), or anywhere in a word wider than its box, and a
 * number read out or typed from paper must stay one piece. One wider than `width` is set smaller
 * until it fits. Drawn without pdfkit's line wrapper, at `y`; the text position then goes back
 * to the next line at the size asked for, as `text` leaves it.
 */
function unbroken(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  { width, size, align = "left" }: { width: number; size: number; align?: "left" | "right" },
) {
  const natural = doc.fontSize(size).widthOfString(text);
  if (natural > width) doc.fontSize((size * width) / natural);
  const left = align === "right" ? x + width - doc.widthOfString(text) : x;
  doc.text(text, left, y, { lineBreak: false });
  doc.fontSize(size);
  doc.x = x;
  doc.y = y + doc.currentLineHeight(true);
}

function header(doc: Doc, content: DocumentContent) {
  const from = seller();
  doc.font("bold").fontSize(15).text(from.name, MARGIN, MARGIN, { width: 240 });
  doc.font("regular").fontSize(9).fillColor(MUTED);
  for (const line of from.lines) doc.text(line, { width: 240 });
  const sellerBottom = doc.y;

  const right = { x: MARGIN + 250, width: WIDTH - 250 };
  doc.fillColor("black").font("bold").fontSize(20);
  doc.text(content.title, right.x, MARGIN, { width: right.width, align: "right" });
  unbroken(doc, content.number, right.x, doc.y, { ...right, size: 10, align: "right" });
  doc.moveDown(0.4).font("regular").fontSize(9);
  // A fact's value is a date, a number or a PO reference: each is kept on its line.
  for (const [term, value] of content.facts) {
    const y = doc.y;
    doc.fillColor(MUTED).text(term, right.x, y, { width: 100 });
    const below = doc.y;
    doc.fillColor("black");
    unbroken(doc, value, right.x + 100, y, { width: right.width - 100, size: 9, align: "right" });
    doc.y = Math.max(doc.y, below);
  }
  doc.y = Math.max(doc.y, sellerBottom) + 24;
}

function parties(doc: Doc, content: DocumentContent) {
  const top = doc.y;
  const width = WIDTH / content.parties.length;
  let bottom = top;
  content.parties.forEach((party, index) => {
    const x = MARGIN + index * width;
    doc
      .font("bold")
      .fontSize(9)
      .fillColor(MUTED)
      .text(party.heading, x, top, { width: width - 16 });
    doc.font("regular").fontSize(10).fillColor("black");
    for (const line of party.lines) doc.text(line, x, doc.y, { width: width - 16 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 20;
}

function rule(doc: Doc, y: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

function tableHead(doc: Doc, content: DocumentContent) {
  const [item, qyt, price, amount] = content.headings ?? ["Item", "Qty", "Unit price", "Amount"];
  const y = doc.y;
  doc.font("bold").fontSize(9).fillColor(MUTED);
  doc.text(item, COLUMNS.name.x, y, { width: COLUMNS.name.width });
  doc.text(qyt, COLUMNS.qyt.x, y, { width: COLUMNS.qyt.width, align: "right" });
  doc.text(price, COLUMNS.price.x, y, { width: COLUMNS.price.width, align: "right" });
  doc.text(amount, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
  rule(doc, doc.y + 3);
  doc.y += 8;
  doc.font("regular").fontSize(10).fillColor("black");
}

/** A new page when `height` more points would run into the bottom margin. */
function roomFor(doc: Doc, height: number, onNewPage = () => {}) {
  if (doc.y + height <= PAGE.height - MARGIN) return;
  doc.addPage();
  onNewPage();
}

function lines(doc: Doc, content: DocumentContent) {
  if (!content.lines.length) return;
  tableHead(doc, content);
  for (const line of content.lines) {
    const width = COLUMNS.name.width;
    // A statement's status ("Partly paid") may wrap in the narrow column: the row is the taller.
    const nameHeight = Math.max(
      doc.heightOfString(line.name, { width }),
      doc.heightOfString(String(line.qyt), { width: COLUMNS.qyt.width }),
    );
    // The part number under the name, smaller, as the pages show it, on one line of its own;
    // drawn after the row's figures, so a reader's copy of the text keeps the row on one line.
    const partNumber = line.sku ? `Part no. ${line.sku}` : null;
    const partHeight = partNumber ? doc.fontSize(8).currentLineHeight(true) : 0;
    doc.fontSize(10);
    const height = nameHeight + partHeight + 6;
    roomFor(doc, height, () => tableHead(doc, content));
    const y = doc.y;
    doc.text(line.name, COLUMNS.name.x, y, { width });
    doc.text(String(line.qyt), COLUMNS.qyt.x, y, { width: COLUMNS.qyt.width, align: "right" });
    doc.text(line.price, COLUMNS.price.x, y, { width: COLUMNS.price.width, align: "right" });
    doc.text(line.amount, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    if (partNumber) {
      doc.fillColor("#444444");
      unbroken(doc, partNumber, COLUMNS.name.x, y + nameHeight, { width, size: 8 });
      doc.fontSize(10).fillColor("black");
    }
    doc.y = y + height;
  }
  rule(doc, doc.y);
  doc.y += 8;
}

function totals(doc: Doc, content: DocumentContent) {
  const label = { x: MARGIN + 250, width: 160 };
  content.totals.forEach(([term, value], index) => {
    const last = index === content.totals.length - 1;
    roomFor(doc, 18);
    const y = doc.y;
    doc.font(last ? "bold" : "regular").fontSize(last ? 11 : 10);
    doc.text(term, label.x, y, { width: label.width, align: "right" });
    doc.text(value, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    doc.y += 4;
  });
  doc.y += 16;
}

function notes(doc: Doc, content: DocumentContent) {
  doc.font("regular").fontSize(9).fillColor("black");
  for (const note of content.notes) {
    roomFor(doc, doc.heightOfString(note, { width: WIDTH }) + 4);
    doc.text(note, MARGIN, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
  }
}

/**
 * The document as the bytes of a PDF file. pdfkit (with fontkit) is loaded on the first document
 * drawn, not at start: it adds about 24 MB to the process, which most instances never need.
 */
export async function documentPdf(content: DocumentContent): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    // No default font: pdfkit's is Helvetica, a standard font that is not embedded and whose
    // metrics pdfkit loads from its own folder, which the bundle and the executable do not have.
    font: "",
    info: {
      Title: `${content.title} ${content.number}`,
      Author: env.SELLER_NAME,
      CreationDate: content.date,
    },
  });
  doc.registerFont("regular", documentFont("regular"));
  doc.registerFont("bold", documentFont("bold"));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  header(doc, content);
  parties(doc, content);
  lines(doc, content);
  totals(doc, content);
  notes(doc, content);
  doc.end();
  return done;
}
