// Where each provider's adapter sends its requests. Env wins (BE_PORTAL_URL; NL_PAYROLL_URL with its OAuth
// client NL_PAYROLL_CLIENT_ID / NL_PAYROLL_CLIENT_SECRET and NL_PAYROLL_TOKEN_URL: a real endpoint or a
// simulator elsewhere); without it, the simulators this process serves (scripts/start.ts and tests register
// them, on globalThis because Next bundles its own module copies). PROVIDER_TIMEOUT_MS bounds every call.
const REGISTRY = Symbol.for("hr.integrations.simulators");
type Registry = {
  bePortalUrl?: string;
  nlPayroll?: { baseUrl: string; tokenUrl: string; clientId: string; clientSecret: string };
};
type WithRegistry = typeof globalThis & { [REGISTRY]?: Registry };

/** Adds the simulators this process serves to what is registered (null forgets them all). */
export function registerEmbeddedSimulators(registry: Registry | null): void {
  const g = globalThis as WithRegistry;
  g[REGISTRY] = registry ? { ...g[REGISTRY], ...registry } : undefined;
}

export function bePortalBaseUrl(): string | null {
  const fromEnv = process.env.BE_PORTAL_URL?.trim();
  if (fromEnv) return fromEnv.replace(/\/+$/, "");
  return (globalThis as WithRegistry)[REGISTRY]?.bePortalUrl ?? null;
}

export type NlPayrollEndpoint = { baseUrl: string; tokenUrl: string; clientId: string; clientSecret: string };

/** The NL payroll API and the app's OAuth client there; null when neither env nor a local simulator gives one. */
export function nlPayrollEndpoint(env: Record<string, string | undefined> = process.env): NlPayrollEndpoint | null {
  const base = env.NL_PAYROLL_URL?.trim().replace(/\/+$/, "");
  if (base) {
    const clientId = env.NL_PAYROLL_CLIENT_ID?.trim();
    const clientSecret = env.NL_PAYROLL_CLIENT_SECRET;
    if (!clientId || !clientSecret) return null;
    return {
      baseUrl: base,
      tokenUrl: env.NL_PAYROLL_TOKEN_URL?.trim() || `${base}/oauth/token`,
      clientId,
      clientSecret,
    };
  }
  return (globalThis as WithRegistry)[REGISTRY]?.nlPayroll ?? null;
}

/** Whether the provider's adapter has somewhere to send requests (env, or a simulator this process serves). */
export function providerConfigured(provider: "be_portal" | "nl_payroll"): boolean {
  if (provider === "nl_payroll") return nlPayrollEndpoint() !== null;
  return bePortalBaseUrl() !== null;
}

export function providerTimeoutMs(): number {
  const value = Number(process.env.PROVIDER_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 15_000;
}
