// GET|POST /api/auth/* – Auth.js endpoints (csrf, callback/credentials, signout, session)
import { handlers } from "@/lib/auth/auth";

export const { GET, POST } = handlers;
