import { redirect } from "react-router";
import { escapeHtml } from "~/base/html";
import { fill } from "~/base/template";
import type { Dictionary } from "~/content/content";
import { statusOf, submitLead } from "~/lib/leads/lead-action.server";
import { liveContent } from "~/lib/pages/live-content.server";
import { plainPage } from "~/lib/pages/plain-page";
import type { Route } from "./+types/contactform-php";

/**
 * The old PHP endpoint. Old cached pages still post name, email, number and msg (with the
 * suffix already appended) here; the lead is stored with source "legacy" and the answer is a
 * small confirmation page. A visit (GET) goes to the contact page.
 */
export function loader() {
  return redirect("/contact-us", 301);
}

type LegacyPageCopy = Dictionary["forms"]["leadFormCopy"]["legacyPage"];

/** The answer page: plain, readable on a phone, light or dark as the phone is (plain-page.ts). */
function page(copy: LegacyPageCopy, title: string, body: string): string {
  return plainPage({
    title: escapeHtml(fill(copy.documentTitle, { title })),
    heading: escapeHtml(title),
    body: `${body}<p><a href="/contact-us">${escapeHtml(copy.contactLink)}</a> · <a href="/">${escapeHtml(copy.homeLink)}</a></p>`,
    locale: "en",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitLead(request, context, ["legacy"]);
  // Old cached pages were English: the answer is too.
  const copy = liveContent(context).dictionary("en").forms.leadFormCopy.legacyPage;
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  if (result.status === "sent") {
    return new Response(page(copy, copy.sentTitle, `<p>${escapeHtml(copy.sentBody)}</p>`), {
      status: 200,
      headers,
    });
  }
  const errors = Object.values(result.errors)
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join("");
  return new Response(
    page(
      copy,
      copy.failedTitle,
      `<p>${escapeHtml(result.message)}</p>${errors ? `<ul data-field-errors>${errors}</ul>` : ""}<p>${escapeHtml(copy.failedHint)}</p>`,
    ),
    { status: statusOf[result.status], headers },
  );
}
