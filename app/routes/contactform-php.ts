import { redirect } from "react-router";
import { type Html, html } from "~/base/html";
import { fill } from "~/base/template";
import type { Dictionary } from "~/content/engine/content";
import { statusOf, submitLead } from "~/lib/leads/lead-action.server";
import { liveContent } from "~/lib/pages/live-content.server";
import { plainPage, plainPageResponse } from "~/lib/pages/plain-page";
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
function page(copy: LegacyPageCopy, title: string, body: Html): string {
  return plainPage({
    title: fill(copy.documentTitle, { title }),
    heading: title,
    body: html`${body}<p><a href="/contact-us">${copy.contactLink}</a> · <a href="/">${copy.homeLink}</a></p>`,
    locale: "en",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitLead(request, context, ["legacy"]);
  // Old cached pages were English: the answer is too.
  const copy = liveContent(context).dictionary("en").forms.leadFormCopy.legacyPage;
  if (result.status === "sent") {
    return plainPageResponse(page(copy, copy.sentTitle, html`<p>${copy.sentBody}</p>`), {
      status: 200,
    });
  }
  const errors = Object.values(result.errors).map((message) => html`<li>${message}</li>`);
  return plainPageResponse(
    page(
      copy,
      copy.failedTitle,
      html`<p>${result.message}</p>${errors.length ? html`<ul data-field-errors>${errors}</ul>` : ""}<p>${copy.failedHint}</p>`,
    ),
    { status: statusOf[result.status] },
  );
}
