// POST /api/contracts/template/preview – a PDF of a template filled with a sample contract
import { route } from "@/lib/api/route";
import { previewContractTemplate } from "@/lib/contracts/signing/contract-template";
import { ZTemplateInput } from "@/lib/contracts/signing/signing.types";

// A POST that changes nothing: a read-only contracts reader may preview too.
export const POST = route(
  { input: ZTemplateInput, area: "contracts", permission: "contracts.read", allowReadOnly: true },
  previewContractTemplate,
);
