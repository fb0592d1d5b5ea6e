// POST /api/signup – create a user and their company; answers a single-use sign-in ticket
import { publicRoute } from "@/lib/api/route";
import { signUp, ZSignUpInput } from "@/lib/signup/sign-up";

export const POST = publicRoute({ input: ZSignUpInput }, (input) => signUp(input));
