// GET /subdomain/{x}/istaken – whether a company address is free for sign-up (format and reserved names checked)
import { publicRoute } from "@/lib/api/route";
import { checkSubdomainTaken, ZSubdomainParam } from "@/lib/signup/check-subdomain";

export const GET = publicRoute({ input: ZSubdomainParam }, checkSubdomainTaken);
