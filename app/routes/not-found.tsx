import Home from "lucide-react/icons/house";
import { data } from "react-router";
import { requestLocale } from "~/base/locale";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { liveContent } from "~/lib/pages/live-content.server";
import { requestHead } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import type { Route } from "./+types/not-found";

// Any path no other route claims: the not-found page, with HTTP 404; in Hindi under /hi/.
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const copy = liveContent(context).dictionary(locale).pages.notFound;
  const head = requestHead(request, locale, { title: copy.title, description: copy.text }, true);
  return data({ head, copy }, { status: 404 });
}

export const meta = pageMeta;

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-bold tracking-tight text-brand sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{copy.text}</p>
      <Link to="/" className={`${buttonClass("primary", "lg")} mt-8`}>
        <Home size={18} aria-hidden="true" />
        {copy.backLabel}
      </Link>
    </section>
  );
}
