// /settings/users: the company's users and their rights (spec sections 2, 6, 7). Admins only; a read-only
// admin sees everything without controls (the API refuses their writes anyway). Paged (?page=, counted from
// 1 like the API) with a search on email and name (?q=), both in the URL so the server renders them.
import { getTranslations } from "next-intl/server";
import { can } from "@/lib/access/permissions";
import { requirePageContext } from "@/lib/api/page-context";
import { listTeamChoices } from "@/lib/settings-users/list-team-choices";
import { listUsers } from "@/lib/settings-users/list-users";
import { callerMayImpersonate } from "@/lib/impersonation/can-impersonate";
import { USERS_DEFAULT_PER_PAGE } from "@/lib/settings-users/settings-users.types";
// The people directory's URL-driven wrapper of the shared Pagination serves any server-rendered list.
import { PeoplePagination } from "@/components/people/people-pagination";
import { InviteUsersForm } from "@/components/settings-users/invite-users-form";
import { UserList, type ListedUser } from "@/components/settings-users/user-list";
import { withClientMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("settingsUsers"))("title") };
}

async function SettingsUsersPage({ searchParams }: { searchParams: Promise<{ page?: string; q?: string }> }) {
  const ctx = await requirePageContext("/settings");
  const t = await getTranslations("settingsUsers");
  const canManage = can(ctx.subject, "users.manage");
  const query = await searchParams;
  const page = Math.min(1_000_000, Math.max(1, Math.floor(Number(query.page)) || 1));
  const search = typeof query.q === "string" ? query.q.trim().slice(0, 200) : "";
  const [list, teams] = await Promise.all([
    listUsers(ctx, { page, per_page: USERS_DEFAULT_PER_PAGE, search: search || undefined }),
    listTeamChoices(ctx),
  ]);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("intro", { group: ctx.group.name })}</p>
        {!canManage && (
          <p role="note" className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t("readOnlyNote")}
          </p>
        )}
      </div>
      {canManage && (
        <section aria-labelledby="invite-title" className="rounded-lg bg-white p-5 shadow-sm">
          <h2 id="invite-title" className="mb-3 text-lg font-semibold">
            {t("inviteTitle")}
          </h2>
          <InviteUsersForm />
        </section>
      )}
      <section aria-labelledby="users-title">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="users-title" className="text-lg font-semibold">
            {t("listTitle")}
          </h2>
          <form method="get" role="search" className="flex items-end gap-2">
            <label className="text-sm">
              <span className="mb-1 block text-slate-600">{t("searchLabel")}</span>
              <input
                type="search"
                name="q"
                defaultValue={search}
                maxLength={200}
                className="min-h-10 rounded-md border border-slate-300 px-3"
                data-testid="user-search"
              />
            </label>
            <button
              type="submit"
              className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50"
            >
              {t("search")}
            </button>
          </form>
        </div>
        <UserList
          users={list.data as ListedUser[]}
          teams={teams}
          canManage={canManage}
          selfId={ctx.user.id}
          canImpersonate={callerMayImpersonate(ctx)}
        />
        {list.total > list.per_page && (
          <PeoplePagination
            page={list.page}
            perPage={list.per_page}
            itemsOnPage={list.data.length}
            total={list.total}
          />
        )}
      </section>
    </div>
  );
}

export default withClientMessages("settingsUsers", SettingsUsersPage);
