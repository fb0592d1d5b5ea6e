// Language pickers name each language in its own language (issue 16), on every screen language.
import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { readMessages } from "@/tests/support/messages";
import { LanguageForm } from "@/components/account/language-form";
import { ToastProvider } from "@/components/ui/toast";
import { PREFERRED_LANGUAGES } from "@/lib/people/preferred-languages";
import { LANGUAGE_NAMES } from "@/lib/i18n/language-names";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

it("names the languages English, Nederlands and Français", () => {
  expect(LANGUAGE_NAMES).toEqual({ en: "English", nl: "Nederlands", fr: "Français" });
  expect(PREFERRED_LANGUAGES.map((l) => l.name)).toEqual(["English", "Nederlands", "Français"]);
});

it.each(["en", "nl", "fr"] as const)(
  "the account language picker on a %s screen shows each language in its own language",
  (locale) => {
    render(
      <NextIntlClientProvider locale={locale} messages={readMessages(locale)}>
        <ToastProvider>
          <LanguageForm language="nl" dialect="nl-BE" />
        </ToastProvider>
      </NextIntlClientProvider>,
    );
    const selects = screen.getAllByRole("combobox");
    const options = within(selects[0]!).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.lang])).toEqual([
      ["English", "en"],
      ["Nederlands", "nl"],
      ["Français", "fr"],
    ]);
    const dialects = within(selects[1]!).getAllByRole("option").slice(1) as HTMLOptionElement[];
    expect(dialects.map((o) => o.textContent)).toEqual(["Nederlands (België)", "Nederlands (Nederland)"]);
  },
);
