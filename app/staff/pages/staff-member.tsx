import ArrowLeft from "lucide-react/icons/arrow-left";
import Ban from "lucide-react/icons/ban";
import KeyRound from "lucide-react/icons/key-round";
import ShieldOff from "lucide-react/icons/shield-off";
import UserCheck from "lucide-react/icons/user-check";
import { data, Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import {
  actorOf,
  linkPanelData,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import { AdminSection, adminMeta, ErrorNotice, Notice } from "../components/admin-page";
import { CsrfField } from "../components/csrf-field";
import {
  AccountStatusBadge,
  LinkPanel,
  RoleAbilities,
  RoleBadge,
  RolePicker,
} from "../components/staff-parts";
import type { Route } from "./+types/staff-member";

function staffId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1) throw data(copy.errors.staffNotFound, { status: 404 });
  return id;
}

/** /admin/staff/:id: one account's role, access, password link and second factor (owners). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin, staff } = await requirePermission(request, context, "staff.manage");
  const account = await admin.staff.get(staffId(params.id));
  if (!account) throw data(copy.errors.staffNotFound, { status: 404 });
  return {
    account: {
      ...account,
      lastSignIn: account.lastSignInAt ? formatTime(account.lastSignInAt) : null,
    },
    self: account.id === staff.staffId,
  };
}

const messages = {
  role: copy.staffMemberPage.roleSaved,
  disable: copy.staffMemberPage.disabled,
  enable: copy.staffMemberPage.enabled,
  "second-factor": copy.staffMemberPage.secondFactorRemoved,
  "leads-give": copy.staffMemberPage.leadsGiven,
  "leads-take": copy.staffMemberPage.leadsTaken,
} as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin, staff, form } = await requirePermissionPost(request, context, "staff.manage");
  const id = staffId(params.id);
  const actor = actorOf(context, staff);
  const intent = form.get("intent");
  const refused = (error: string, status: number) => data({ error }, { status });
  const answer = (result: string, done: keyof typeof messages) => {
    if (result === "not-found") throw data(copy.errors.staffNotFound, { status: 404 });
    if (result === "last-owner") return refused(copy.staffMemberPage.lastOwner, 409);
    if (result === "role") return refused(copy.staffPage.errors.role, 400);
    if (result === "unchanged") return data({ notice: copy.staffMemberPage.unchanged });
    return data({ notice: messages[done] });
  };
  switch (intent) {
    case "role":
      return answer(await admin.staff.changeRole(actor, id, form.get("role")), "role");
    case "disable":
      return answer(await admin.staff.setDisabled(actor, id, true), "disable");
    case "enable":
      return answer(await admin.staff.setDisabled(actor, id, false), "enable");
    case "second-factor":
      return answer(await admin.staff.resetSecondFactor(actor, id), "second-factor");
    case "leads-give":
      return answer(await admin.staff.setReadsLeads(actor, id, true), "leads-give");
    case "leads-take":
      return answer(await admin.staff.setReadsLeads(actor, id, false), "leads-take");
    case "link": {
      const result = await admin.staff.newLink(actor, id);
      if (!result.ok) {
        if (result.problem === "not-found") throw data(copy.errors.staffNotFound, { status: 404 });
        return refused(copy.staffMemberPage.noLinkWhileDisabled, 409);
      }
      return data({ link: linkPanelData(context, result.link) });
    }
    default:
      return refused(copy.errors.methodNotAllowed, 400);
  }
}

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data ? data.account.email : copy.staffMemberPage.title);

export default function StaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const words = copy.staffMemberPage;
  const { account, self } = loaderData;
  const notice = actionData && "notice" in actionData ? actionData.notice : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const link = actionData && "link" in actionData ? actionData.link : null;
  const invited = account.status === "invited";
  const disabled = account.status === "disabled";
  return (
    <>
      <Link
        to="/admin/staff"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        {words.back}
      </Link>
      <h1 className="mt-3 text-xl font-bold tracking-tight break-all sm:text-3xl">
        {account.email}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <RoleBadge role={account.role} />
        <AccountStatusBadge status={account.status} />
        <span>
          {copy.staffPage.columns.secondFactor}:{" "}
          {account.secondFactor ? copy.staffPage.secondFactor.on : copy.staffPage.secondFactor.off}
        </span>
        <span>
          {copy.staffPage.columns.lastSignIn}: {account.lastSignIn ?? copy.staffPage.never}
        </span>
      </p>
      {self ? <p className="mt-2 text-sm text-muted">{words.selfNote}</p> : null}
      {notice ? <Notice>{notice}</Notice> : null}
      {error ? <ErrorNotice>{error}</ErrorNotice> : null}
      {link ? <LinkPanel link={link} /> : null}

      <AdminSection id="role" title={words.roleHeading}>
        <Form method="post" data-testid="role-form">
          <CsrfField />
          <input type="hidden" name="intent" value="role" />
          <RolePicker legend={words.roleHeading} idPrefix="role" value={account.role} />
          <button type="submit" className={`${buttonClass("primary", "sm")} mt-4`}>
            {words.roleSubmit}
          </button>
        </Form>
        <div className="mt-4 text-muted">
          <RoleAbilities role={account.role} />
        </div>
      </AdminSection>

      {account.role === "editor" ? (
        <AdminSection id="enquiries" title={words.leadsHeading} intro={words.leadsIntro}>
          <p className="mt-3 font-semibold" data-testid="reads-leads">
            {account.readsLeads ? words.leadsNow : words.leadsNot}
          </p>
          <Form method="post" className="mt-3">
            <CsrfField />
            <input
              type="hidden"
              name="intent"
              value={account.readsLeads ? "leads-take" : "leads-give"}
            />
            <button type="submit" className={buttonClass("outline", "sm")}>
              {account.readsLeads ? words.leadsTake : words.leadsGive}
            </button>
          </Form>
        </AdminSection>
      ) : null}

      <AdminSection
        id="access"
        title={words.accessHeading}
        intro={disabled ? words.enableIntro : words.disableIntro}
      >
        <Form method="post" className="mt-4">
          <CsrfField />
          <input type="hidden" name="intent" value={disabled ? "enable" : "disable"} />
          {disabled ? (
            <button type="submit" className={buttonClass("primary", "sm")}>
              <UserCheck size={16} aria-hidden="true" />
              {words.enableSubmit}
            </button>
          ) : (
            <button
              type="submit"
              className="inline-flex min-h-10 items-center justify-center gap-2 rounded-full bg-error px-4 text-sm font-semibold text-white shadow-sm hover:bg-red-800 dark:text-page"
            >
              <Ban size={16} aria-hidden="true" />
              {words.disableSubmit}
            </button>
          )}
        </Form>
      </AdminSection>

      <AdminSection
        id="password"
        title={words.passwordHeading}
        intro={
          disabled ? words.noLinkWhileDisabled : invited ? words.inviteIntro : words.passwordIntro
        }
      >
        {disabled ? null : (
          <Form method="post" className="mt-4">
            <CsrfField />
            <input type="hidden" name="intent" value="link" />
            <button type="submit" className={buttonClass("outline", "sm")}>
              <KeyRound size={16} aria-hidden="true" />
              {invited ? words.inviteSubmit : words.passwordSubmit}
            </button>
          </Form>
        )}
      </AdminSection>

      <AdminSection
        id="second-factor"
        title={words.secondFactorHeading}
        intro={account.secondFactor ? words.secondFactorOn : words.secondFactorOff}
      >
        {account.secondFactor ? (
          <Form method="post" className="mt-4">
            <CsrfField />
            <input type="hidden" name="intent" value="second-factor" />
            <button type="submit" className={buttonClass("outline", "sm")}>
              <ShieldOff size={16} aria-hidden="true" />
              {words.secondFactorReset}
            </button>
          </Form>
        ) : null}
      </AdminSection>
    </>
  );
}
