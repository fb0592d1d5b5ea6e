// The contract as a PDF (pdf-lib, A4, Helvetica), and the signed copy: the same pages plus a signature
// page naming who signed, when, from where, and the SHA-256 of the document they were shown. Dates in the
// PDF's metadata are passed in, so the same text gives the same bytes (tests and the stored hash rely on it).
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BODY_SIZE = 11;
const LINE = 15;

// The standard fonts speak WinAnsi only: Latin-1 plus a few typographic marks. Anything else (a name in
// another script) is printed as "?" instead of failing the whole document.
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
export function toWinAnsi(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    const ok = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
    out += ok ? ch : ch === "\t" ? " " : "?";
  }
  return out;
}

/**
 * Greedy word wrap to `width` points; a word longer than a line is cut. Widths add up word by word (the
 * standard fonts have no kerning in pdf-lib), so a long contract is not measured line by line again.
 */
export function wrapLine(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (s: string) => font.widthOfTextAtSize(s, size);
  const space = measure(" ");
  const lines: string[] = [];
  let current = "";
  let currentWidth = 0;
  for (let word of text.split(/ +/)) {
    let wordWidth = measure(word);
    while (wordWidth > width && word.length > 1) {
      let cut = word.length - 1;
      while (cut > 1 && measure(word.slice(0, cut)) > width) cut--;
      if (current) lines.push(current);
      lines.push(word.slice(0, cut));
      current = "";
      currentWidth = 0;
      word = word.slice(cut);
      wordWidth = measure(word);
    }
    const candidateWidth = current ? currentWidth + space + wordWidth : wordWidth;
    if (candidateWidth <= width) {
      current = current ? `${current} ${word}` : word;
      currentWidth = candidateWidth;
    } else {
      lines.push(current);
      current = word;
      currentWidth = wordWidth;
    }
  }
  lines.push(current);
  return lines;
}

type Writer = { page: PDFPage; y: number };

function writer(doc: PDFDocument): Writer {
  return { page: doc.addPage(A4), y: A4[1] - MARGIN };
}

function writeLines(doc: PDFDocument, w: Writer, lines: string[], font: PDFFont, size: number): Writer {
  for (const line of lines) {
    if (w.y < MARGIN + LINE) w = writer(doc);
    w.page.drawText(line, { x: MARGIN, y: w.y, size, font, color: rgb(0.1, 0.1, 0.12) });
    w.y -= size === BODY_SIZE ? LINE : size + 6;
  }
  return w;
}

export type PdfMeta = { title: string; createdAt: Date; footer: string };

export async function buildContractPdf(text: string, meta: PdfMeta): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  setMeta(doc, meta.title, meta.createdAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let w = writer(doc);
  const paragraphs = toWinAnsi(text.replace(/\r\n?/g, "\n")).split("\n");
  paragraphs.forEach((line, index) => {
    // The first line is the title.
    const f = index === 0 ? bold : font;
    const size = index === 0 ? 15 : BODY_SIZE;
    w = line.trim() === "" ? { ...w, y: w.y - LINE / 2 } : writeLines(doc, w, wrapLine(line, f, size, width), f, size);
  });
  footers(doc, font, toWinAnsi(meta.footer));
  return doc.save();
}

export type SignatureBlock = {
  title: string;
  rows: [label: string, value: string][];
  signedAt: Date;
};

/** The sent PDF with a signature page added after its last page. */
export async function appendSignaturePage(pdf: Uint8Array, block: SignatureBlock): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setModificationDate(block.signedAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let w = writer(doc);
  w = writeLines(doc, w, [toWinAnsi(block.title)], bold, 15);
  w.y -= LINE / 2;
  for (const [label, value] of block.rows) {
    w = writeLines(doc, w, [toWinAnsi(label)], bold, BODY_SIZE);
    w = writeLines(doc, w, wrapLine(toWinAnsi(value || "–"), font, BODY_SIZE, width), font, BODY_SIZE);
    w.y -= LINE / 3;
  }
  return doc.save();
}

function setMeta(doc: PDFDocument, title: string, at: Date) {
  doc.setTitle(toWinAnsi(title));
  doc.setCreator("HR platform");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(at);
  doc.setModificationDate(at);
}

function footers(doc: PDFDocument, font: PDFFont, footer: string) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = `${footer} · ${i + 1}/${pages.length}`;
    page.drawText(text, { x: MARGIN, y: MARGIN / 2, size: 8, font, color: rgb(0.4, 0.4, 0.45) });
  });
}
