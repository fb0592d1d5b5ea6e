// GET /api/contracts/template – the company's contract template; POST – save it (null: the built-in one)
import { route } from "@/lib/api/route";
import { getContractTemplate, saveContractTemplate } from "@/lib/contracts/signing/contract-template";
import { ZSaveTemplateInput } from "@/lib/contracts/signing/signing.types";

export const GET = route({ area: "contracts", permission: "contracts.read" }, getContractTemplate);

export const POST = route(
  { input: ZSaveTemplateInput, area: "contracts", permission: "contracts.manage" },
  saveContractTemplate,
);
