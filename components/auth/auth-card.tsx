// The card every sign-in route sits in (no navigation): a heading, an optional subtitle, the content.
import type { ReactNode } from "react";

export function AuthCard({
  title,
  subtitle,
  children,
  wide,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="flex min-h-screen items-start justify-center px-4 py-12 sm:items-center">
      <div className={`w-full ${wide ? "max-w-lg" : "max-w-sm"} rounded-xl bg-white p-6 shadow-md sm:p-8`}>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {subtitle ? <p className="mb-6 mt-1 text-sm text-slate-600">{subtitle}</p> : <div className="mb-6" />}
        {children}
      </div>
    </main>
  );
}

export function Notice({
  children,
  tone = "success",
  testId,
}: {
  children: ReactNode;
  tone?: "success" | "error" | "info";
  testId?: string;
}) {
  const colours =
    tone === "success"
      ? "bg-green-50 text-green-900"
      : tone === "error"
        ? "bg-red-50 text-red-800"
        : "bg-slate-100 text-slate-800";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={`mb-4 rounded-md px-3 py-2 text-sm ${colours}`}
    >
      {children}
    </p>
  );
}
