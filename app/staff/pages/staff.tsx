import UserPlus from "lucide-react/icons/user-plus";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { type StaffRole, staffRoles } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import {
  actorOf,
  linkPanelData,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import { formatTime } from "~/staff/format-time.server";
import { parseNotifyAddress } from "~/staff/settings/notify-address";
import { admin as copy } from "~/staff/words";
import {
  AdminPageTitle,
  AdminSection,
  adminMeta,
  ErrorNotice,
  fieldClass,
  Notice,
} from "../components/admin-page";
import { CsrfField } from "../components/csrf-field";
import {
  AccountStatusBadge,
  LinkPanel,
  RoleAbilities,
  RoleBadge,
  RolePicker,
} from "../components/staff-parts";
import type { Route } from "./+types/staff";

/** Where new enquiries are emailed (server/leads/notify-to.ts). */
function recipientsOf(context: Route.LoaderArgs["context"]) {
  if (!context.leads) throw new Error("The lead service is missing from the load context");
  return context.leads.recipients;
}

/** /admin/staff: the accounts, an invitation, and the roles that need a second factor (owners). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, staff } = await requirePermission(request, context, "staff.manage");
  const [accounts, policy, notify] = await Promise.all([
    admin.staff.list(),
    admin.staff.secondFactorRoles(),
    recipientsOf(context).overview(),
  ]);
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    me: staff.staffId,
    notify,
    meHasSecondFactor: staff.secondFactor,
    policy,
    accounts: accounts.map((account) => ({
      ...account,
      lastSignIn: account.lastSignInAt ? formatTime(account.lastSignInAt) : null,
    })),
    policySaved: saved === "policy",
    notifySaved: saved === "notify",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin, staff, form } = await requirePermissionPost(request, context, "staff.manage");
  const intent = form.get("intent");
  if (intent === "policy") {
    const roles = form.getAll("require").map(String);
    if ((await admin.staff.setSecondFactorRoles(actorOf(context, staff), roles)) === "role")
      return data({ intent, error: copy.staffPage.errors.role }, { status: 400 });
    // Back to the page: if the rule now holds back the owner too, it says why and what to do.
    return redirect("/admin/staff?saved=policy", 303);
  }
  if (intent === "notify") {
    // Where new enquiries are emailed: an owner's setting, never an editor's words.
    const typed = String(form.get("notifyTo") ?? "").slice(0, 320);
    const address = typed.trim() === "" ? null : parseNotifyAddress(typed);
    if (typed.trim() !== "" && address === null)
      return data({ intent, error: copy.staffPage.notifyError, typed }, { status: 400 });
    const change = await recipientsOf(context).set(address);
    if (change.from !== change.to)
      await admin.audit.record({
        actor: { id: staff.staffId, email: staff.email },
        kind: "leads.notify-to",
        subject: "new enquiries",
        details: { from: change.from ?? "owners", to: change.to ?? "owners" },
        ipHash: actorOf(context, staff).ipHash,
      });
    return redirect("/admin/staff?saved=notify", 303);
  }
  if (intent !== "invite") throw data(copy.errors.methodNotAllowed, { status: 400 });
  const email = String(form.get("email") ?? "").slice(0, 320);
  const role = form.get("role");
  const result = await admin.staff.invite(actorOf(context, staff), { email, role });
  if (!result.ok) {
    const error = copy.staffPage.errors[result.problem];
    return data(
      { intent, error, problem: result.problem, email, role: typeof role === "string" ? role : "" },
      { status: result.problem === "exists" ? 409 : 400 },
    );
  }
  return data({ intent, invited: linkPanelData(context, result.link) });
}

export const meta: Route.MetaFunction = () => adminMeta(copy.staffPage.title);

type ActionData = Route.ComponentProps["actionData"];

function InviteForm({ actionData }: { actionData: ActionData }) {
  const words = copy.staffPage;
  const navigation = useNavigation();
  const failed = actionData && "error" in actionData && actionData.intent === "invite";
  const problem = failed && "problem" in actionData ? actionData.problem : null;
  return (
    <AdminSection id="invite" title={words.inviteHeading} intro={words.inviteIntro}>
      {failed ? <ErrorNotice id="invite-error">{actionData.error}</ErrorNotice> : null}
      <Form method="post" className="mt-4" data-testid="invite-form">
        <CsrfField />
        <input type="hidden" name="intent" value="invite" />
        <label htmlFor="invite-email" className="text-sm font-semibold">
          {words.emailLabel}
        </label>
        <input
          id="invite-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          defaultValue={failed && "email" in actionData ? actionData.email : ""}
          aria-invalid={problem === "email" || problem === "exists" ? true : undefined}
          aria-describedby={failed ? "invite-error" : undefined}
          className={`${fieldClass} max-w-md`}
        />
        <RolePicker
          legend={words.roleLabel}
          idPrefix="invite-role"
          value={
            failed && "role" in actionData && staffRoles.includes(actionData.role as StaffRole)
              ? (actionData.role as StaffRole)
              : undefined
          }
        />
        <button
          type="submit"
          className={`${buttonClass("primary")} mt-4`}
          disabled={navigation.state === "submitting"}
        >
          <UserPlus size={16} aria-hidden="true" />
          {words.inviteSubmit}
        </button>
      </Form>
    </AdminSection>
  );
}

function PolicyForm({
  policy,
  warnOwner,
  saved,
  error,
}: {
  policy: StaffRole[];
  warnOwner: boolean;
  saved: boolean;
  error: string | null;
}) {
  const words = copy.staffPage;
  return (
    <AdminSection id="policy" title={words.policyHeading} intro={words.policyIntro}>
      {saved ? <Notice>{words.policySaved}</Notice> : null}
      {error ? <ErrorNotice>{error}</ErrorNotice> : null}
      <Form method="post" className="mt-4" data-testid="policy-form">
        <CsrfField />
        <input type="hidden" name="intent" value="policy" />
        <fieldset>
          <legend className="text-sm font-semibold">{words.policyLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {staffRoles.map((role) => (
              <label key={role} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="require"
                  value={role}
                  defaultChecked={policy.includes(role)}
                  className="size-4 accent-primary-700"
                />
                {copy.roles[role].label}
              </label>
            ))}
          </div>
        </fieldset>
        {warnOwner ? <p className="mt-2 text-sm text-muted">{words.policyOwnWarning}</p> : null}
        <button type="submit" className={`${buttonClass("outline", "sm")} mt-3`}>
          {words.policySubmit}
        </button>
      </Form>
    </AdminSection>
  );
}

function NotifyForm({
  notify,
  saved,
  error,
  typed,
}: {
  notify: { env: string | null; setting: string | null; owners: string[] };
  saved: boolean;
  error: string | null;
  typed: string | null;
}) {
  const words = copy.staffPage;
  const to = notify.env ?? notify.setting ?? `${words.notifyOwners} (${notify.owners.join(", ")})`;
  return (
    <AdminSection id="notify" title={words.notifyHeading} intro={words.notifyIntro}>
      {saved ? <Notice>{words.notifySaved}</Notice> : null}
      {error ? <ErrorNotice>{error}</ErrorNotice> : null}
      <p className="mt-3 text-sm break-all" data-testid="notify-now">
        {fill(words.notifyNow, { to })}
      </p>
      {notify.env ? <p className="mt-2 text-sm text-muted">{words.notifyFromServer}</p> : null}
      <Form method="post" className="mt-4" data-testid="notify-form">
        <CsrfField />
        <input type="hidden" name="intent" value="notify" />
        <label htmlFor="notify-to" className="block text-sm font-semibold">
          {words.notifyLabel}
        </label>
        <input
          id="notify-to"
          name="notifyTo"
          type="email"
          autoComplete="email"
          defaultValue={typed ?? notify.setting ?? ""}
          aria-invalid={error ? true : undefined}
          className={`${fieldClass} mt-1.5`}
        />
        <button type="submit" className={`${buttonClass("outline", "sm")} mt-3`}>
          {words.notifySubmit}
        </button>
      </Form>
    </AdminSection>
  );
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const words = copy.staffPage;
  const { accounts, me, policy } = loaderData;
  const invited = actionData && "invited" in actionData ? actionData.invited : null;
  const policySaved = loaderData.policySaved;
  const policyError =
    actionData && "error" in actionData && actionData.intent === "policy" ? actionData.error : null;
  const notifyFailed = actionData && "error" in actionData && actionData.intent === "notify";
  return (
    <>
      <AdminPageTitle title={words.title} intro={words.intro} />
      {invited ? (
        <>
          <Notice>{fill(words.invited, { email: invited.email })}</Notice>
          <LinkPanel link={invited} />
        </>
      ) : null}
      {/* A new form after each invitation (its fields empty again). */}
      <InviteForm key={invited?.url ?? "invite"} actionData={actionData} />

      <section aria-labelledby="accounts" className="mt-8">
        <h2 id="accounts" className="text-lg font-bold">
          {words.accountsHeading}
        </h2>
        <ul className="mt-3 divide-y divide-line overflow-hidden rounded-card border border-line bg-card shadow-card">
          {accounts.map((account) => (
            <li
              key={account.id}
              className="grid gap-2 px-4 py-4 sm:grid-cols-[1fr_auto] sm:items-center sm:px-5"
              data-testid="staff-row"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold break-all">{account.email}</span>
                  {account.id === me ? (
                    <span className="text-sm text-muted">{words.you}</span>
                  ) : null}
                </p>
                <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-muted">
                  <RoleBadge role={account.role} />
                  <AccountStatusBadge status={account.status} />
                  <span>
                    {words.columns.secondFactor}:{" "}
                    {account.secondFactor ? words.secondFactor.on : words.secondFactor.off}
                  </span>
                  <span>
                    {words.columns.lastSignIn}: {account.lastSignIn ?? words.never}
                  </span>
                </p>
              </div>
              <Link
                to={`/admin/staff/${account.id}`}
                className={`${buttonClass("outline", "sm")} justify-self-start`}
                aria-label={fill(words.manageLabel, { email: account.email })}
              >
                {words.manage}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <PolicyForm
        policy={policy}
        warnOwner={!loaderData.meHasSecondFactor && !policy.includes("owner")}
        saved={policySaved}
        error={policyError}
      />

      <NotifyForm
        notify={loaderData.notify}
        saved={loaderData.notifySaved}
        error={notifyFailed ? actionData.error : null}
        typed={notifyFailed && "typed" in actionData ? actionData.typed : null}
      />

      <AdminSection id="roles" title={words.rolesHeading}>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          {staffRoles.map((role) => (
            <div key={role}>
              <RoleBadge role={role} />
              <RoleAbilities role={role} className="mt-2" />
            </div>
          ))}
        </div>
      </AdminSection>
    </>
  );
}
