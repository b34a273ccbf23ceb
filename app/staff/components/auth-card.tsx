import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import type { ReactNode } from "react";
import { Logo } from "~/components/ui/logo";
import { Notice } from "./admin-page";

/**
 * The frame of the pages a person sees before they are signed in: sign-in, the second-factor
 * code and a one-time link's password. One card on the brand's gradient, its <h1>, a short line,
 * a notice or an error (read out at once, `errorId` for the fields' aria-describedby).
 */
export function AuthCard({
  title,
  intro,
  notice,
  error,
  errorId,
  children,
}: {
  title: string;
  intro?: ReactNode;
  notice?: string | null;
  error?: string | null;
  errorId: string;
  children?: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-primary-900 via-primary-800 to-violet px-4 py-10"
    >
      <div className="w-full max-w-md rounded-card bg-card p-6 shadow-lift sm:p-8">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold tracking-tight">{title}</h1>
        {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
        {notice && !error ? <Notice>{notice}</Notice> : null}
        {error ? (
          <p
            role="alert"
            id={errorId}
            className="mt-4 flex gap-2 rounded-card border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-error"
          >
            <AlertCircle size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
            {error}
          </p>
        ) : null}
        {children}
      </div>
    </main>
  );
}

export const authInputClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-card px-3 text-ink placeholder:text-muted focus-visible:border-focus";
