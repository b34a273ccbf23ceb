import { describe, expect, it } from "vitest";
import {
  arrivalFromField,
  arrivalOf,
  arrivalToField,
  channelOf,
  deviceClassOf,
  sourceOf,
} from "./arrival";

const site = (path: string) => new URL(`https://stackwise.example${path}`);

describe("a visit's arrival", () => {
  it("from a search engine: the landing page and the engine's host, no tags", () => {
    const arrival = arrivalOf(site("/services?x=1"), "https://www.google.com/");
    expect(arrival).toEqual({
      landing: "/services",
      referrer: "www.google.com",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
      paid: "",
    });
    expect(sourceOf(arrival)).toBe("google.com");
    expect(channelOf(arrival)).toBe("search");
  });

  it("from a tagged link: its tags in lower case, the ad click reduced to its kind", () => {
    const arrival = arrivalOf(
      site("/hi/pricing?utm_source=Newsletter&utm_medium=Email&utm_campaign=Diwali-2026&gclid=abc"),
      "",
    );
    expect(arrival).toMatchObject({
      landing: "/hi/pricing",
      referrer: "",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "diwali-2026",
      paid: "paid search",
    });
    expect(sourceOf(arrival)).toBe("newsletter");
    expect(channelOf(arrival)).toBe("paid");
    expect(arrivalOf(site("/?fbclid=x"), null).paid).toBe("paid social");
  });

  it("the site's own pages are no referring site; other schemes are none", () => {
    expect(arrivalOf(site("/a"), "https://stackwise.example/b").referrer).toBe("");
    expect(arrivalOf(site("/a"), "android-app://com.google.android.gm/").referrer).toBe("");
    expect(channelOf(arrivalOf(site("/a"), "https://stackwise.example/b"))).toBe("direct");
    expect(channelOf(arrivalOf(site("/a"), "https://l.facebook.com/"))).toBe("social");
    expect(channelOf(arrivalOf(site("/a"), "https://blog.example.org/post"))).toBe("referral");
  });

  it("goes through the form's field and back, and a forged field is cleaned", () => {
    const arrival = arrivalOf(
      site("/contact-us?utm_source=ads&utm_campaign=q4"),
      "https://bing.com/",
    );
    expect(arrivalFromField(arrivalToField(arrival))).toEqual(arrival);
    // As a form posts it: each line break as CR LF.
    expect(arrivalFromField(arrivalToField(arrival).replace(/\n/g, "\r\n"))).toEqual(arrival);
    expect(arrivalFromField("//evil.example\nbad host!\nA\nB\nC\nfree money")).toEqual({
      landing: "",
      referrer: "",
      utmSource: "a",
      utmMedium: "b",
      utmCampaign: "c",
      paid: "",
    });
    expect(arrivalFromField("too\nfew")).toBeNull();
    expect(arrivalFromField("x".repeat(2000))).toBeNull();
    const long = arrivalFromField(`/p\n\n${"s".repeat(500)}\n\n\n`);
    expect(long?.utmSource).toHaveLength(100);
  });

  it("names the device class from the user agent", () => {
    expect(
      deviceClassOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148"),
    ).toBe("phone");
    expect(
      deviceClassOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36"),
    ).toBe("phone");
    expect(deviceClassOf("Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/120 Safari/537.36")).toBe(
      "tablet",
    );
    expect(deviceClassOf("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("tablet");
    expect(deviceClassOf("Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36")).toBe(
      "desktop",
    );
    expect(deviceClassOf(null)).toBe("");
  });
});
