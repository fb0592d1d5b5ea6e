// GET /.well-known/oauth-authorization-server – RFC 8414 metadata of the OAuth 2 server (rewritten here by next.config)
import { publicRoute } from "@/lib/api/route";
import { authorizationServerMetadata } from "@/lib/oauth/authorization-server-metadata";

export const GET = publicRoute({}, (_input, req) =>
  Response.json(authorizationServerMetadata(req), { headers: { "Cache-Control": "public, max-age=3600" } }),
);
