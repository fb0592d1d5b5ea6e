// GET /api/selfservice/domain/logo – the logo of the company whose custom domain the request came in on
// (public: the sign-in page on that domain shows it); 404 on any other host.
import { publicRoute } from "@/lib/api/route";
import { AppError } from "@/lib/api/errors";
import { requestHost } from "@/lib/branding/request-host";
import { logoForHost } from "@/lib/branding/logo-for-host";

export const GET = publicRoute({}, async (_input, req) => {
  const logo = await logoForHost(requestHost(req.headers));
  if (!logo) throw AppError.notFound("Logo");
  return new Response(Buffer.from(logo.bytes), {
    headers: {
      "Content-Type": logo.mime,
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});
