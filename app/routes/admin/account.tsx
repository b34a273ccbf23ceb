import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import { data, Form, Link, useNavigation } from "react-router";
import { rolePermissions, secondFactorGated } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { admin as copy } from "~/content/admin";
import { actorOf, requireStaff, requireStaffPost } from "~/lib/inbox/admin.server";
import type { Route } from "./+types/account";
import {
  AdminPageTitle,
  AdminSection,
  adminMeta,
  ErrorNotice,
  fieldClass,
  Notice,
} from "./admin-page";
import { CsrfField } from "./csrf-field";
import { CopyButton, RoleAbilities } from "./staff-parts";

/**
 * /admin/account: every staff member's own account: their role and what it can do, and their
 * second factor (set up with a QR code, ten recovery codes shown once, new codes, turning off).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, staff } = await requireStaff(request, context);
  const gated = secondFactorGated.filter((p) => rolePermissions[staff.role].includes(p));
  return {
    email: staff.email,
    role: staff.role,
    secondFactor: staff.secondFactor,
    required: staff.secondFactorRequired,
    gatedActions: gated.map((permission) => copy.permissionActions[permission]).join(" or "),
    recoveryCodesLeft: staff.secondFactor ? await admin.staff.recoveryCodesLeft(staff.staffId) : 0,
    // A fresh secret on each visit until one is confirmed (it is sent back with the first code).
    setup: staff.secondFactor ? null : admin.staff.startSecondFactor(staff.email),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin, staff, form } = await requireStaffPost(request, context);
  const actor = actorOf(context, staff);
  const intent = form.get("intent");
  const code = form.get("code");
  if (intent === "turn-on") {
    const result = await admin.staff.confirmSecondFactor(actor, {
      secret: form.get("secret"),
      code,
    });
    if (!result.ok)
      return data(
        {
          error: result.problem === "code" ? copy.accountPage.badCode : copy.accountPage.badSecret,
        },
        { status: 400 },
      );
    return data({ codes: result.codes });
  }
  if (intent === "new-codes") {
    const result = await admin.staff.renewRecoveryCodes(actor, { code });
    if (!result.ok) return data({ error: copy.accountPage.badCode }, { status: 400 });
    return data({ codes: result.codes });
  }
  if (intent === "turn-off") {
    const result = await admin.staff.turnOffSecondFactor(actor, { code });
    if (result === "required")
      return data({ error: copy.accountPage.offRequired }, { status: 409 });
    if (result === "code") return data({ error: copy.accountPage.badCode }, { status: 400 });
    return data({ notice: copy.accountPage.turnedOff });
  }
  return data({ error: copy.errors.methodNotAllowed }, { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(copy.accountPage.title);

/** The QR code of the authenticator set-up: black on white in either theme, so phones read it. */
function QrCode({ size, path }: { size: number; path: string }) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={copy.accountPage.qrLabel}
      className="size-48 rounded-lg border border-line sm:size-56"
      shapeRendering="crispEdges"
      data-testid="totp-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

