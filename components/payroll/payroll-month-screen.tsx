"use client";
// /payroll: one month as payroll will receive it. Company-wide anomalies on top, then the people (those
// with anomalies first, 25 a page, optionally only those; the page and the filter live in the address and
// the server sends only that page), each with what the push sends; Push opens the
// push dialog, and the month's pushes follow below, live. Someone who may only read sees the same month
// without any button (the server refuses their changes too).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { useToast } from "@/components/ui/toast";
import { AnomalyList } from "./anomaly-list";
import { CalendarCheckButton } from "./calendar-check-button";
import { EntryDialog, type EntryDialogMode } from "./entry-dialog";
import { MonthExcelImportExport } from "./month-excel-import-export";
import { MonthPicker, monthHref } from "./month-picker";
import { PersonMonthCard } from "./person-month";
import { PushDialog } from "./push-dialog";
import { PushHistory } from "./push-history";
import { entriesOf, writableKinds, type MonthScreenView } from "./payroll-types";

export function PayrollMonthScreen({ screen }: { screen: MonthScreenView }) {
  const t = useTranslations("payroll");
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const [dialog, setDialog] = useState<EntryDialogMode | null>(null);
  const [pushing, setPushing] = useState(false);
  const { overview, rights, integration } = screen;
  const writable = writableKinds(rights);
  const allAnomalies = overview.anomalies.length + overview.person_anomalies;
  const listHref = (page: number, onlyAnomalies: boolean) =>
    monthHref(screen.year, screen.month, integration?.id ?? null, { page, onlyAnomalies });
  const monthLabel = new Date(Date.UTC(screen.year, screen.month - 1, 1)).toLocaleString(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const pushedTo = new Set(screen.pushes.filter((p) => p.status === "succeeded").map((p) => p.integration_id));
  const integrations = screen.integrations.map((i) => ({ id: i.id, alias: i.alias }));

  return (
    <div className="space-y-6">
      <MonthPicker
        key={`${screen.year}-${screen.month}-${integration?.id ?? ""}`}
        year={screen.year}
        month={screen.month}
        integrations={integrations}
        integrationId={integration?.id ?? null}
      />
      {integration === null ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t("screen.noIntegration")}</p>
      ) : null}
      {screen.locked ? (
        <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-900" data-testid="payroll-locked">
          {t("screen.locked")}
        </p>
      ) : null}
      {!rights.write && !rights.push ? (
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700" data-testid="payroll-read-only">
          {t("screen.readOnly")}
        </p>
      ) : null}

      {/* On a phone, rows with controls on the right keep clear of the floating Support button's column
          (bottom right: 48 px plus its 16 px margin), as the integration card does, whatever the scroll. */}
      <div className="flex flex-wrap items-center justify-between gap-3 pr-12 sm:pr-0">
        <p className="text-slate-700" data-testid="payroll-summary">
          {t("screen.summary", { people: overview.total, anomalies: allAnomalies })}
        </p>
        <div className="flex flex-wrap gap-2">
          {writable.length > 0 ? (
            <>
              <Button
                variant="secondary"
                onClick={() => setDialog({ mode: "add", kind: writable[0]!, employeeId: null })}
                data-testid="payroll-add"
              >
                {t("screen.add")}
              </Button>
              <Button
                variant="secondary"
                onClick={() => setDialog({ mode: "bulk", kind: writable[0]! })}
                data-testid="payroll-bulk-add"
              >
                {t("screen.bulkAdd")}
              </Button>
            </>
          ) : null}
          {rights.checkCalendar && integration !== null ? (
            <CalendarCheckButton integrationId={integration.id} year={screen.year} month={screen.month} />
          ) : null}
          {rights.push && integration !== null ? (
            <Button onClick={() => setPushing(true)} data-testid="payroll-push-open">
              {t("push.open")}
            </Button>
          ) : null}
        </div>
      </div>

      {overview.anomalies.length > 0 ? (
        <section aria-labelledby="payroll-company-anomalies" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="payroll-company-anomalies" className="mb-2 text-lg font-semibold">
            {t("screen.companyAnomalies")}
          </h2>
          <AnomalyList anomalies={overview.anomalies} testId="payroll-company-anomalies" />
        </section>
      ) : null}

      <section aria-labelledby="payroll-people-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2 pr-12 sm:pr-0">
          <h2 id="payroll-people-title" className="text-lg font-semibold">
            {t("screen.people")}
          </h2>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={overview.only_anomalies}
              onChange={(e) => router.push(listHref(0, e.target.checked))}
              data-testid="payroll-only-anomalies"
            />
            {t("screen.onlyAnomalies")}
          </label>
        </div>
        {overview.data.length === 0 ? (
          // With the filter on in a month that has people, nobody is listed because nobody has an anomaly.
          <p className="text-slate-600" data-testid="payroll-no-people">
            {t(overview.only_anomalies && overview.total > 0 ? "screen.noAnomalies" : "screen.noPeople")}
          </p>
        ) : (
          <ul className="space-y-3" data-testid="payroll-people">
            {overview.data.map((person) => (
              <PersonMonthCard
                key={person.employee_id}
                person={person}
                entries={entriesOf(screen, person.employee_id)}
                types={screen.types}
                canWrite={rights.write}
                writable={writable}
                onOpen={setDialog}
              />
            ))}
          </ul>
        )}
        {overview.listed > overview.per_page ? (
          <Pagination
            page={overview.page}
            itemsOnPage={overview.data.length}
            pageSize={overview.per_page}
            total={overview.listed}
            onPageChange={(page) => router.push(listHref(page, overview.only_anomalies))}
          />
        ) : null}
      </section>

      <MonthExcelImportExport
        year={screen.year}
        month={screen.month}
        canExport={rights.excelExport}
        canImport={rights.excelImport}
      />

      <PushHistory
        pushes={screen.pushes}
        integrations={integrations}
        userId={screen.userId}
        canAnswer={rights.answerCode}
      />

      {dialog ? (
        <EntryDialog
          open={dialog}
          onClose={() => setDialog(null)}
          year={screen.year}
          month={screen.month}
          people={screen.people}
          types={screen.types}
          kinds={writable}
        />
      ) : null}
      {pushing && integration !== null ? (
        <PushDialog
          year={screen.year}
          month={screen.month}
          monthLabel={monthLabel}
          integrations={integrations}
          integrationId={integration.id}
          people={overview.total}
          openAnomalies={allAnomalies}
          pushedTo={pushedTo}
          onClose={() => setPushing(false)}
          onStarted={() => {
            setPushing(false);
            toast.show({ title: t("push.started"), variant: "success" });
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
