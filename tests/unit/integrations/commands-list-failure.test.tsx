// A finished import says what it did (people, the provider's contracts); a failed command on a Dutch (or French) screen says why in that language, from its stored code and
// values; the English error_reason is only the fallback for commands failed before codes were stored.
import { screen } from "@testing-library/react";
import { CommandsList } from "@/components/integrations/commands-list";
import type { CommandJson } from "@/components/integrations/integration-types";
import { mockFetch, renderUi } from "@/tests/support/render-ui";

function failed(over: Partial<CommandJson>): CommandJson {
  return {
    id: 9,
    integration_id: 4,
    kind: "sync_people",
    status: "failed",
    username_requested: false,
    accepts_code: false,
    error_reason: "The portal did not answer within 30 s",
    error_detail: { code: "timeout", values: { seconds: 30 } },
    result: null,
    attempts: 1,
    actor_user_id: "u1",
    version: 3,
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:01:00.000Z",
    started_at: "2026-11-20T10:00:01.000Z",
    finished_at: "2026-11-20T10:01:00.000Z",
    ...over,
  } as CommandJson;
}

function renderList(command: CommandJson, locale: string) {
  mockFetch({
    "GET /api/integrations/4/commands/list": { body: { data: [command], total: 1, page: 1, per_page: 5 } },
  });
  const noop = () => undefined;
  renderUi(
    <CommandsList integrationId={4} live={{}} canManage={false} onSeen={noop} onMoved={noop} onEnterCode={noop} />,
    locale,
  );
}

it("says a timeout in Dutch with its seconds", async () => {
  renderList(failed({}), "nl");
  expect(await screen.findByTestId("command-error")).toHaveTextContent("De leverancier antwoordde niet binnen 30 s");
});

it("says refused push lines in French with their count", async () => {
  renderList(
    failed({
      error_reason: "The provider refused 2 lines of the push: …",
      error_detail: { code: "lines_rejected", values: { count: 2 } },
    }),
    "fr",
  );
  expect(await screen.findByTestId("command-error")).toHaveTextContent("Le prestataire a refusé 2 lignes de l'envoi");
});

it("falls back to the stored reason without a code", async () => {
  renderList(failed({ error_reason: "Something the provider said", error_detail: null }), "nl");
  expect(await screen.findByTestId("command-error")).toHaveTextContent("Something the provider said");
});

it("says what a people import did with the provider's contracts, in Dutch", async () => {
  const result = { people: 12, linked: 10, unmatched: 2, contracts_created: 1, contracts_matched: 9 };
  renderList(failed({ status: "succeeded", error_reason: null, error_detail: null, result }), "nl");
  expect(await screen.findByTestId("command-result")).toHaveTextContent(
    "12 medewerkers gelezen, 10 gekoppeld, 2 niet gevonden · 1 contract geïmporteerd, 9 aan de onze gekoppeld",
  );
});

it("leaves the contracts out when the import stored none", async () => {
  const result = { people: 3, linked: 3, unmatched: 0, contracts_created: 0, contracts_matched: 0 };
  renderList(failed({ status: "succeeded", error_reason: null, error_detail: null, result }), "en");
  expect(await screen.findByTestId("command-result")).toHaveTextContent(/^3 people read, 3 linked, 0 not matched$/);
});
