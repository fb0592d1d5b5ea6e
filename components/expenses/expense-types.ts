// The claim as the expenses API returns it (lib/expenses/expense-json.ts), for the client components.
export type ClaimJson = {
  id: number;
  status: "draft" | "submitted" | "approved" | "declined" | "processed";
  kind: "expense" | "mileage";
  category: string;
  date: string;
  description: string;
  currency: string;
  amount: number;
  vat_amount: number;
  exchange_rate: number;
  amount_eur: number;
  km: number | null;
  rate_per_km: number | null;
  cost_centre_code: string | null;
  employee: { id: number; name: string; team_name: string | null };
  message_to_employee: string | null;
  processing: "paid" | "payroll" | null;
  note: string | null;
  receipts: { id: number; filename: string; mime_type: string; url: string }[];
  can: { edit: boolean; submit: boolean; decide: boolean; process: boolean };
};

export type ClaimPage = { data: ClaimJson[]; total: number; page: number; per_page: number };

export type ExpenseRights = {
  file: boolean;
  team: boolean;
  all: boolean;
  excel: boolean;
  budgets: boolean;
  readOnly: boolean;
};

export const euros = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** A file as base64 (without the data: prefix), as the receipts API takes it. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(",")[1] ?? "");
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
