/** @jest-environment node */
// Text refused where input is parsed (lib/api/unsafe-text.ts): NUL and unpaired surrogates, found in keys
// and values at any depth and named by their path; the bidi rule of file names; both said in the
// caller's language; a body the client abandons mid-read is its 400, not our 500.
import { findUnsafeText, isUnsafeText } from "@/lib/api/unsafe-text";
import { localizedErrorBody } from "@/lib/api/localize-error";
import { toAppError } from "@/lib/api/to-app-error";
import { ZUploadFileInput } from "@/lib/documents/documents.types";

describe("unsafe text", () => {
  it("finds NUL and unpaired surrogates, and leaves proper pairs and ordinary text alone", () => {
    for (const bad of ["\u0000", "a\u0000", "\ud800", "x\ud800y", "\udc00", "\udc00\ud800"])
      expect(isUnsafeText(bad)).toBe(true);
    for (const good of ["", "Zoë", "👩‍👩‍👧", "\ud83d\ude00", "\u202e", "line\nbreak"])
      expect(isUnsafeText(good)).toBe(false);
  });

  it("names the path of the first unsafe value or key", () => {
    expect(findUnsafeText({ name: "ok", address: { street: "Kerk\u0000straat" } })).toBe("address.street");
    expect(findUnsafeText({ emails: ["a@b.be", "c\ud800@d.be"] })).toBe("emails.1");
    expect(findUnsafeText({ ["ke\u0000y"]: 1 })).toBe("ke?y");
    expect(findUnsafeText({ n: 1, b: true, z: null, list: [1, 2] })).toBeNull();
  });
});

describe("file names", () => {
  const file = { related_object_id: 1, document_type: "contract", file_base64: "JVBERi0=" };

  it("refuses bidi controls, in the caller's language", () => {
    const result = ZUploadFileInput.safeParse({ ...file, filename: "\u202egpj.exe.pdf" });
    expect(result.success).toBe(false);
    const nl = localizedErrorBody(toAppError(result.error), "nl").error;
    expect(nl.fields?.filename).toMatch(/bevat een teken dat niet is toegestaan$/);
    expect(ZUploadFileInput.safeParse({ ...file, filename: "Contract Zoë.pdf" }).success).toBe(true);
  });
});

describe("reading a body the client abandons", () => {
  it("answers 400, not a 500, when the body stream fails mid-read", async () => {
    const { readInput } = await import("@/lib/api/read-input");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":'));
        controller.error(new Error("aborted"));
      },
    });
    const req = new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    await expect(readInput(req, {})).rejects.toMatchObject({ code: "bad_request", status: 400 });
  });
});
