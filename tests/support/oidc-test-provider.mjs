// A real OpenID Connect provider (the oidc-provider package) on a loopback port, for the integration and
// browser tests of /login/b2c. Runs as its own process (oidc-provider is ESM and Koa-based; jest does not
// need to load it). Its login page asks for an email address; the subject is derived from the email so
// the same person always gets the same `sub`. A field "unverified" makes email_verified false.
//
//   node tests/support/oidc-test-provider.mjs [port]
//   env OIDC_TEST_CLIENT_ID, OIDC_TEST_CLIENT_SECRET, OIDC_TEST_REDIRECT_URIS (comma separated)
// Prints one line "OIDC_TEST_PROVIDER_READY <issuer>" once it listens.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import Provider from "oidc-provider";

const port = Number(process.argv[2] ?? 0);
const clientId = process.env.OIDC_TEST_CLIENT_ID ?? "hr-test-client";
const clientSecret = process.env.OIDC_TEST_CLIENT_SECRET ?? "hr-test-secret-0123456789abcdef";
const redirectUris = (process.env.OIDC_TEST_REDIRECT_URIS ?? "http://localhost/login/b2c/callback").split(",");

const accounts = new Map();
export const subFor = (email) => `sub-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 24)}`;

let handler = (_req, res) => res.writeHead(503).end();
const server = createServer((req, res) => handler(req, res));
await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ["authorization_code"],
      response_types: ["code"],
    },
  ],
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  cookies: { keys: ["oidc-test-provider-cookie-key-0123456789"] },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, id) {
    const account = accounts.get(id);
    if (!account) return undefined;
    return { accountId: id, claims: () => ({ sub: id, ...account }) };
  },
});
const oidc = provider.callback();

const page = (
  uid,
  error = "",
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main><h1>Test identity provider</h1>${error ? `<p role="alert">${error}</p>` : ""}
<form method="post" action="/interaction/${uid}/login">
<label for="email">Email</label> <input id="email" name="email" type="email" required autofocus>
<label><input type="checkbox" name="unverified" value="1"> Email not verified</label>
<button type="submit">Continue</button></form></main></body></html>`;

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

handler = async (req, res) => {
  try {
    const url = new URL(req.url, issuer);
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!match) return oidc(req, res);
    const details = await provider.interactionDetails(req, res);
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(details.uid));
      return;
    }
    const form = await readForm(req);
    const email = (form.get("email") ?? "").trim().toLowerCase();
    if (!email) {
      res.writeHead(400, { "content-type": "text/html; charset=utf-8" }).end(page(details.uid, "Email is required"));
      return;
    }
    const accountId = subFor(email);
    accounts.set(accountId, { email, email_verified: form.get("unverified") !== "1", name: email.split("@")[0] });
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope ?? "openid"));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.writeHead(500, { "content-type": "text/plain" }).end(String(error?.message ?? error));
  }
};

process.stdout.write(`OIDC_TEST_PROVIDER_READY ${issuer}\n`);
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
