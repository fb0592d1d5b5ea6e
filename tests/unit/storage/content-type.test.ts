// The one content sniffer: every accepted document kind is told by its bytes, and disguised or dangerous
// files are refused whatever their name says.
import { documentName, checkDocument, sniffDocument, sniffImage } from "@/lib/storage/content-type";
import { sniffPhotoMime } from "@/lib/people/photo-format";
import { sniffImageType } from "@/lib/settings/image-type";
import { samples } from "@/tests/support/document-samples";

describe("sniffDocument", () => {
  it.each([
    ["pdf", "application/pdf"],
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["gif", "image/gif"],
    ["webp", "image/webp"],
    ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
    ["odt", "application/vnd.oasis.opendocument.text"],
    ["ods", "application/vnd.oasis.opendocument.spreadsheet"],
    ["doc", "application/msword"],
    ["xls", "application/vnd.ms-excel"],
    ["text", "text/plain"],
  ] as const)("recognises %s", (kind, type) => {
    expect(sniffDocument(samples[kind]())).toBe(type);
  });

  it("tells CSV from plain text only by the name, the content being text", () => {
    expect(sniffDocument(samples.csv(), "amounts.csv")).toBe("text/csv");
    expect(sniffDocument(samples.csv(), "amounts.txt")).toBe("text/plain");
  });

  it.each(["html", "htmlLate", "svg", "xml", "exe", "elf", "script", "binary", "plainZip", "docm", "msi"] as const)(
    "refuses %s",
    (kind) => {
      expect(sniffDocument(samples[kind]())).toBeNull();
    },
  );

  it("refuses invalid UTF-8 and empty files", () => {
    expect(sniffDocument(Buffer.from([0x48, 0xc3, 0x28]))).toBeNull();
    expect(sniffDocument(Buffer.alloc(0))).toBeNull();
  });
});

describe("checkDocument", () => {
  it("refuses disguised files: HTML named .pdf, an exe named .png, a PNG named .pdf", () => {
    expect(checkDocument(samples.html(), "invoice.pdf")).toEqual({ ok: false, reason: "unsupported" });
    expect(checkDocument(samples.exe(), "photo.png")).toEqual({ ok: false, reason: "unsupported" });
    expect(checkDocument(samples.png(), "contract.pdf")).toEqual({ ok: false, reason: "mismatch" });
    expect(checkDocument(samples.text(), "report.docx")).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses dangerous extensions whatever the content", () => {
    expect(checkDocument(samples.text(), "page.html")).toEqual({ ok: false, reason: "unsupported" });
    expect(checkDocument(samples.png(), "logo.svg")).toEqual({ ok: false, reason: "unsupported" });
  });

  it("keeps a matching extension, and gives the type's own to a name without one or with an unknown one", () => {
    expect(checkDocument(samples.pdf(), "Contract 2026.PDF")).toEqual({
      ok: true,
      type: "application/pdf",
      name: "Contract 2026.PDF",
    });
    expect(checkDocument(samples.jpeg(), "scan.jpeg")).toEqual({ ok: true, type: "image/jpeg", name: "scan.jpeg" });
    expect(checkDocument(samples.pdf(), "no-extension")).toEqual({
      ok: true,
      type: "application/pdf",
      name: "no-extension.pdf",
    });
    expect(checkDocument(samples.text(), "run.jse")).toEqual({ ok: true, type: "text/plain", name: "run.jse.txt" });
  });

  it("does not let trailing dots or spaces hide an extension (Windows drops them)", () => {
    expect(checkDocument(samples.text(), "payroll.bat.")).toEqual({ ok: false, reason: "unsupported" });
    expect(checkDocument(samples.text(), "payroll.bat . ")).toEqual({ ok: false, reason: "unsupported" });
    expect(checkDocument(samples.text(), "report.pdf.")).toEqual({ ok: false, reason: "mismatch" });
    expect(documentName("Notes...", "text/plain")).toEqual({ ok: true, name: "Notes.txt" });
  });
});

describe("image sniffers share the one sniffer", () => {
  it("photos and logos take PNG, JPEG, WebP and nothing else", () => {
    for (const sniff of [sniffPhotoMime, sniffImageType]) {
      expect(sniff(samples.png())).toBe("image/png");
      expect(sniff(samples.jpeg())).toBe("image/jpeg");
      expect(sniff(samples.webp())).toBe("image/webp");
      expect(sniff(samples.gif())).toBeNull();
      expect(sniff(samples.svg())).toBeNull();
    }
    expect(sniffImage(samples.gif())).toBe("image/gif");
  });
});
