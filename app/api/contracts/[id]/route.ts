// GET /api/contracts/{id} – one contract
import { route } from "@/lib/api/route";
import { contractJson } from "@/lib/contracts/contract-json";
import { ZContractPathInput } from "@/lib/contracts/contracts.types";
import { findVisibleContract } from "@/lib/contracts/find-visible-contract";
import { todayIso } from "@/lib/people-history/day";

export const GET = route(
  { input: ZContractPathInput, area: "contracts", permission: "contracts.read" },
  async (ctx, input) => ({ data: contractJson(await findVisibleContract(ctx, input.id), todayIso()) }),
);
