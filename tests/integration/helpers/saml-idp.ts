// A SAML identity provider played by the test: a key and certificate generated on the spot (selfsigned),
// and Responses built and signed with xml-crypto the way IdPs do (enveloped signature, exc-c14n, RSA-SHA256).
import { randomBytes } from "node:crypto";
import { inflateRawSync } from "node:zlib";
import { generate } from "selfsigned";
import { SignedXml } from "xml-crypto";

export type TestIdpKey = { key: string; cert: string };

export async function createIdpKey(options: { notAfter?: Date; notBefore?: Date } = {}): Promise<TestIdpKey> {
  const pems = await generate([{ name: "commonName", value: "Test IdP" }], {
    keySize: 2048,
    algorithm: "sha256",
    notBeforeDate: options.notBefore ?? new Date(Date.now() - 86_400_000),
    notAfterDate: options.notAfter ?? new Date(Date.now() + 365 * 86_400_000),
  } as Parameters<typeof generate>[1]);
  return { key: pems.private, cert: pems.cert };
}

/** The ID of the AuthnRequest inside a HTTP-Redirect binding URL. */
export function authnRequestId(redirectUrl: string): string {
  const encoded = new URL(redirectUrl).searchParams.get("SAMLRequest")!;
  const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
  return /\sID="([^"]+)"/.exec(xml)![1]!;
}

const iso = (ms: number) => new Date(ms).toISOString();

export type ResponseOptions = {
  inResponseTo?: string | null;
  issuer: string;
  audience: string;
  acsUrl: string;
  email: string;
  assertionId?: string;
  signAssertionWith?: TestIdpKey | null;
  signResponseWith?: TestIdpKey | null;
};

export function buildSamlResponse(o: ResponseOptions): string {
  const now = Date.now();
  const assertionId = o.assertionId ?? `_a${randomBytes(16).toString("hex")}`;
  const irt = o.inResponseTo ? ` InResponseTo="${o.inResponseTo}"` : "";
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>${o.issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${o.email}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${irt} NotOnOrAfter="${iso(now + 300_000)}" Recipient="${o.acsUrl}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(now - 60_000)}" NotOnOrAfter="${iso(now + 300_000)}"><saml:AudienceRestriction><saml:Audience>${o.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="_s${randomBytes(8).toString("hex")}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `</saml:Assertion>`;
  let xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(16).toString("hex")}" Version="2.0" IssueInstant="${iso(now)}" Destination="${o.acsUrl}"${irt}>` +
    `<saml:Issuer>${o.issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  if (o.signAssertionWith) {
    xml = sign(
      xml,
      o.signAssertionWith,
      "//*[local-name(.)='Assertion']",
      "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
    );
  }
  if (o.signResponseWith) {
    xml = sign(
      xml,
      o.signResponseWith,
      "/*[local-name(.)='Response']",
      "/*[local-name(.)='Response']/*[local-name(.)='Issuer']",
    );
  }
  return Buffer.from(xml, "utf8").toString("base64");
}

function sign(xml: string, idp: TestIdpKey, target: string, after: string): string {
  const sig = new SignedXml({
    privateKey: idp.key,
    publicCert: idp.cert,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  sig.addReference({
    xpath: target,
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
  });
  sig.computeSignature(xml, { location: { reference: after, action: "after" } });
  return sig.getSignedXml();
}
