import LogIn from "lucide-react/icons/log-in";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { isHttps } from "~/staff/access/checks.server";
import { admin as copy } from "~/staff/words";
import { adminMeta } from "../components/admin-page";
import { AuthCard } from "../components/auth-card";
import type { Route } from "./+types/login-link";

/**
 * A one-time sign-in link, emailed while an account's password sign-in is held (too many
 * wrong passwords from strangers; server/admin/service.ts). Opening it shows a button and
 * changes nothing (mail scanners open links); pressing the button uses it. With a second
 * factor, the code page follows.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!context.admin) throw data(copy.errors.unavailable, { status: 503 });
  const valid = await context.admin.signInLinkValid(params.token);
  return data({ valid }, { status: valid ? 200 : 410 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!context.admin) throw data(copy.errors.unavailable, { status: 503 });
  const result = await context.admin.signInWithLink({
    token: params.token,
    ip: context.clientIp,
    cookieHeader: request.headers.get("Cookie"),
    https: isHttps(request),
  });
  if (!result.ok) {
    const error = result.reason === "disabled" ? copy.signIn.disabled : copy.signIn.linkInvalid;
    return data({ error }, { status: result.reason === "disabled" ? 403 : 410 });
  }
  const target = result.secondFactor ? "/admin/login/code" : "/admin";
  return redirect(target, { status: 303, headers: { "Set-Cookie": result.setCookie } });
}

export const meta: Route.MetaFunction = () => adminMeta(copy.signIn.linkTitle);

export default function LoginLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const words = copy.signIn;
  const error = actionData?.error ?? (loaderData.valid ? undefined : words.linkInvalid);
  return (
    <AuthCard title={words.linkTitle} intro={words.linkIntro} error={error} errorId="link-error">
      {loaderData.valid && !actionData ? (
        <Form method="post" className="mt-6">
          <button
            type="submit"
            className={`${buttonClass("primary", "lg")} w-full`}
            disabled={navigation.state === "submitting"}
          >
            <LogIn size={18} aria-hidden="true" />
            {words.linkSubmit}
          </button>
        </Form>
      ) : (
        <Link to="/admin/login" className={`${buttonClass("outline")} mt-6`}>
          {copy.setPasswordPage.goToSignIn}
        </Link>
      )}
    </AuthCard>
  );
}
