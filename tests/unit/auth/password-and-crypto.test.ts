/** @jest-environment node */
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { decryptField, encryptField, lookupHash } from "@/lib/crypto/field-encryption";

describe("password hashing (scrypt)", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("Correct horse 1");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain("Correct horse 1");
    await expect(verifyPassword("Correct horse 1", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct horse 1", hash)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toEqual(await hashPassword("same"));
  });

  it("refuses missing or malformed stored hashes", async () => {
    await expect(verifyPassword("x", null)).resolves.toBe(false);
    await expect(verifyPassword("x", "md5$abc")).resolves.toBe(false);
  });
});

describe("field encryption", () => {
  it("round-trips and never stores the plain value", () => {
    const stored = encryptField("85073003328");
    expect(stored).not.toContain("85073003328");
    expect(decryptField(stored)).toBe("85073003328");
    expect(encryptField("85073003328")).not.toEqual(stored); // random IV
  });

  it("detects tampering", () => {
    const stored = encryptField("BE71096123456769");
    const [v, iv, tag, data] = stored.split(":");
    const flipped = Buffer.from(data!, "base64");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptField([v, iv, tag, flipped.toString("base64")].join(":"))).toThrow();
  });

  it("keeps empty values empty", () => {
    expect(encryptField("")).toBeNull();
    expect(decryptField(null)).toBeNull();
  });

  it("gives a stable lookup hash that ignores formatting", () => {
    expect(lookupHash("85.07.30-033.28")).toEqual(lookupHash("85073003328"));
    expect(lookupHash("85073003328")).not.toEqual(lookupHash("85073003329"));
  });
});
