import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import LogIn from "lucide-react/icons/log-in";
import { data, Form, redirect, useNavigation } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { Logo } from "~/components/ui/logo";
import { admin as copy } from "~/content/admin";
import { isHttps, safeNext } from "~/lib/inbox/admin.server";
import type { Route } from "./+types/login";
import { adminMeta, Notice } from "./admin-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (await context.admin?.authenticate(request.headers.get("Cookie"), isHttps(request)))
    throw redirect(next);
  return { next, signedOut: url.searchParams.get("signedOut") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.admin) throw data(copy.errors.unavailable, { status: 503 });
  const form = await request.formData();
  const email = form.get("email");
  const password = form.get("password");
  const next = safeNext(form.get("next"));
  if (typeof email !== "string" || typeof password !== "string" || !email || !password) {
    return data({ error: copy.signIn.invalid, email: "" }, { status: 400 });
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
    return redirect(next, { status: 303, headers: { "Set-Cookie": result.setCookie } });
  }
  const keptEmail = email.slice(0, 320);
  if (result.reason === "throttled") {
    const seconds = result.retryAfterSeconds;
    const minutes = Math.ceil(seconds / 60);
    const message =
      seconds < 60
        ? fill(copy.signIn.throttledSeconds[seconds === 1 ? "one" : "other"], { seconds })
        : fill(copy.signIn.throttled[minutes === 1 ? "one" : "other"], { minutes });
    return data(
      { error: message, email: keptEmail },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }
  if (result.reason === "busy" || result.reason === "abandoned") {
    return data(
      { error: copy.signIn.busy, email: keptEmail },
      {
        status: 503,
        headers: { "Retry-After": String(result.reason === "busy" ? result.retryAfterSeconds : 5) },
      },
    );
  }
  return data({ error: copy.signIn.invalid, email: keptEmail }, { status: 401 });
}

/** A refusal's Retry-After (429, 503) reaches the browser: React Router keeps only what this returns. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = () => adminMeta(copy.signIn.title);

const inputClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-card px-3 text-ink placeholder:text-muted focus-visible:border-focus";

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData?.error;
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-primary-900 via-primary-800 to-violet px-4 py-10"
    >
      <div className="w-full max-w-md rounded-card bg-card p-6 shadow-lift sm:p-8">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold tracking-tight">{copy.signIn.title}</h1>
        <p className="mt-2 text-muted">{copy.signIn.intro}</p>
        {loaderData.signedOut && !error ? <Notice>{copy.signIn.signedOut}</Notice> : null}
        {error ? (
          <p
            role="alert"
            id="login-error"
            className="mt-4 flex gap-2 rounded-card border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-error"
          >
            <AlertCircle size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
            {error}
          </p>
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
          <button
            type="submit"
            className={`${buttonClass("primary", "lg")} w-full`}
            disabled={busy}
          >
            <LogIn size={18} aria-hidden="true" />
            {busy ? copy.signIn.submitting : copy.signIn.submit}
          </button>
        </Form>
      </div>
    </main>
  );
}
