// The ways a credentials sign-in is refused. Auth.js puts `code` into the redirect URL for HTTP
// callers (/login?error=CredentialsSignin&code=...); the sign-in form's server action receives the
// error object itself and reads the extra fields (retry time, second-factor ticket). The ticket is
// never put into a URL.
import { CredentialsSignin } from "next-auth";

export class InvalidCredentials extends CredentialsSignin {
  code = "invalid_credentials";
}

export class NoActiveAccount extends CredentialsSignin {
  code = "no_active_account";
}

/** The password was right, but every group of the user allows only single sign-on (access_type sso_only). */
export class SsoRequired extends CredentialsSignin {
  code = "sso_required";
}

export class RateLimited extends CredentialsSignin {
  code = "rate_limited";
  constructor(readonly retryAfterSeconds: number) {
    super();
  }
}

export class SecondFactorRequired extends CredentialsSignin {
  code = "mfa_required";
  constructor(readonly ticket: string) {
    super();
  }
}

export class InvalidCode extends CredentialsSignin {
  code = "invalid_code";
}

/** The second-factor step ran out (ticket expired or used): start again with the password. */
export class SignInExpired extends CredentialsSignin {
  code = "sign_in_expired";
}
