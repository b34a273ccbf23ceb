import Home from "lucide-react/icons/house";
import { data } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import * as pagesHi from "~/content/hi/pages";
import * as pagesEn from "~/content/pages";
import { localeOfPath, pickLocale, useLocalized } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/not-found";

// Any path no other route claims: the not-found page, with HTTP 404; in Hindi under /hi/.
export function loader() {
  return data(null, { status: 404 });
}

export const meta = ({ location }: Route.MetaArgs) => {
  const { notFoundCopy } = pickLocale(
    { en: pagesEn, hi: pagesHi },
    localeOfPath(location.pathname),
  );
  return seo({
    path: location.pathname,
    title: notFoundCopy.title,
    description: notFoundCopy.text,
    noindex: true,
  });
};

export default function NotFoundPage() {
  const { notFoundCopy } = useLocalized({ en: pagesEn, hi: pagesHi });
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-brand sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{notFoundCopy.heading}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{notFoundCopy.text}</p>
      <Link to="/" className={`${buttonClass("primary", "lg")} mt-8`}>
        <Home size={18} aria-hidden="true" />
        {notFoundCopy.backLabel}
      </Link>
    </section>
  );
}
