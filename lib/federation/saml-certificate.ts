// The identity provider's signing certificate as admins paste it: PEM (with or without the BEGIN/END
// lines, any line breaks). Normalised to one PEM block and checked to be a parsable, currently valid
// X.509 certificate, so a typo is refused when saved rather than at everyone's next sign-in.
import { X509Certificate } from "node:crypto";

export type CertificateCheck =
  { ok: true; pem: string; subject: string; validTo: Date; fingerprint256: string } | { ok: false; message: string };

const BEGIN = "-----BEGIN CERTIFICATE-----";
const END = "-----END CERTIFICATE-----";

export function normaliseCertificate(input: string): string | null {
  const text = input.trim();
  let body: string;
  if (text.includes(BEGIN)) {
    const start = text.indexOf(BEGIN) + BEGIN.length;
    const end = text.indexOf(END, start);
    if (end < 0 || text.indexOf(BEGIN, start) >= 0) return null; // unterminated, or several certificates
    if (text.slice(end + END.length).trim() !== "" || text.slice(0, text.indexOf(BEGIN)).trim() !== "") return null;
    body = text.slice(start, end);
  } else {
    body = text;
  }
  body = body.replace(/\s+/g, "");
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  return `${BEGIN}\n${body.match(/.{1,64}/g)!.join("\n")}\n${END}\n`;
}

export function checkCertificate(input: string, now = new Date()): CertificateCheck {
  const pem = normaliseCertificate(input);
  if (!pem) return { ok: false, message: "certificate must be one PEM-encoded X.509 certificate" };
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem);
  } catch {
    return { ok: false, message: "certificate is not a valid X.509 certificate" };
  }
  const validTo = new Date(cert.validTo);
  if (validTo.getTime() <= now.getTime()) return { ok: false, message: "certificate has expired" };
  if (new Date(cert.validFrom).getTime() > now.getTime()) return { ok: false, message: "certificate is not valid yet" };
  return { ok: true, pem, subject: cert.subject, validTo, fingerprint256: cert.fingerprint256 };
}
