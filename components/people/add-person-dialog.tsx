"use client";
// "Add person" on /people: the button, and the form's dialog (./add-person-form.tsx) downloaded with its
// texts when the button is pressed or the browser is idle (issue 18: the form's code and its field labels
// and rules were part of every /people load). A failed download says so and is tried again.
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ReferenceChoices } from "@/lib/integrations/reference-choices";
import { Button } from "@/components/ui/button";
import { lazyWithMessages } from "@/components/ui/lazy-messages";
import { LazyFallback, retryLazy } from "@/components/ui/lazy-fallback";
import type { Team } from "./add-person-form";

const form = lazyWithMessages(
  () => import("./add-person-form"),
  ["people.add", "people.fields", "people.noTeam", "integrations.references", "fields"],
);
const retry = retryLazy(form);

export function AddPersonDialog({ teams, references }: { teams: Team[]; references?: ReferenceChoices }) {
  const t = useTranslations("people");
  const [open, setOpen] = useState(false);
  const { module, failed } = form.useLazy(open);
  return (
    <>
      <Button data-testid="add-person" onClick={() => setOpen(true)}>
        {t("addPerson")}
      </Button>
      {module ? (
        <module.Messages>
          <module.AddPersonForm teams={teams} references={references} open={open} setOpen={setOpen} />
        </module.Messages>
      ) : (
        open && <LazyFallback failed={failed} onRetry={retry} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
