import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { rolePermissions, secondFactorGated } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { actorOf, isHttps, requireStaff, requireStaffPost } from "~/staff/access/checks.server";
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
import { CopyButton, RoleAbilities } from "../components/staff-parts";
import type { Route } from "./+types/account";

/**
 * /admin/account: every staff member's own account: their role and what it can do, their
 * second factor (set up with a QR code, ten recovery codes shown once), and signing out
 * everywhere. Changing a second factor that is on (new recovery codes, turning it off, moving
 * it to a new phone) needs a current code and the password typed again within 10 minutes
 * (docs/decisions/0020-sign-in-limits.md).
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
    fresh: staff.passwordConfirmed,
    // A fresh secret on each visit until one is confirmed (it is sent back with the first code);
    // with a second factor on, only once the password was typed again (to move to a new phone).
    setup:
      !staff.secondFactor || staff.passwordConfirmed
        ? admin.staff.startSecondFactor(staff.email)
        : null,
  };
}

/** The words of a refusal to change one's second factor. */
function refusal(problem: "reauthenticate" | "held" | "code" | "current-code" | "secret") {
  const words = copy.accountPage;
  if (problem === "reauthenticate") return data({ error: words.needConfirm }, { status: 403 });
  if (problem === "held") return data({ error: words.codesHeld }, { status: 429 });
  if (problem === "secret") return data({ error: words.badSecret }, { status: 400 });
  return data({ error: words.badCode }, { status: 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { admin, staff, form } = await requireStaffPost(request, context);
  const actor = actorOf(context, staff);
  const intent = form.get("intent");
  const code = form.get("code");
  const fresh = staff.passwordConfirmed;
  if (intent === "confirm-password") {
    const password = form.get("password");
    const result = await admin.confirmPassword({
      identity: staff,
      password: typeof password === "string" ? password : "",
      ip: context.clientIp,
      cookieHeader: request.headers.get("Cookie"),
      signal: request.signal,
      https: isHttps(request),
    });
    if (result === "confirmed") return data({ notice: copy.accountPage.confirmed });
    if (result === "invalid") return data({ error: copy.accountPage.badPassword }, { status: 401 });
    return data(
      { error: result === "held" ? copy.signIn.held : copy.accountPage.passwordBusy },
      { status: result === "busy" ? 503 : 429 },
    );
  }
  if (intent === "sign-out-everywhere") {
    const setCookie = await admin.signOutEverywhere(staff, context.clientIp, isHttps(request));
    throw redirect("/admin/login?signedOut=1", {
      status: 303,
      headers: { "Set-Cookie": setCookie },
    });
  }
  if (intent === "turn-on") {
    const result = await admin.staff.confirmSecondFactor(actor, {
      secret: form.get("secret"),
      code,
      currentCode: form.get("currentCode"),
      fresh,
    });
    if (!result.ok) return refusal(result.problem);
    return data({
      codes: result.codes,
      ...(result.replaced ? { notice: copy.accountPage.replaced } : {}),
    });
  }
  if (intent === "new-codes") {
    const result = await admin.staff.renewRecoveryCodes(actor, { code, fresh });
    if (!result.ok) return refusal(result.problem);
    return data({ codes: result.codes });
  }
  if (intent === "turn-off") {
    const result = await admin.staff.turnOffSecondFactor(actor, { code, fresh });
    if (result === "required")
      return data({ error: copy.accountPage.offRequired }, { status: 409 });
    if (result !== "changed") return refusal(result);
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

function PasswordField() {
  return (
    <>
      <label htmlFor="confirm-password" className="text-sm font-semibold">
        {copy.accountPage.confirmPasswordLabel}
      </label>
      <input
        id="confirm-password"
        name="password"
        type="password"
        required
        autoComplete="current-password"
        maxLength={200}
        className={`${fieldClass} max-w-xs`}
      />
    </>
  );
}

/** The QR code, the key and the form that turns a second factor on (or moves it: `replace`). */
function SetUp({
  setup,
  replace,
  submitting,
}: {
  setup: { secret: string; uri: string; qr: { size: number; path: string } };
  replace: boolean;
  submitting: boolean;
}) {
  const words = copy.accountPage;
  return (
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
          <CopyButton text={setup.secret} label={words.copyKey} copiedLabel={words.copied} />
        </div>
        <Form
          method="post"
          className="mt-4"
          data-testid={replace ? "replace-form" : "turn-on-form"}
        >
          <CsrfField />
          <input type="hidden" name="intent" value="turn-on" />
          <input type="hidden" name="secret" value={setup.secret} />
          {replace ? (
            <div className="mb-3">
              <label htmlFor="replace-current-code" className="text-sm font-semibold">
                {words.currentCodeLabel}
              </label>
              <input
                id="replace-current-code"
                name="currentCode"
                required
                autoComplete="one-time-code"
                maxLength={40}
                className={`${fieldClass} max-w-60 font-mono tracking-wider`}
              />
            </div>
          ) : null}
          <CodeField
            id={replace ? "replace-code" : "turn-on-code"}
            label={replace ? words.newCodeLabel : words.codeLabel}
          />
          <button
            type="submit"
            className={`${buttonClass(replace ? "outline" : "primary")} mt-3`}
            disabled={submitting}
          >
            <ShieldCheck size={16} aria-hidden="true" />
            {replace ? words.replace : words.turnOn}
          </button>
        </Form>
      </div>
    </div>
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
        {!loaderData.secondFactor && setup ? (
          <>
            <p className="mt-3 max-w-prose text-sm">{words.offIntro}</p>
            <ol className="mt-4 max-w-prose list-decimal space-y-2 pl-5 text-sm">
              {words.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <SetUp setup={setup} replace={false} submitting={navigation.state === "submitting"} />
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
            {loaderData.fresh ? null : (
              <Form method="post" className="mt-5" data-testid="confirm-password-form">
                <CsrfField />
                <input type="hidden" name="intent" value="confirm-password" />
                <h3 className="font-semibold">{words.confirmHeading}</h3>
                <p className="mt-1 mb-3 max-w-prose text-sm">{words.confirmIntro}</p>
                <PasswordField />
                <button type="submit" className={`${buttonClass("outline", "sm")} mt-3 block`}>
                  {words.confirmSubmit}
                </button>
              </Form>
            )}
            {loaderData.fresh ? (
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
            ) : null}
            {loaderData.fresh && setup ? (
              <section className="mt-6" aria-labelledby="replace-heading">
                <h3 id="replace-heading" className="font-semibold">
                  {words.replaceHeading}
                </h3>
                <p className="mt-1 max-w-prose text-sm">{words.replaceIntro}</p>
                <SetUp setup={setup} replace submitting={navigation.state === "submitting"} />
              </section>
            ) : null}
            <p className="mt-5 text-sm text-muted">{words.lostPhone}</p>
          </>
        )}
      </AdminSection>

      <AdminSection id="sign-out-everywhere" title={words.sessionsHeading}>
        <p className="mt-2 max-w-prose text-sm">{words.sessionsIntro}</p>
        <Form method="post" className="mt-3" data-testid="sign-out-everywhere-form">
          <CsrfField />
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button type="submit" className={buttonClass("outline", "sm")}>
            {words.signOutEverywhere}
          </button>
        </Form>
      </AdminSection>
    </>
  );
}
