// POST /api/user/setupWizardDone – the set-up wizard is finished and not shown again
import { route } from "@/lib/api/route";
import { markSetupWizardDone } from "@/lib/profile/setup-wizard-done";

export const POST = route({ allowReadOnly: true }, markSetupWizardDone);
