import ShieldCheck from "lucide-react/icons/shield-check";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { isHttps, safeNext } from "~/staff/access/checks.server";
import { admin as copy } from "~/staff/words";
import { adminMeta } from "../components/admin-page";
import { AuthCard, authInputClass } from "../components/auth-card";
import type { Route } from "./+types/login-code";

/**
 * The second step of signing in for an account with a second factor: a code from the phone's
 * authenticator app, or a recovery code. The cookie carries a session that waits for it (10
 * minutes); a wrong code counts as a failed sign-in (server/admin/service.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  const cookie = request.headers.get("Cookie");
  if (await context.admin?.authenticate(cookie, isHttps(request))) throw redirect(next);
  if (!(await context.admin?.pendingSignIn(cookie, isHttps(request))))
    throw redirect("/admin/login?expired=1");
  return { next };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.admin) throw data(copy.errors.unavailable, { status: 503 });
  const form = await request.formData();
  const code = form.get("code");
  const next = safeNext(form.get("next"));
  const result = await context.admin.verifySecondFactor({
    code: typeof code === "string" ? code.slice(0, 40) : "",
    ip: context.clientIp,
    cookieHeader: request.headers.get("Cookie"),
    https: isHttps(request),
  });
  if (result.ok)
    return redirect(next, { status: 303, headers: { "Set-Cookie": result.setCookie } });
  if (result.reason === "expired")
    return redirect(result.ended ? "/admin/login?ended=1" : "/admin/login?expired=1", 303);
  if (result.reason === "held") {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    const error = fill(copy.codePage.held[minutes === 1 ? "one" : "other"], { minutes });
    return data(
      { error },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.reason === "throttled") {
    const seconds = result.retryAfterSeconds;
    const minutes = Math.ceil(seconds / 60);
    const error =
      seconds < 60
        ? fill(copy.signIn.throttledSeconds[seconds === 1 ? "one" : "other"], { seconds })
        : fill(copy.signIn.throttled[minutes === 1 ? "one" : "other"], { minutes });
    return data({ error }, { status: 429, headers: { "Retry-After": String(seconds) } });
  }
  return data({ error: copy.codePage.invalid }, { status: 401 });
}

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = () => adminMeta(copy.codePage.title);

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const error = actionData?.error;
  const words = copy.codePage;
  return (
    <AuthCard title={words.title} intro={words.intro} error={error} errorId="code-error">
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <div>
          <label htmlFor="login-code" className="text-sm font-semibold">
            {words.codeLabel}
          </label>
          <input
            id="login-code"
            name="code"
            required
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            aria-describedby={error ? "code-error code-hint" : "code-hint"}
            className={`${authInputClass} font-mono tracking-wider`}
          />
          <p id="code-hint" className="mt-1.5 text-sm text-muted">
            {words.codeHint}
          </p>
        </div>
        <button type="submit" className={`${buttonClass("primary", "lg")} w-full`} disabled={busy}>
          <ShieldCheck size={18} aria-hidden="true" />
          {busy ? words.submitting : words.submit}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link to="/admin/login" className="text-brand underline">
          {words.startAgain}
        </Link>
      </p>
    </AuthCard>
  );
}
