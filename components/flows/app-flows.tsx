// Mounts the app-wide flows once, inside the signed-in shell: the upgrade flow (with the server's offer,
// so only eligible admins ever get an entry point) and the score survey (not while impersonating). The
// page's celebratory trigger sits in the shell's <main> (components/shell/app-shell.tsx). Child components
// reach the upgrade flow through useUpgradeFlow() or <UpgradeButton />.
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import type { RequestContext } from "@/lib/api/context";
import { getUpgradeOffer } from "@/lib/upgrade/get-upgrade-offer";
import { fullEditionGainLabels } from "@/lib/upgrade/full-edition-gains";
import { ScoreSurvey } from "./score-survey";
import { UpgradeFlowProvider } from "./upgrade-flow";

export async function AppFlows({ ctx, children }: { ctx: RequestContext; children: ReactNode }) {
  const [offer, locale] = await Promise.all([getUpgradeOffer(ctx), getLocale()]);
  // Translated here, and only for someone offered the upgrade: the list is all the modal needs.
  const gains = offer?.offered
    ? fullEditionGainLabels(await getTranslations("nav"), await getTranslations("flags"))
    : [];
  return (
    <UpgradeFlowProvider offer={offer} gains={gains}>
      {children}
      <ScoreSurvey
        userId={ctx.user.id}
        groupId={ctx.group.id}
        locale={locale}
        enabled={ctx.impersonatorUserId === null}
      />
    </UpgradeFlowProvider>
  );
}
