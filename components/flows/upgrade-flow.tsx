"use client";
// The light-to-full upgrade flow (spec sections 2, 4 and 6): upgrade modal -> confirm -> success, or
// "book a demo" -> booked. One step is open at a time; closing any step ends the flow where the user
// was (the current URL, minus the ?upgrade=open that may have opened it). Offered only when the server
// says so (GET /api/upgrade/offer, rule in lib/upgrade/upgrade-rule.ts): the provider renders nothing
// for everyone else. For a reseller that handles upgrades the flow shows no price and asks the reseller.
// The steps themselves (./upgrade-steps.tsx) are downloaded after the page (issue 18: first-load
// JavaScript), at once when the flow opens, with the honest fallback of components/ui/lazy-fallback.tsx.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { UpgradeOffer } from "@/lib/upgrade/get-upgrade-offer";
import { Button } from "@/components/ui/button";
import { lazyWithMessages } from "@/components/ui/lazy-messages";
import { LazyFallback, retryLazy } from "@/components/ui/lazy-fallback";

export type UpgradeStep = "closed" | "offer" | "confirm" | "success" | "requested" | "booked";

// The steps' texts come with their code; the shell sends only the entry button's.
const upgradeSteps = lazyWithMessages(() => import("./upgrade-steps"), ["flows.upgrade"]);
const retrySteps = retryLazy(upgradeSteps);

type UpgradeFlowApi = { offered: boolean; open: () => void };

const UpgradeFlowContext = createContext<UpgradeFlowApi>({ offered: false, open: () => {} });

/** Opens the flow from anywhere under the provider; `offered` says whether to show an entry point. */
export function useUpgradeFlow(): UpgradeFlowApi {
  return useContext(UpgradeFlowContext);
}

export const UPGRADE_QUERY_PARAM = "upgrade";

// What a light account gains today: built full-only modules and full-only switches (never a module that
// does not exist yet).

/** `gains`: what the full edition adds, as labels (fullEditionGainLabels in lib/upgrade/full-edition-gains.ts):
 * derived and translated on the server, so the flag catalogue, the module registry and their texts stay out
 * of the browser (issue 18). */
type Props = { offer: UpgradeOffer | null; gains: string[]; children?: ReactNode };

export function UpgradeFlowProvider({ offer, gains, children }: Props) {
  const [step, setStep] = useState<UpgradeStep>("closed");
  const [openedFromUrl, setOpenedFromUrl] = useState(false);
  const [resellerName, setResellerName] = useState<string | null>(offer?.reseller_name ?? null);
  const router = useRouter();
  const pathname = usePathname();
  const offered = offer?.offered === true;

  // Read from the router, not once at mount: the proxy sends a click on a greyed-out module to
  // /?upgrade=open, and a client-side navigation there keeps this provider mounted.
  const wantsOpen = useSearchParams().get(UPGRADE_QUERY_PARAM) === "open";
  useEffect(() => {
    if (!offered || !wantsOpen) return;
    setOpenedFromUrl(true);
    setStep("offer");
  }, [offered, wantsOpen]);

  const open = useCallback(() => {
    if (offered) setStep("offer");
  }, [offered]);

  const close = useCallback(() => {
    setStep("closed");
    if (!openedFromUrl) return;
    setOpenedFromUrl(false);
    const params = new URLSearchParams(window.location.search);
    params.delete(UPGRADE_QUERY_PARAM);
    const query = params.toString();
    router.replace(`${pathname}${query ? `?${query}` : ""}`);
  }, [openedFromUrl, pathname, router]);

  const api = useMemo(() => ({ offered, open }), [offered, open]);
  const { module: steps, failed } = upgradeSteps.useLazy(step !== "closed");
  const UpgradeSteps = steps?.UpgradeSteps;
  const StepsMessages = steps?.Messages;
  return (
    <UpgradeFlowContext.Provider value={api}>
      {children}
      {offered && offer && !UpgradeSteps && step !== "closed" ? (
        <LazyFallback failed={failed} onRetry={retrySteps} onClose={close} />
      ) : null}
      {offered && offer && UpgradeSteps && StepsMessages ? (
        <StepsMessages>
          <UpgradeSteps
            offer={offer}
            gains={gains}
            step={step}
            setStep={setStep}
            close={close}
            resellerName={resellerName}
            onRequested={(name) => setResellerName(name)}
            onUpgraded={() => router.refresh()}
          />
        </StepsMessages>
      ) : null}
    </UpgradeFlowContext.Provider>
  );
}

/** A ready-made entry point: renders nothing unless the upgrade is offered. */
export function UpgradeButton({ className = "" }: { className?: string }) {
  const t = useTranslations("flows.upgrade");
  const { offered, open } = useUpgradeFlow();
  if (!offered) return null;
  return (
    <Button onClick={open} className={className} data-testid="upgrade-button">
      {t("entry")}
    </Button>
  );
}
