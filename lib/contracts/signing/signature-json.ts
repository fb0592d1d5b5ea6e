// One signature request as the API answers it. The PDF is fetched from pdf_url (the document as sent, or
// the signed copy once signed); IP and user agent are part of the evidence and shown to the employee and HR.
import type { ContractSignatureRequest } from "@/lib/db/generated/client";

export function signatureJson(r: ContractSignatureRequest) {
  return {
    id: r.id,
    contract_id: r.contractId,
    employee_id: r.employeeId,
    status: r.status,
    language: r.language,
    sent_at: r.sentAt.toISOString(),
    sent_by_name: r.sentByName,
    decided_at: r.decidedAt?.toISOString() ?? null,
    signed_name: r.signedName,
    signed_ip: r.signedIp,
    signed_user_agent: r.signedUserAgent,
    decline_reason: r.declineReason,
    document_sha256: r.documentSha256,
    signed_sha256: r.signedSha256,
    signed_file_id: r.signedFileId,
    pdf_url: `/api/contracts/signatures/${r.id}/pdf`,
    signed_pdf_url: r.status === "signed" ? `/api/contracts/signatures/${r.id}/pdf?signed=1` : null,
  };
}

export type SignatureJson = ReturnType<typeof signatureJson>;
