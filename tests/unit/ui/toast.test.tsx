import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { ToastProvider, toastDuration, useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/client/api-fetch";
import { readMessages } from "@/tests/support/messages";

const messages = readMessages("en");

function Trigger({ error }: { error: unknown }) {
  const { showError } = useToast();
  return <button onClick={() => showError(error)}>fail</button>;
}

function renderWith(error: unknown, locale = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? messages : readMessages(locale)}>
      <ToastProvider>
        <Trigger error={error} />
      </ToastProvider>
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByText("fail"));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("shows a red Error toast with the response's message for 6000 ms by default", () => {
  renderWith(new ApiError(422, "validation_failed", "Name is required"));
  const toast = screen.getByRole("alert");
  expect(toast).toHaveTextContent("Error");
  expect(toast).toHaveTextContent("Name is required");
  expect(toast.className).toContain("red");
  act(() => jest.advanceTimersByTime(5999));
  expect(screen.queryByRole("alert")).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole("alert")).toBeNull();
});

it("obeys the X-Toast-Timeout the server sent", () => {
  renderWith(new ApiError(500, "internal", "Boom", {}, 1500));
  act(() => jest.advanceTimersByTime(1500));
  expect(screen.queryByRole("alert")).toBeNull();
});

it("stays until closed when the timeout is 0", () => {
  renderWith(new ApiError(500, "internal", "Boom", {}, 0));
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByRole("alert")).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("alert")).toBeNull();
});

it("falls back to the default for a missing or negative duration", () => {
  expect(toastDuration(null)).toBe(6000);
  expect(toastDuration(-5)).toBe(6000);
  expect(toastDuration(0)).toBe(0);
  expect(toastDuration(2500)).toBe(2500);
});

it("says a network failure (the browser's English TypeError) in the user's language", () => {
  renderWith(new TypeError("Failed to fetch"), "nl");
  const toast = screen.getByRole("alert");
  expect(toast).not.toHaveTextContent("Failed to fetch");
  expect(toast).toHaveTextContent(readMessages("nl").errors!.generic as string);
});
