import { data, Form, Link, redirect } from "react-router";
import { leadServices, leadSources } from "~/base/lead-fields";
import { buttonClass } from "~/components/ui/button";
import {
  recordAudit,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import { admin as copy } from "~/staff/words";
import {
  ASSIGNMENT_SETTING,
  type AssignmentRule,
  assignmentRuleSchema,
  parseRule,
} from "../../../server/leads/assignment-rule";
import {
  AdminPageTitle,
  AdminSection,
  adminMeta,
  fieldClass,
  Notice,
} from "../components/admin-page";
import { CsrfField } from "../components/csrf-field";
import type { Route } from "./+types/lead-assignment";

/**
 * /admin/leads/assignment: the owner's rule for giving new leads to staff (server/leads/
 * assignment-rule.ts), a plain form. The lead worker (server/leads/work.ts) applies it to the
 * leads that arrive after it is saved.
 */
async function workers(admin: Awaited<ReturnType<typeof requirePermission>>["admin"]) {
  return (await admin.staff.list())
    .filter((account) => account.status === "active" && account.role !== "editor")
    .map((account) => ({ id: account.id, email: account.email }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requirePermission(request, context, "leads.assign");
  const [rule, staff] = await Promise.all([
    admin.inbox.getSetting(ASSIGNMENT_SETTING).then(parseRule),
    workers(admin),
  ]);
  return { rule, staff, saved: new URL(request.url).searchParams.get("saved") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin, staff, form } = await requirePermissionPost(request, context, "leads.assign");
  const known = new Set((await workers(admin)).map((w) => w.id));
  const id = (value: FormDataEntryValue | null) => {
    const n = Number(value);
    return Number.isSafeInteger(n) && known.has(n) ? n : undefined;
  };
  const pick = <K extends string>(keys: readonly K[], prefix: string) =>
    Object.fromEntries(
      keys.flatMap((key) => {
        const chosen = id(form.get(`${prefix}${key}`));
        return chosen === undefined ? [] : [[key, chosen]];
      }),
    );
  const parsed = assignmentRuleSchema.safeParse({
    mode: form.get("mode"),
    staff: form
      .getAll("staff")
      .map(id)
      .filter((n) => n !== undefined),
    forms: pick(leadSources, "form-"),
    services: pick(leadServices, "service-"),
    since: Date.now(),
  } satisfies Record<keyof AssignmentRule, unknown>);
  if (!parsed.success) throw data(copy.assignmentPage.invalid, { status: 400 });
  await admin.inbox.setSetting(ASSIGNMENT_SETTING, JSON.stringify(parsed.data));
  await recordAudit(context, staff, {
    kind: "leads.assignment-rule",
    subject: "leads",
    details: { mode: parsed.data.mode, staff: parsed.data.staff },
  });
  return redirect("/admin/leads/assignment?saved=1", 303);
}

export const meta: Route.MetaFunction = () => adminMeta(copy.assignmentPage.title);

export default function LeadAssignment({ loaderData }: Route.ComponentProps) {
  const { rule, staff, saved } = loaderData;
  const words = copy.assignmentPage;
  const chooser = (name: string, label: string, value: number | undefined) => (
    <div key={name}>
      <label htmlFor={name} className="text-sm font-semibold">
        {label}
      </label>
      <select id={name} name={name} defaultValue={value ?? ""} className={fieldClass}>
        <option value="">{words.inTurn}</option>
        {staff.map((w) => (
          <option key={w.id} value={w.id}>
            {w.email}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <Link to="/admin/leads" className="text-sm font-semibold text-brand hover:underline">
        {copy.leadPage.back}
      </Link>
      <AdminPageTitle title={words.title} intro={words.intro} />
      {saved ? <Notice>{words.saved}</Notice> : null}
      <Form method="post">
        <CsrfField />
        <AdminSection id="rule-mode" title={words.modeHeading}>
          <fieldset className="mt-3 grid gap-2">
            <legend className="sr-only">{words.modeHeading}</legend>
            {(["off", "round-robin", "by-form"] as const).map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  defaultChecked={rule.mode === mode}
                  className="size-5"
                />
                {words.modes[mode]}
              </label>
            ))}
          </fieldset>
        </AdminSection>
        <AdminSection id="rule-staff" title={words.staffHeading} intro={words.staffIntro}>
          <fieldset className="mt-3 grid gap-2">
            <legend className="sr-only">{words.staffHeading}</legend>
            {staff.map((w) => (
              <label key={w.id} className="flex min-h-11 items-center gap-3 break-all">
                <input
                  type="checkbox"
                  name="staff"
                  value={w.id}
                  defaultChecked={rule.staff.includes(w.id)}
                  className="size-5 shrink-0"
                />
                {w.email}
              </label>
            ))}
          </fieldset>
        </AdminSection>
        <AdminSection id="rule-forms" title={words.formsHeading} intro={words.formsIntro}>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {leadSources.map((source) =>
              chooser(`form-${source}`, copy.sources[source], rule.forms[source]),
            )}
            {leadServices.map((service) =>
              chooser(
                `service-${service}`,
                `${copy.sources.popup}: ${service}`,
                rule.services[service],
              ),
            )}
          </div>
        </AdminSection>
        <button type="submit" className={`${buttonClass("primary")} mt-6`}>
          {words.save}
        </button>
      </Form>
    </>
  );
}
