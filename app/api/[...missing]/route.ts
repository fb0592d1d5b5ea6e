// ANY /api/<unknown> – a JSON 404 in the API's error shape for paths no route file answers.
// Without it Next hands unknown /api paths to the HTML "lost" page (a session read and a shell render).
// Next prefers every static and dynamic segment over this catch-all, and the legacy API rewrites
// (next.config.ts, beforeFiles) run before routing, so no real route is shadowed. No session is read:
// a 404 says nothing about what exists.
import { publicRoute } from "@/lib/api/route";
import { AppError } from "@/lib/api/errors";

const notFound = publicRoute({}, () => {
  throw AppError.notFound("API path");
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
