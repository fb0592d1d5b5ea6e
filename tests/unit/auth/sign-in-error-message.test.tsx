// The sign-in form's refusal messages: a locked account names the wait and the time to try again.
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { readMessages } from "@/tests/support/messages";
import { SignInErrorMessage } from "@/components/auth/sign-in-error-message";

jest.mock("@/lib/auth/sign-in-action", () => ({}));

function renderWith(state: React.ComponentProps<typeof SignInErrorMessage>["state"], locale = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={readMessages(locale)} timeZone="UTC">
      <SignInErrorMessage state={state} />
    </NextIntlClientProvider>,
  );
}

it("shows nothing without an error", () => {
  const { container } = renderWith({ error: null });
  expect(container).toBeEmptyDOMElement();
});

// The clock time is Brussels time (10:15 UTC is 11:15 there in March), as every moment on screen.
it("names the minutes and the clock time of a lock", () => {
  renderWith({ error: "rate_limited", retryAfterSeconds: 14 * 60 + 5, retryAt: "2026-03-01T10:15:00Z" });
  expect(screen.getByRole("alert")).toHaveTextContent(/Try again in 15 minutes, at 11:15/);
});

it("speaks the user's language", () => {
  renderWith({ error: "rate_limited", retryAfterSeconds: 60, retryAt: "2026-03-01T10:15:00Z" }, "nl");
  expect(screen.getByRole("alert")).toHaveTextContent(/Probeer opnieuw over 1 minuut, om 11:15/);
});

it.each(["invalid_credentials", "no_active_account", "invalid_code", "sign_in_expired"] as const)(
  "has a message for %s",
  (error) => {
    renderWith({ error });
    expect(screen.getByRole("alert").textContent).not.toBe("");
    expect(screen.getByRole("alert")).toHaveAttribute("data-error", error);
  },
);
