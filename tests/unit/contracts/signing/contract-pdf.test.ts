// The contract PDF: text laid out on A4 pages (wrapped, several pages when long), characters the standard
// font cannot print replaced, the same input giving the same bytes, and the signature page appended.
import { PDFDocument, StandardFonts } from "pdf-lib";
import { appendSignaturePage, buildContractPdf, toWinAnsi, wrapLine } from "@/lib/contracts/signing/contract-pdf";
import { typedNameMatches } from "@/lib/contracts/signing/typed-name";

const meta = { title: "Contract", createdAt: new Date("2026-11-27T10:00:00Z"), footer: "Acme · contract 1" };

describe("contract PDF", () => {
  it("is a PDF, the same bytes for the same text, and longer text takes more pages", async () => {
    const a = await buildContractPdf("TITLE\n\nHello Zoë, € 3.200,00 – «ok»", meta);
    const b = await buildContractPdf("TITLE\n\nHello Zoë, € 3.200,00 – «ok»", meta);
    expect(Buffer.from(a).subarray(0, 5).toString()).toBe("%PDF-");
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
    const long = await buildContractPdf(`T\n${"A paragraph of words that wraps. ".repeat(40)}\n`.repeat(20), meta);
    expect((await PDFDocument.load(long)).getPageCount()).toBeGreaterThan(1);
    expect((await PDFDocument.load(a)).getTitle()).toBe("Contract");
  });

  it("prints what the standard font cannot as ?", () => {
    expect(toWinAnsi("Łukasz 李 Zoë €")).toBe("?ukasz ? Zoë €");
  });

  it("wraps a line to the width and cuts a word longer than a line", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapLine(`short words ${"x".repeat(200)} end`, font, 11, 200);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(200);
    expect(lines.join("").replace(/ /g, "")).toBe(`shortwords${"x".repeat(200)}end`);
  });

  it("adds a signature page after the contract's pages", async () => {
    const pdf = await buildContractPdf("T\n\nBody", meta);
    const signed = await appendSignaturePage(pdf, {
      title: "Electronic signature",
      signedAt: new Date("2026-11-28T09:00:00Z"),
      rows: [
        ["Signed by", "Sam Peeters"],
        ["User agent", "Mozilla/5.0 ".repeat(30)],
      ],
    });
    const doc = await PDFDocument.load(signed, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getModificationDate()?.toISOString()).toBe("2026-11-28T09:00:00.000Z");
  });
});

describe("typed signature", () => {
  const person = { firstName: "Zoë", lastName: "Berg", insertion: "van den" };
  it.each(["Zoë van den Berg", "zoe van den berg", "  ZOË   Van-Den Berg ", "Zoë Berg", "van den Berg Zoë"])(
    "accepts %j",
    (typed) => expect(typedNameMatches(typed, person)).toBe(true),
  );
  it.each(["x", "Zoë", "Sam Berg", "Zoë van den Bergen"])("refuses %j", (typed) =>
    expect(typedNameMatches(typed, person)).toBe(false),
  );
});
