// The company's commute allowance settings (GET / POST /api/requests/commutes/settings): the stored row or
// the defaults of commute-allowance.ts. Rates are shown and taken in euros, kept in cents.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TCommuteSettingsInput } from "../requests.types";
import { COMMUTE_SETTING_DEFAULTS, type CommuteSettings } from "./commute-allowance";

type Reader = Pick<typeof db, "commuteAllowanceSetting">;

export async function loadCommuteSettings(tx: Reader, groupId: number): Promise<CommuteSettings> {
  const row = await tx.commuteAllowanceSetting.findUnique({ where: { groupId } });
  return row
    ? {
        bikeCentsPerKm: row.bikeCentsPerKm,
        carCentsPerKm: row.carCentsPerKm,
        publicTransportSharePct: row.publicTransportSharePct,
      }
    : COMMUTE_SETTING_DEFAULTS;
}

function settingsJson(s: CommuteSettings) {
  return {
    bike_per_km: s.bikeCentsPerKm / 100,
    car_per_km: s.carCentsPerKm / 100,
    public_transport_share_pct: s.publicTransportSharePct,
  };
}

export async function getCommuteSettings(ctx: RequestContext) {
  return { data: settingsJson(await loadCommuteSettings(db, ctx.group.id)) };
}

export async function setCommuteSettings(ctx: RequestContext, input: TCommuteSettingsInput) {
  const next: CommuteSettings = {
    bikeCentsPerKm: Math.round(input.bike_per_km * 100),
    carCentsPerKm: Math.round(input.car_per_km * 100),
    publicTransportSharePct: input.public_transport_share_pct,
  };
  await db.$transaction(async (tx) => {
    const before = await loadCommuteSettings(tx, ctx.group.id);
    await tx.commuteAllowanceSetting.upsert({
      where: { groupId: ctx.group.id },
      create: { groupId: ctx.group.id, ...next },
      update: next,
    });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "commute_allowance_setting",
      objectId: ctx.group.id,
      before: settingsJson(before),
      after: settingsJson(next),
    });
  });
  return { data: settingsJson(next) };
}
