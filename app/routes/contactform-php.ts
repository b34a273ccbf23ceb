import { redirect } from "react-router";
import { site } from "~/content/site";
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

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – ${escapeHtml(site.brandName)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#0F172A"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}<p><a href="/contact-us" style="color:#3730A3">Go to the contact page</a> · <a href="/" style="color:#3730A3">Home</a></p></body></html>`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitLead(request, context, ["legacy"]);
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  if (result.status === "sent") {
    return new Response(
      page(
        "Thank you — your message has been sent",
        `<p>We reply within one working day. For anything urgent, call ${escapeHtml(site.phoneMobile.display)}.</p>`,
      ),
      { status: 200, headers },
    );
  }
  const errors = Object.values(result.errors)
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join("");
  return new Response(
    page(
      "Your message was not sent",
      `<p>${escapeHtml(result.message)}</p>${errors ? `<ul data-field-errors>${errors}</ul>` : ""}<p>Please use your browser’s Back button to correct it and send it again.</p>`,
    ),
    { status: statusOf[result.status], headers },
  );
}
