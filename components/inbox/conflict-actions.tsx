"use client";
// Keep ours, take the provider's side, or ignore one conflict with the payroll provider (the /inbox sections
// of data conflicts and calendar conflicts share it: the same three decisions on the same kind of endpoint).
// The version the person saw goes along: if someone decided first or a sync changed the values, the answer is
// 409 and the list reloads with what is true now. A provider's value our side cannot take (say, a calendar
// code no day-off type has) comes back naming why on resolution_method, and the toast says so. The section
// (a server component) hands over its texts, so this needs no message namespace of its own.
import { useRouter } from "next/navigation";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type Action = "ours" | "theirs" | "ignore";

export type ConflictActionTexts = {
  keepOurs: string;
  takeTheirs: string;
  ignore: string;
  actionFailed: string;
  done: Record<Action, string>;
};

type Props = {
  /** The conflicts' API, e.g. /api/integrations/data_conflicts; {id}/resolve and {id}/ignore hang off it. */
  api: string;
  texts: ConflictActionTexts;
  conflictId: number;
  version: number;
  label: string;
};

export function ConflictActions({ api, texts, conflictId, version, label }: Props) {
  const router = useRouter();
  const toast = useToast();
  const { pending, run } = useApiAction();

  async function act(action: Action) {
    const path = action === "ignore" ? "ignore" : "resolve";
    const body = action === "ignore" ? { version } : { resolution_method: action, version };
    let reason: string | undefined;
    const result = await run(async () => {
      try {
        return await apiFetch(`${api}/${conflictId}/${path}`, { body });
      } catch (e) {
        if (e instanceof ApiError) reason = e.fields.resolution_method;
        throw e;
      }
    });
    if (!result.ok) {
      toast.showError(new Error(reason ?? texts.actionFailed));
      router.refresh();
      return;
    }
    toast.show({ variant: "success", title: texts.done[action] });
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => act("ours")} disabled={pending} aria-label={`${texts.keepOurs}: ${label}`}>
        {texts.keepOurs}
      </Button>
      <Button
        variant="secondary"
        onClick={() => act("theirs")}
        disabled={pending}
        aria-label={`${texts.takeTheirs}: ${label}`}
      >
        {texts.takeTheirs}
      </Button>
      <Button variant="ghost" onClick={() => act("ignore")} disabled={pending} aria-label={`${texts.ignore}: ${label}`}>
        {texts.ignore}
      </Button>
    </div>
  );
}
