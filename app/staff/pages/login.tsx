import LogIn from "lucide-react/icons/log-in";
import Mail from "lucide-react/icons/mail";
import { data, Form, redirect, useNavigation } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { isHttps, safeNext } from "~/staff/access/checks.server";
import { admin as copy } from "~/staff/words";
import { adminMeta } from "../components/admin-page";
import { AuthCard, authInputClass } from "../components/auth-card";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (await context.admin?.authenticate(request.headers.get("Cookie"), isHttps(request)))
    throw redirect(next);
  const notice = url.searchParams.get("signedOut")
    ? copy.signIn.signedOut
    : url.searchParams.get("passwordSet")
      ? copy.signIn.passwordSet
      : url.searchParams.get("expired")
        ? copy.signIn.pendingExpired
        : url.searchParams.get("ended")
          ? copy.codePage.ended
          : null;
  return { next, notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.admin) throw data(copy.errors.unavailable, { status: 503 });
  const form = await request.formData();
  const email = form.get("email");
  const password = form.get("password");
  const next = safeNext(form.get("next"));
  if (form.get("intent") === "email-link") {
    // The same answer whether or not a link was sent (the account may not exist, or not be held).
    if (typeof email === "string" && email)
      await context.admin.requestSignInLink({ email, ip: context.clientIp });
    return data({ notice: copy.signIn.linkSent, email: "", held: false });
  }
  if (typeof email !== "string" || typeof password !== "string" || !email || !password) {
    return data({ error: copy.signIn.invalid, email: "", held: false }, { status: 400 });
  }
  const result = await context.admin.signIn({
    email,
    password,
    ip: context.clientIp,
    cookieHeader: request.headers.get("Cookie"),
    signal: request.signal,
    https: isHttps(request),
  });
  if (result.ok) {
    // With a second factor, the code page completes the sign-in.
    const target = result.secondFactor
      ? `/admin/login/code?next=${encodeURIComponent(next)}`
      : next;
    return redirect(target, { status: 303, headers: { "Set-Cookie": result.setCookie } });
  }
  if (result.reason === "disabled") {
    return data(
      { error: copy.signIn.disabled, email: email.slice(0, 320), held: false },
      { status: 403 },
    );
  }
  const keptEmail = email.slice(0, 320);
  if (result.reason === "held") {
    return data(
      { error: copy.signIn.held, email: keptEmail, held: true },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.reason === "throttled") {
    const seconds = result.retryAfterSeconds;
    const minutes = Math.ceil(seconds / 60);
    const message =
      seconds < 60
        ? fill(copy.signIn.throttledSeconds[seconds === 1 ? "one" : "other"], { seconds })
        : fill(copy.signIn.throttled[minutes === 1 ? "one" : "other"], { minutes });
    return data(
      { error: message, email: keptEmail, held: false },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }
  if (result.reason === "busy" || result.reason === "abandoned") {
    return data(
      { error: copy.signIn.busy, email: keptEmail, held: false },
      {
        status: 503,
        headers: { "Retry-After": String(result.reason === "busy" ? result.retryAfterSeconds : 5) },
      },
    );
  }
  return data({ error: copy.signIn.invalid, email: keptEmail, held: false }, { status: 401 });
}

/** A refusal's Retry-After (429, 503) reaches the browser: React Router keeps only what this returns. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = () => adminMeta(copy.signIn.title);

const inputClass = authInputClass;

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const notice = actionData && "notice" in actionData ? actionData.notice : loaderData.notice;
  return (
    <AuthCard
      title={copy.signIn.title}
      intro={copy.signIn.intro}
      notice={notice}
      error={error}
      errorId="login-error"
    >
      {actionData?.held ? (
        // Password sign-in is held for this account: a link by email lets its owner in.
        <Form method="post" className="mt-4" data-testid="email-link-form">
          <input type="hidden" name="intent" value="email-link" />
          <input type="hidden" name="email" value={actionData.email} />
          <button type="submit" className={`${buttonClass("outline")} w-full`} disabled={busy}>
            <Mail size={18} aria-hidden="true" />
            {copy.signIn.linkOffer}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate={false}>
        <input type="hidden" name="next" value={loaderData.next} />
        <div>
          <label htmlFor="login-email" className="text-sm font-semibold">
            {copy.signIn.emailLabel}
          </label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={320}
            defaultValue={actionData?.email ?? ""}
            aria-describedby={error ? "login-error" : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="login-password" className="text-sm font-semibold">
            {copy.signIn.passwordLabel}
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            aria-describedby={error ? "login-error" : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" className={`${buttonClass("primary", "lg")} w-full`} disabled={busy}>
          <LogIn size={18} aria-hidden="true" />
          {busy ? copy.signIn.submitting : copy.signIn.submit}
        </button>
      </Form>
    </AuthCard>
  );
}
