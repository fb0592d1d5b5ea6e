// Where a leave request came from, on screen: one taken over from the payroll provider's calendar says
// "payroll provider (CODE)" in the reader's language (leave.fromPayrollProvider); others say nothing.
type Translate = (key: string, values: { code: string }) => string;

export function leaveRequestSource(t: Translate, request: { provider_code?: string | null }): string | null {
  return request.provider_code ? t("fromPayrollProvider", { code: request.provider_code }) : null;
}
