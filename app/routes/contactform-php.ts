import { redirect } from "react-router";
import { leadFormCopy } from "~/content/forms";
import { statusOf, submitLead } from "~/lib/lead-action.server";
import type { Route } from "./+types/contactform-php";

/**
 * The old PHP endpoint. Old cached pages still post name, email, number and msg (with the
 * suffix already appended) here; the lead is stored with source "legacy" and the answer is a
 * small confirmation page. A visit (GET) goes to the contact page.
 */
export function loader() {
  return redirect("/contact-us", 301);
}

const copy = leadFormCopy.legacyPage;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copy.documentTitle(title))}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#0F172A"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}<p><a href="/contact-us" style="color:#3730A3">${escapeHtml(copy.contactLink)}</a> · <a href="/" style="color:#3730A3">${escapeHtml(copy.homeLink)}</a></p></body></html>`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitLead(request, context, ["legacy"]);
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  if (result.status === "sent") {
    return new Response(page(copy.sentTitle, `<p>${escapeHtml(copy.sentBody)}</p>`), {
      status: 200,
      headers,
    });
  }
  const errors = Object.values(result.errors)
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join("");
  return new Response(
    page(
      copy.failedTitle,
      `<p>${escapeHtml(result.message)}</p>${errors ? `<ul data-field-errors>${errors}</ul>` : ""}<p>${escapeHtml(copy.failedHint)}</p>`,
    ),
    { status: statusOf[result.status], headers },
  );
}
