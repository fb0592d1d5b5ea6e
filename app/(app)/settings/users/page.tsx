// /settings/users: the company's users and their rights (spec sections 2, 6, 7). Admins only; a read-only
// admin sees everything without controls (the API refuses their writes anyway).
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { db } from "@/lib/db/client";
import { listUsers } from "@/lib/settings-users/list-users";
import { InviteUsersForm } from "@/components/settings-users/invite-users-form";
import { UserList, type ListedUser } from "@/components/settings-users/user-list";

export async function generateMetadata() {
  return { title: (await getTranslations("settingsUsers"))("title") };
}

export default async function SettingsUsersPage() {
  const ctx = await requirePageContext("settings");
  const t = await getTranslations("settingsUsers");
  const canManage = can(ctx.subject, "users.manage");
  const [{ data: users }, teams] = await Promise.all([
    listUsers(ctx),
    db.team.findMany({ where: { groupId: ctx.group.id }, select: { id: true, name: true }, orderBy: { name: "asc" } }),
  ]);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("intro", { group: ctx.group.name })}</p>
        {!canManage && <p role="note" className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t("readOnlyNote")}</p>}
      </div>
      {canManage && (
        <section aria-labelledby="invite-title" className="rounded-lg bg-white p-5 shadow-sm">
          <h2 id="invite-title" className="mb-3 text-lg font-semibold">{t("inviteTitle")}</h2>
          <InviteUsersForm />
        </section>
      )}
      <section aria-labelledby="users-title">
        <h2 id="users-title" className="mb-3 text-lg font-semibold">{t("listTitle")}</h2>
        <UserList users={users as ListedUser[]} teams={teams} canManage={canManage} selfId={ctx.user.id} />
      </section>
    </div>
  );
}
