/** @jest-environment node */
// Each page sends its client components only the message namespaces they read (issue 18: the whole
// catalogue was most of every page's HTML). These tests walk every route file's imports and check that
// the scope that route hands to NextIntlClientProvider (its own <ClientMessages scope> or
// withClientMessages, else its nearest layout's) covers every useTranslations namespace reachable from it:
// a component that starts reading a new namespace fails here instead of showing raw keys in a browser.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_SCOPES, type ClientScope } from "@/lib/i18n/client-scopes";
import { pickMessages } from "@/lib/i18n/client-messages";
import { readMessages } from "../../support/messages";
import { MESSAGE_NAMESPACES } from "@/lib/i18n/messages";
import { FIELD_MESSAGE_KEYS } from "@/lib/validation/field-message";
import {
  ROOT,
  isRouteFile,
  namespacePathsInFile,
  namespacesInFile,
  reachableNamespaces,
} from "../../support/translation-graph";

const APP = path.join(ROOT, "app");

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" && dir === APP ? [] : routeFiles(full);
    return isRouteFile(full) ? [full] : [];
  });
}

/** The scope a route file sets itself, if any. */
function ownScope(file: string): ClientScope | null {
  const source = readFileSync(file, "utf8");
  const match = /<ClientMessages scope="(\w+)"|withClientMessages\(\s*"(\w+)"/.exec(source);
  if (!match) return null;
  const scope = (match[1] ?? match[2]) as ClientScope;
  if (!(scope in CLIENT_SCOPES)) throw new Error(`${path.relative(ROOT, file)}: unknown scope ${scope}`);
  return scope;
}

/** Its own scope, else the nearest layout's above it (a layout's own folder counts only for pages). */
function scopeOf(file: string): ClientScope {
  const own = ownScope(file);
  if (own) return own;
  let dir = path.dirname(file);
  if (path.basename(file).startsWith("layout.")) dir = path.dirname(dir);
  for (; dir.startsWith(APP); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    try {
      const scope = ownScope(layout);
      if (scope) return scope;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new Error(`${path.relative(ROOT, file)}: no layout above it sends client messages`);
}

const files = routeFiles(APP);

describe("client message scopes", () => {
  it("finds the route files and their translations (the walk is not vacuous)", () => {
    expect(files.length).toBeGreaterThan(30);
    expect([...reachableNamespaces(path.join(APP, "(app)/people/page.tsx")).namespaces]).toEqual(
      expect.arrayContaining(["people", "common"]),
    );
    expect([...reachableNamespaces(path.join(APP, "(app)/layout.tsx")).namespaces]).toEqual(
      expect.arrayContaining(["shell", "nav"]),
    );
  });

  it.each(files.map((f) => [path.relative(ROOT, f), f]))(
    "%s sends every namespace its client components read",
    (_name, file) => {
      const scope = scopeOf(file);
      const sent: readonly string[] = CLIENT_SCOPES[scope];
      // useTranslations("flows.upgrade") is served by "flows" or "flows.upgrade"; useTranslations("flows")
      // only by "flows" (it may read any key below).
      const covered = (used: string) => sent.some((s) => used === s || used.startsWith(`${s}.`));
      const missing = [...reachableNamespaces(file).paths].filter((p) => !covered(p));
      expect({ scope, missing }).toEqual({ scope, missing: [] });
    },
  );

  it("names only namespaces and subtrees that exist", () => {
    const en = readMessages("en");
    for (const paths of Object.values(CLIENT_SCOPES))
      for (const p of paths) {
        const [ns, ...rest] = p.split(".");
        expect(MESSAGE_NAMESPACES).toContain(ns);
        const node = rest.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], en[ns!]);
        expect({ path: p, found: node !== undefined }).toEqual({ path: p, found: true });
      }
  });

  it("sends a subtree alone, nested as in the catalogue", () => {
    const en = readMessages("en");
    const picked = pickMessages(en, ["common", "flows.upgrade"]);
    expect(Object.keys(picked).sort()).toEqual(["common", "flows"]);
    expect(picked.flows).toEqual({ upgrade: en.flows!.upgrade });
    expect(picked.common).toBe(en.common);
  });

  it("sends the directory and the frame far less than the whole catalogue", () => {
    const en = readMessages("en");
    const size = (m: object) => JSON.stringify(m).length;
    // When the scopes went down to keys (issue 18): people 4.1 KB and the shell 7.9 KB of the catalogue's 78 KB
    // (they were 30 and 27 KB).
    expect(size(pickMessages(en, CLIENT_SCOPES.people))).toBeLessThan(size(en) / 12);
    expect(size(pickMessages(en, CLIENT_SCOPES.shell))).toBeLessThan(size(en) / 6);
  });

  it("follows a translator's keys, and takes its whole namespace when a read cannot be told", () => {
    // t("deletedBadge")…, and `[t]` in a hook's dependency list reads nothing.
    expect(namespacePathsInFile(path.join(ROOT, "components/people/people-table.tsx")).sort()).toEqual([
      "people.deletedBadge",
      "people.none",
      "people.sensitiveBadge",
    ]);
    // dayOffTypeLabel(t, type) hands the translator on: all of "leave"; t(`weekdaysShort.${d}`) a subtree.
    const grid = namespacePathsInFile(path.join(ROOT, "components/leave/month-grid-table.tsx"));
    expect(grid).toEqual(expect.arrayContaining(["leave", "leave.weekdaysShort", "calendar.firstHalf"]));
  });

  it("sends the field rules' messages a field translates by key (FIELD_MESSAGE_KEYS)", () => {
    expect(namespacePathsInFile(path.join(ROOT, "components/ui/field-message.tsx")).sort()).toEqual(
      FIELD_MESSAGE_KEYS.map((key) => `fields.${key}`).sort(),
    );
  });

  it("reads the namespaces a component declares for useTranslations() without one", () => {
    expect(namespacesInFile(path.join(ROOT, "components/teams/team-list.tsx")).sort()).toEqual(["common", "teams"]);
  });
});

describe("messages a dialog brings with its code (lazyWithMessages)", () => {
  it("leaves what a lazily loaded dialog brings out of the route's scope, and keeps what it does not", () => {
    const shell = reachableNamespaces(path.join(APP, "(app)/layout.tsx")).paths;
    // The score survey's and the upgrade steps' texts come with them; the upgrade button's stays.
    expect([...shell].filter((p) => p.startsWith("flows.survey") || p.startsWith("flows.celebratory"))).toEqual([]);
    expect([...shell].filter((p) => p.startsWith("shell.navSettings"))).toEqual([]);
    expect(shell).toContain("flows.upgrade.entry");
  });

  it("loads only namespaces it has loaders for, picked and laid over the page's", async () => {
    const { loadLazyMessages, mergeMessages } = await import("@/lib/i18n/lazy-messages");
    const { LAZY_NAMESPACES } = await import("@/lib/i18n/lazy-message-loaders");
    expect(LAZY_NAMESPACES).toEqual(expect.arrayContaining(["flows", "shell"]));
    const nl = readMessages("nl");
    const survey = await loadLazyMessages("nl", ["flows.survey"]);
    expect(survey).toEqual({ flows: { survey: nl.flows!.survey } });
    const merged = mergeMessages({ flows: { upgrade: { entry: "x" } }, common: { a: "b" } }, survey);
    expect(merged).toEqual({ flows: { upgrade: { entry: "x" }, survey: nl.flows!.survey }, common: { a: "b" } });
  });
});
