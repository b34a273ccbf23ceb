/**
 * The arrival a lead is stored with (issue 55, app/base/arrival.ts). With JavaScript the form
 * sends the visit's first touch; without it the server has only the form's Referer: the page the
 * form was on, with that page's query, so a tagged link's campaign still counts when the
 * visitor sent the form from the page the link opened (its landing page). A search engine's
 * referrer is then unknown (the visit reads "direct").
 */
import {
  type Arrival,
  arrivalFromField,
  arrivalOf,
  channelOf,
  cleanPath,
  deviceClassOf,
  sourceOf,
} from "../../app/base/arrival";
import type { LeadArrival } from "../db/arrivals";

export interface ArrivalSeen {
  /** The form's arrival field as posted (absent without JavaScript). */
  field: string | null | undefined;
  /** The request's Referer header. */
  referer: string | null;
  /** The page the form was on, as the lead records it. */
  pagePath: string | null;
  userAgent: string | null;
}

/** What the server can tell without the browser's help: the Referer's page and its tags. */
function fromReferer(referer: string | null, pagePath: string | null): Arrival {
  let url: URL | null = null;
  try {
    url = referer ? new URL(referer) : null;
  } catch {
    url = null;
  }
  // The Referer of a form post is the form's own page: its host is ours, so no referring site.
  const arrival = url ? arrivalOf(url, null) : arrivalOf(new URL("http://localhost/"), null);
  return { ...arrival, landing: arrival.landing || cleanPath(pagePath) };
}

export function leadArrival(leadId: string, seen: ArrivalSeen): LeadArrival {
  const sent = arrivalFromField(seen.field);
  const arrival = sent?.landing ? sent : fromReferer(seen.referer, seen.pagePath);
  return {
    leadId,
    ...arrival,
    source: sourceOf(arrival),
    channel: channelOf(arrival),
    device: deviceClassOf(seen.userAgent),
    fromBrowser: Boolean(sent?.landing),
  };
}
