/**
 * How a visitor arrived (issue 55): the first page of the visit, the referring site (its host
 * only), the campaign tags of the link (utm_source, utm_medium, utm_campaign), and an ad click's
 * id reduced to the kind of ad ("paid search" for gclid, "paid social" for fbclid; the id itself
 * is never kept). The browser works it out once per visit (app/lib/browser/arrival.client.ts,
 * kept in sessionStorage) and sends it with a lead form and in the visit beacon; the server
 * checks it here again, and without JavaScript works out what it can from the form's Referer.
 * Plain constants and functions: safe for the browser bundle and the server.
 */

/** What a lead and a visit record of how the visitor arrived. Every text is bounded. */
export interface Arrival {
  /** The first page of the visit on this site: a path, with no query. */
  landing: string;
  /** The referring site's host ("www.google.com"), "" for none or this site. */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** "paid search" (gclid), "paid social" (fbclid) or "". */
  paid: PaidClick | "";
}

export const paidClicks = {
  gclid: "paid search",
  fbclid: "paid social",
} as const;
export type PaidClick = (typeof paidClicks)[keyof typeof paidClicks];

/** The largest text of each part (longer is cut). */
export const arrivalLimits = { path: 200, host: 100, tag: 100 } as const;

/** The hidden field a lead form sends the arrival in, as `arrivalToField` writes it. */
export const arrivalField = "arrival";

/** A device class from the user agent: what the dashboard and the lead show. */
export type DeviceClass = "phone" | "tablet" | "desktop" | "";

export const emptyArrival: Arrival = {
  landing: "",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  paid: "",
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** A tag as staff will read it: trimmed, lower case, no control characters, bounded. */
export function cleanTag(value: string | null | undefined): string {
  return (value ?? "")
    .replace(controlCharacters, "")
    .trim()
    .toLowerCase()
    .slice(0, arrivalLimits.tag);
}

/** A same-site path ("/pricing"), or "" for anything else. */
export function cleanPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//")) return "";
  const path = value.split(/[?#]/)[0] ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters
  if (/[\s\\\u0000-\u001f\u007f]/.test(path)) return "";
  return path.slice(0, arrivalLimits.path);
}

/** The host of a referring URL, "" when it is none, unreadable, or `ownHost`. */
export function referrerHost(referrer: string | null | undefined, ownHost: string): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    const host = url.hostname.toLowerCase();
    if (host === ownHost.toLowerCase()) return "";
    return host.slice(0, arrivalLimits.host);
  } catch {
    return "";
  }
}

/** The arrival a page view at `url` from `referrer` shows (the first page of a visit). */
export function arrivalOf(url: URL, referrer: string | null | undefined): Arrival {
  const tags = url.searchParams;
  const paidKey = (Object.keys(paidClicks) as (keyof typeof paidClicks)[]).find((key) =>
    tags.has(key),
  );
  return {
    landing: cleanPath(url.pathname),
    referrer: referrerHost(referrer, url.hostname),
    utmSource: cleanTag(tags.get("utm_source")),
    utmMedium: cleanTag(tags.get("utm_medium")),
    utmCampaign: cleanTag(tags.get("utm_campaign")),
    paid: paidKey ? paidClicks[paidKey] : "",
  };
}

const fieldKeys = ["landing", "referrer", "utmSource", "utmMedium", "utmCampaign", "paid"] as const;

/** The arrival as a form field's value: its parts in order, joined by newlines. */
export function arrivalToField(arrival: Arrival): string {
  return fieldKeys.map((key) => arrival[key].replace(/[\r\n]/g, " ")).join("\n");
}

/** Reads what `arrivalToField` wrote (or a visitor forged), each part checked again. */
export function arrivalFromField(value: string | null | undefined): Arrival | null {
  if (!value || value.length > 1000) return null;
  // A form's post turns each line break into CR LF.
  const parts = value.split(/\r?\n/);
  if (parts.length !== fieldKeys.length) return null;
  const [landing, referrer, utmSource, utmMedium, utmCampaign, paid] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const host = referrer.toLowerCase();
  return {
    landing: cleanPath(landing),
    referrer: /^[a-z0-9.-]{1,100}$/.test(host) ? host : "",
    utmSource: cleanTag(utmSource),
    utmMedium: cleanTag(utmMedium),
    utmCampaign: cleanTag(utmCampaign),
    paid: (Object.values(paidClicks) as string[]).includes(paid) ? (paid as PaidClick) : "",
  };
}

/** Search engines by the host's name (a referrer from one is organic search). */
const searchEngines = /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|brave|startpage)\./;
/** Social sites by the host's name. */
const socialSites =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|t|x|twitter|youtube|reddit|pinterest|whatsapp)\.(com|co|in|me)$/;

/**
 * The one word the dashboard groups by: the campaign's source when tagged, else the kind of ad,
 * else the referring site, else "direct". Lower case, as tags are.
 */
export function sourceOf(arrival: Pick<Arrival, "utmSource" | "paid" | "referrer">): string {
  if (arrival.utmSource) return arrival.utmSource;
  if (arrival.paid) return arrival.paid;
  if (arrival.referrer) return arrival.referrer.replace(/^(www|m|l|lm)\./, "");
  return "direct";
}

/** The kind of channel of an arrival: what the inbox filters by. */
export const channels = ["search", "social", "paid", "campaign", "referral", "direct"] as const;
export type Channel = (typeof channels)[number];

/** A channel from a query parameter (the inbox's filter), or "" for none or an unknown one. */
export function channelParam(value: string | null): Channel | "" {
  return (channels as readonly string[]).includes(value ?? "") ? (value as Channel) : "";
}

export function channelOf(arrival: Arrival): Channel {
  if (arrival.paid) return "paid";
  const medium = arrival.utmMedium;
  if (/^(cpc|ppc|paid|paidsearch|paid[-_ ]?social|display|cpm)$/.test(medium)) return "paid";
  if (arrival.utmSource || arrival.utmCampaign) return "campaign";
  if (!arrival.referrer) return "direct";
  if (searchEngines.test(arrival.referrer)) return "search";
  if (socialSites.test(arrival.referrer)) return "social";
  return "referral";
}

/** A device class from the user agent, by the usual tokens (no fingerprinting library). */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return "";
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return "phone";
  return "desktop";
}
