/** @jest-environment node */
// The IdP certificate as admins paste it: normalised to one PEM block, refused when it is not exactly
// one valid, current X.509 certificate.
import { generateKeyPairSync } from "node:crypto";
import { generate } from "selfsigned";
import { checkCertificate, normaliseCertificate } from "@/lib/federation/saml-certificate";

let pem: string;
beforeAll(async () => {
  pem = (
    await generate([{ name: "commonName", value: "Unit IdP" }], { keySize: 2048, algorithm: "sha256" } as Parameters<
      typeof generate
    >[1])
  ).cert;
}, 30_000);

it("accepts PEM with or without armour lines and any wrapping, and reports subject and expiry", () => {
  const body = pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
  for (const input of [pem, `  ${pem}  `, body, body.match(/.{1,30}/g)!.join("\r\n")]) {
    const check = checkCertificate(input);
    expect(check).toMatchObject({ ok: true, subject: "CN=Unit IdP" });
    if (check.ok) expect(check.pem).toBe(normaliseCertificate(pem));
  }
});

it("refuses garbage, keys, several certificates, and certificates outside their validity", () => {
  const key = generateKeyPairSync("rsa", { modulusLength: 1024 })
    .publicKey.export({ type: "spki", format: "pem" })
    .toString();
  for (const input of [
    "",
    "hello world",
    key,
    `${pem}${pem}`,
    `text before\n${pem}`,
    "-----BEGIN CERTIFICATE-----\nAAAA",
  ]) {
    expect(checkCertificate(input).ok).toBe(false);
  }
  const far = new Date(Date.now() + 10 * 365 * 86_400_000);
  expect(checkCertificate(pem, far)).toEqual({ ok: false, message: "certificate has expired" });
  expect(checkCertificate(pem, new Date(0))).toEqual({ ok: false, message: "certificate is not valid yet" });
});
