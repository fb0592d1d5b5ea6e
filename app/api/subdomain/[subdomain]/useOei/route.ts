// GET /subdomain/{x}/useOei – whether that company signs in through the federated login system
import { publicRoute } from "@/lib/api/route";
import { checkSubdomainUsesFederatedLogin, ZSubdomainParam } from "@/lib/signup/check-subdomain";

export const GET = publicRoute({ input: ZSubdomainParam }, checkSubdomainUsesFederatedLogin);