function CodeField({ id, label }: { id: string; label: string }) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name="code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        className={`${fieldClass} max-w-40 font-mono tracking-widest`}
      />
    </>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const words = copy.accountPage;
  return (
    <section
      aria-labelledby="recovery-codes"
      className="mt-6 rounded-card border-2 border-brand bg-card p-4 shadow-card sm:p-6"
      data-testid="recovery-codes"
    >
      <h2 id="recovery-codes" className="text-lg font-bold">
        {words.recoveryHeading}
      </h2>
      <p className="mt-1 max-w-prose text-sm">{words.recoveryIntro}</p>
      <ul
        aria-label={words.recoveryListLabel}
        className="mt-4 grid max-w-md grid-cols-1 gap-x-6 gap-y-1 font-mono text-base min-[400px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={codes.join("\n")} label={words.copyCodes} copiedLabel={words.copied} />
        <Link to="/admin/account" className={buttonClass("outline", "sm")}>
          {words.recoveryDone}
        </Link>
      </div>
    </section>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const words = copy.accountPage;
  const navigation = useNavigation();
  const { role, setup } = loaderData;
  const codes = actionData && "codes" in actionData ? actionData.codes : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const notice = actionData && "notice" in actionData ? actionData.notice : null;
  const roleLabel = copy.roles[role].label;
  return (
    <>
      <AdminPageTitle title={words.title} intro={fill(words.intro, { email: loaderData.email })} />
      {notice ? <Notice>{notice}</Notice> : null}
      {codes ? <RecoveryCodes codes={codes} /> : null}

      <AdminSection id="your-role" title={fill(words.roleHeading, { role: roleLabel })}>
        <p className="mt-2 text-sm text-muted">{words.roleIntro}</p>
        <RoleAbilities role={role} className="mt-2" />
        {role === "owner" ? null : <p className="mt-3 text-sm text-muted">{words.roleNext}</p>}
      </AdminSection>

      <AdminSection id="second-factor" title={words.secondFactorHeading}>
        {loaderData.required && !loaderData.secondFactor && loaderData.gatedActions ? (
          <p className="mt-3 rounded-card border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            {fill(words.required, { role: roleLabel, actions: loaderData.gatedActions })}
          </p>
        ) : null}
        {error ? <ErrorNotice id="code-error">{error}</ErrorNotice> : null}
        {setup ? (
          <>
            <p className="mt-3 max-w-prose text-sm">{words.offIntro}</p>
            <ol className="mt-4 max-w-prose list-decimal space-y-2 pl-5 text-sm">
              {words.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div className="mt-4 flex flex-wrap items-start gap-6">
              <QrCode size={setup.qr.size} path={setup.qr.path} />
              <div className="min-w-0 flex-1 basis-60">
                <p className="text-sm font-semibold">{words.keyLabel}</p>
                <p className="mt-1 font-mono text-base select-all" data-testid="totp-secret">
                  {setup.secret.match(/.{1,4}/g)?.join(" ")}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <a href={setup.uri} className={buttonClass("outline", "sm")}>
                    <Smartphone size={16} aria-hidden="true" />
                    {words.openInApp}
                  </a>
                  <CopyButton
                    text={setup.secret}
                    label={words.copyKey}
                    copiedLabel={words.copied}
                  />
                </div>
                <Form method="post" className="mt-4" data-testid="turn-on-form">
                  <CsrfField />
                  <input type="hidden" name="intent" value="turn-on" />
                  <input type="hidden" name="secret" value={setup.secret} />
                  <CodeField id="turn-on-code" label={words.codeLabel} />
                  <button
                    type="submit"
                    className={`${buttonClass("primary")} mt-3`}
                    disabled={navigation.state === "submitting"}
                  >
                    <ShieldCheck size={16} aria-hidden="true" />
                    {words.turnOn}
                  </button>
                </Form>
              </div>
            </div>
          </>
        ) : (
          <>
            <p className="mt-3 flex items-center gap-2 text-sm font-medium text-success">
              <ShieldCheck size={18} aria-hidden="true" />
              {words.on}
            </p>
            <p className="mt-1 text-sm text-muted" data-testid="recovery-left">
              {fill(words.recoveryLeft[loaderData.recoveryCodesLeft === 1 ? "one" : "other"], {
                count: loaderData.recoveryCodesLeft,
              })}
            </p>
            <div className="mt-5 grid gap-6 md:grid-cols-2">
              <Form method="post" data-testid="new-codes-form">
                <CsrfField />
                <input type="hidden" name="intent" value="new-codes" />
                <h3 className="font-semibold">{words.newCodesHeading}</h3>
                <p className="mt-1 mb-3 text-sm md:min-h-10">{words.newCodesIntro}</p>
                <CodeField id="new-codes-code" label={words.confirmCodeLabel} />
                <button type="submit" className={`${buttonClass("outline", "sm")} mt-3`}>
                  {words.newCodes}
                </button>
              </Form>
              <Form method="post" data-testid="turn-off-form">
                <CsrfField />
                <input type="hidden" name="intent" value="turn-off" />
                <h3 className="font-semibold">{words.offHeading}</h3>
                {loaderData.required ? (
                  <p className="mt-1 text-sm text-muted">{words.offRequired}</p>
                ) : (
                  <>
                    <p className="mt-1 mb-3 text-sm md:min-h-10">{words.offText}</p>
                    <CodeField id="turn-off-code" label={words.confirmCodeLabel} />
                    <button type="submit" className={`${buttonClass("outline", "sm")} mt-3`}>
                      {words.turnOff}
                    </button>
                  </>
                )}
              </Form>
            </div>
            <p className="mt-5 text-sm text-muted">{words.lostPhone}</p>
          </>
        )}
      </AdminSection>
    </>
  );
}
