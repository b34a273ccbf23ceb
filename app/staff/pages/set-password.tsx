import KeyRound from "lucide-react/icons/key-round";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { brandOf } from "~/lib/pages/live-content.server";
import { isHttps, setPasswordWords } from "~/staff/access/checks.server";
import { admin as copy } from "~/staff/words";
import { adminMeta } from "../components/admin-page";
import { AuthCard, authInputClass } from "../components/auth-card";
import type { Route } from "./+types/set-password";

/**
 * A one-time link (an invitation, or a new password an owner sent): the person sets their
 * password, once, within 48 hours, and is signed in with it (no second typing of the email). An
 * unknown, used or expired link, or one of a disabled account, says so and changes nothing
 * (server/admin/staff.ts).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!context.admin) throw data(copy.errors.unavailable, { status: 503 });
  const link = await context.admin.staff.describeLink(params.token);
  if (link.state !== "valid") return data({ link: { state: link.state } }, { status: 410 });
  return {
    link: { state: link.state, email: link.email, ...setPasswordWords(brandOf(context), link) },
  };
}

const problems = {
  mismatch: copy.setPasswordPage.mismatch,
  "too-short": copy.setPasswordPage.tooShort,
  "too-long": copy.setPasswordPage.tooLong,
  "contains-email": copy.setPasswordPage.containsEmail,
  "contains-brand": copy.setPasswordPage.containsBrand,
  ...copy.setPasswordPage.states,
} as const;

/** The problems with the password typed (the link still works: the form is shown again). */
const passwordProblems = [
  "mismatch",
  "too-short",
  "too-long",
  "weak",
  "contains-email",
  "contains-brand",
];

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!context.admin) throw data(copy.errors.unavailable, { status: 503 });
  const form = await request.formData();
  const result = await context.admin.staff.redeemLink({
    token: params.token,
    password: form.get("password"),
    confirm: form.get("confirm"),
    ipHash: context.admin.hashIp(context.clientIp),
  });
  if (result.ok) {
    // Setting the password signs the person in, as the sign-in page would with it: an account
    // with a second factor goes on to its code. If sign-in is busy or held, the sign-in page.
    const signedIn = await context.admin.signIn({
      email: result.email,
      password: String(form.get("password")),
      ip: context.clientIp,
      cookieHeader: request.headers.get("Cookie"),
      signal: request.signal,
      https: isHttps(request),
    });
    if (!signedIn.ok) return redirect("/admin/login?passwordSet=1", 303);
    return redirect(signedIn.secondFactor ? "/admin/login/code?next=%2Fadmin" : "/admin", {
      status: 303,
      headers: { "Set-Cookie": signedIn.setCookie },
    });
  }
  const linkGone = !passwordProblems.includes(result.problem);
  const error =
    result.problem === "weak"
      ? fill(copy.setPasswordPage.weak, {
          reason: result.reason ?? copy.setPasswordPage.weakNoReason,
        })
      : problems[result.problem];
  return data({ error }, { status: linkGone ? 410 : 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(copy.setPasswordPage.title);

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const words = copy.setPasswordPage;
  const { link } = loaderData;
  const error = actionData?.error;
  if (link.state !== "valid" || !("email" in link)) {
    return (
      <AuthCard
        title={words.title}
        error={words.states[link.state as keyof typeof words.states]}
        errorId="link-error"
      >
        <Link to="/admin/login" className={`${buttonClass("primary")} mt-6`}>
          {words.goToSignIn}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={link.heading} intro={link.intro} error={error} errorId="password-error">
      <Form method="post" className="mt-6 space-y-4">
        {/* The account's email, for password managers to save with the new password. */}
        <div>
          <label htmlFor="link-email" className="text-sm font-semibold">
            {words.emailLabel}
          </label>
          <input
            id="link-email"
            name="username"
            type="email"
            autoComplete="username"
            readOnly
            value={link.email}
            className={`${authInputClass} bg-surface`}
          />
        </div>
        <div>
          <label htmlFor="new-password" className="text-sm font-semibold">
            {words.passwordLabel}
          </label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={200}
            aria-describedby={error ? "password-error password-hint" : "password-hint"}
            className={authInputClass}
          />
          <p id="password-hint" className="mt-1.5 text-sm text-muted">
            {words.passwordHint}
          </p>
        </div>
        <div>
          <label htmlFor="confirm-password" className="text-sm font-semibold">
            {words.confirmLabel}
          </label>
          <input
            id="confirm-password"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={200}
            aria-describedby={error ? "password-error" : undefined}
            className={authInputClass}
          />
        </div>
        <button
          type="submit"
          className={`${buttonClass("primary", "lg")} w-full`}
          disabled={navigation.state === "submitting"}
        >
          <KeyRound size={18} aria-hidden="true" />
          {navigation.state === "submitting" ? words.submitting : words.submit}
        </button>
      </Form>
    </AuthCard>
  );
}
