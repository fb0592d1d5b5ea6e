"use client";
// The table settings popup (spec sections 2, 3, 5 and 9): rows per page (10 or 30), up to 6 columns
// (at 6 the choice is marked full, the other boxes are disabled and a red explanation shows), the
// people name order and the calendar sort. Preferences are read from and stored to
// /api/table_preferences/{table}. Light users never load custom-field columns (spec section 6).
import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { TABLE_COLUMNS_MAX, TABLE_PER_PAGE_OPTIONS } from "@/lib/ui/constants";
import {
  CALENDAR_SORTS,
  NAME_ORDERS,
  type TablePreferencesJson,
} from "@/lib/table-preferences/table-preference-values";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";

export type TableColumn = { id: string; label: string };

type Props = {
  table: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The table's own columns. */
  columns: readonly TableColumn[];
  /** Shown while the user has chosen nothing yet. */
  defaultColumns: readonly string[];
  edition: "light" | "full";
  /** Custom-field columns; never called for light accounts. */
  loadCustomFieldColumns?: () => Promise<TableColumn[]>;
  showNameOrder?: boolean;
  showCalendarSort?: boolean;
  onSaved?: (preferences: TablePreferencesJson) => void;
};

export function TableSettingsPopup({
  table,
  open,
  onOpenChange,
  columns,
  defaultColumns,
  edition,
  loadCustomFieldColumns,
  showNameOrder,
  showCalendarSort,
  onSaved,
}: Props) {
  const t = useTranslations("flows.tableSettings");
  const toast = useToast();
  const ids = useId();
  const [loaded, setLoaded] = useState(false);
  const [customColumns, setCustomColumns] = useState<TableColumn[]>([]);
  const [perPage, setPerPage] = useState<TablePreferencesJson["per_page"]>(TABLE_PER_PAGE_OPTIONS[0]);
  const [selected, setSelected] = useState<string[]>([...defaultColumns].slice(0, TABLE_COLUMNS_MAX));
  const [nameOrder, setNameOrder] = useState<TablePreferencesJson["name_order"]>("first_last");
  const [calendarSort, setCalendarSort] = useState<TablePreferencesJson["calendar_sort"]>("name");
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setLoaded(false);
    const loadCustom = edition !== "light" && loadCustomFieldColumns ? loadCustomFieldColumns() : Promise.resolve([]);
    Promise.all([apiFetch<{ data: TablePreferencesJson }>(`/api/table_preferences/${table}`), loadCustom])
      .then(([prefs, custom]) => {
        if (cancelled) return;
        setCustomColumns(custom);
        setPerPage(prefs.data.per_page);
        setSelected((prefs.data.columns ?? [...defaultColumns]).slice(0, TABLE_COLUMNS_MAX));
        setNameOrder(prefs.data.name_order);
        setCalendarSort(prefs.data.calendar_sort);
        setLoaded(true);
      })
      .catch((error) => {
        if (!cancelled) {
          toast.showError(error);
          setLoaded(true);
        }
      });
    return () => {
      cancelled = true;
    };
    // defaultColumns and the loader are configuration: reload only when the popup opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, table, edition]);

  const allColumns = [...columns, ...customColumns];
  const full = selected.length >= TABLE_COLUMNS_MAX;

  function toggle(id: string) {
    setSelected((current) =>
      current.includes(id)
        ? current.filter((c) => c !== id)
        : current.length >= TABLE_COLUMNS_MAX
          ? current
          : [...current, id],
    );
  }

  async function save() {
    setPending(true);
    try {
      const body = { per_page: perPage, columns: selected, name_order: nameOrder, calendar_sort: calendarSort };
      const saved = await apiFetch<{ data: TablePreferencesJson }>(`/api/table_preferences/${table}`, { body });
      onSaved?.(saved.data);
      onOpenChange(false);
    } catch (error) {
      toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      testId="table-settings-popup"
      title={t("title")}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button onClick={save} disabled={!loaded || pending}>
            {t("save")}
          </Button>
        </>
      }
    >
      {!loaded ? (
        <p role="status" className="text-sm text-slate-600">
          {t("loading")}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t("perPage")}</legend>
            <div className="flex gap-4">
              {TABLE_PER_PAGE_OPTIONS.map((n) => (
                <label key={n} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={`${ids}-per-page`} checked={perPage === n} onChange={() => setPerPage(n)} />
                  {n}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset
            aria-describedby={full ? `${ids}-full` : undefined}
            data-full={full ? "true" : "false"}
            data-testid="table-columns"
          >
            <legend className="mb-1 flex w-full items-baseline justify-between text-sm font-medium">
              <span>{t("columns")}</span>
              <span
                className={`text-xs ${full ? "font-semibold text-red-700" : "text-slate-600"}`}
                data-testid="table-columns-count"
              >
                {t("selectedCount", { count: selected.length, max: TABLE_COLUMNS_MAX })}
              </span>
            </legend>
            <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
              {allColumns.map((column) => {
                const checked = selected.includes(column.id);
                return (
                  <label
                    key={column.id}
                    className={`flex min-h-8 items-center gap-2 text-sm ${!checked && full ? "text-slate-500" : ""}`}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => toggle(column.id)}
                    />
                    {column.label}
                  </label>
                );
              })}
            </div>
            {full ? (
              <p id={`${ids}-full`} className="mt-2 text-xs text-red-700" data-testid="table-columns-full">
                {t("columnsFull", { max: TABLE_COLUMNS_MAX })}
              </p>
            ) : null}
          </fieldset>

          {showNameOrder ? (
            <fieldset>
              <legend className="mb-1 text-sm font-medium">{t("nameOrder")}</legend>
              <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
                {NAME_ORDERS.map((order) => (
                  <label key={order} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`${ids}-name-order`}
                      checked={nameOrder === order}
                      onChange={() => setNameOrder(order)}
                    />
                    {t(`nameOrders.${order}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}

          {showCalendarSort ? (
            <div>
              <label htmlFor={`${ids}-calendar-sort`} className="mb-1 block text-sm font-medium">
                {t("calendarSort")}
              </label>
              <select
                id={`${ids}-calendar-sort`}
                value={calendarSort}
                onChange={(e) => setCalendarSort(e.target.value as TablePreferencesJson["calendar_sort"])}
                className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm"
              >
                {CALENDAR_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`calendarSorts.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
