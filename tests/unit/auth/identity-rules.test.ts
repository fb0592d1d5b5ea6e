/** @jest-environment node */
// The rules of the identity flows that need no database: password choice, the guessing lock's window,
// subdomains, recovery codes and the mail texts.
import { passwordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, throttleStateFrom } from "@/lib/auth/login-throttle";
import { subdomainProblem, suggestSubdomain } from "@/lib/signup/subdomain-rules";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "@/lib/auth/two-factor/recovery-codes";
import { composeMail, mailLocale } from "@/lib/mail/compose-mail";
import { looksLikeToken, newSecretToken, hashSecretToken } from "@/lib/auth/secret-token";

describe("password rules", () => {
  it("asks for 12 to 128 characters, counted as characters not bytes", () => {
    expect(passwordProblem("a".repeat(PASSWORD_MIN_LENGTH - 1) + "b")).toBeNull();
    expect(passwordProblem("short pass")).toBe("too_short");
    expect(passwordProblem("ééééééééééé")).toBe("too_short");
    expect(passwordProblem("x1".repeat(PASSWORD_MAX_LENGTH / 2))).toBeNull();
    expect(passwordProblem("x1".repeat(PASSWORD_MAX_LENGTH / 2) + "y")).toBe("too_long");
  });
  it("refuses the email address (any case) and its local part", () => {
    expect(passwordProblem("Jan.Peeters@Example.test", "jan.peeters@example.test")).toBe("same_as_email");
    expect(passwordProblem("jan.peeters.b", "jan.peeters.b@example.test")).toBe("same_as_email");
    expect(passwordProblem("jan.peeters.b!", "jan.peeters.b@example.test")).toBeNull();
  });
  it("refuses well-known and one-character passwords", () => {
    expect(passwordProblem("Password1234")).toBe("too_common");
    expect(passwordProblem("wachtwoord123")).toBe("too_common");
    expect(passwordProblem("zzzzzzzzzzzzzz")).toBe("too_common");
    expect(passwordProblem("correct horse battery")).toBeNull();
  });
});

describe("password-guessing lock", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it("stays open below the limit", () => {
    expect(throttleStateFrom([1, 2, 3, 4].map(minutesAgo), now)).toEqual({ locked: false });
  });
  it("locks at the limit until the oldest of the last failures leaves the window", () => {
    const state = throttleStateFrom([1, 2, 3, 4, 10].map(minutesAgo), now);
    expect(state).toEqual({
      locked: true,
      retryAt: new Date(minutesAgo(10).getTime() + LOGIN_WINDOW_MS),
      retryAfterSeconds: 5 * 60,
    });
  });
  it("ignores failures older than the window", () => {
    expect(throttleStateFrom([1, 2, 3, 4, 16].map(minutesAgo), now).locked).toBe(false);
  });
  it("with more failures, waits for enough of them to leave", () => {
    const state = throttleStateFrom([1, 2, 3, 4, 5, 6, 14].map(minutesAgo), now);
    expect(state.locked && state.retryAfterSeconds).toBe(10 * 60);
    expect(LOGIN_MAX_FAILURES).toBe(5);
  });
});

describe("subdomains", () => {
  it.each([
    ["ab", "too_short"],
    ["a".repeat(64), "too_long"],
    ["Bakkerij", "characters"],
    ["bak_kerij", "characters"],
    ["-bakkerij", "hyphen_edge"],
    ["bakkerij-", "hyphen_edge"],
    ["www", "reserved"],
    ["admin", "reserved"],
    ["login", "reserved"],
    ["bakkerij-peeters-2", null],
  ])("%s -> %s", (value, problem) => {
    expect(subdomainProblem(value)).toBe(problem);
  });
  it("suggests one from a company name", () => {
    expect(suggestSubdomain("Bakkerij Peeters BV")).toBe("bakkerij-peeters-bv");
    expect(suggestSubdomain("  Café Élise & Zonen!  ")).toBe("cafe-elise-zonen");
  });
});

describe("recovery codes and link tokens", () => {
  it("makes ten different codes that survive retyping in another case or without the hyphen", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(looksLikeRecoveryCode(code.toUpperCase().replace("-", " "))).toBe(true);
      expect(hashRecoveryCode(code.toUpperCase().replace("-", ""))).toBe(hashRecoveryCode(code));
    }
  });
  it("link tokens carry 256 bits and are stored as a hash", () => {
    const { token, hash } = newSecretToken();
    expect(looksLikeToken(token)).toBe(true);
    expect(hash).toBe(hashSecretToken(token));
    expect(hash).not.toContain(token);
    expect(looksLikeToken("../../etc/passwd")).toBe(false);
  });
});

describe("mail texts", () => {
  it("are written in the recipient's language, with the link in text and HTML and values escaped", () => {
    const mail = composeMail({
      kind: "invite",
      to: "x@example.test",
      locale: "fr",
      values: { inviter: "Ann <admin>", group: "A&B", days: 14 },
      link: "https://hr.test/user/email_invites/u/s",
    });
    expect(mail.subject).toBe("Ann <admin> vous invite à rejoindre A&B sur HR Platform");
    expect(mail.text).toContain("Accepter l'invitation: https://hr.test/user/email_invites/u/s");
    expect(mail.html).toContain("Ann &lt;admin&gt;");
    expect(mail.html).not.toContain("<admin>");
    expect(mail.html).toContain('href="https://hr.test/user/email_invites/u/s"');
  });
  it("picks the profile language, else the fallback, else English", () => {
    expect(mailLocale("nl", "fr")).toBe("nl");
    expect(mailLocale(null, "fr")).toBe("fr");
    expect(mailLocale("de", null)).toBe("en");
  });
});
