import { describe, expect, it } from "vitest";
import {
  englishMonths,
  formatInr,
  formatters,
  hindiMonths,
  hindiWeekdays,
  indianDigits,
  isoDuration,
  officeHoursText,
  officeHoursTextHindi,
  openingHoursSchemaOrg,
  phone,
  weekdays,
  whatsAppUrl,
} from "./format";

// The tables and the grouping stand in for Intl on the client (it costs ICU's start-up while
// hydrating); here, on the server's full ICU, they must say exactly what Intl says.
describe("Hindi names and Indian digits without Intl", () => {
  it("names every weekday as Intl's hi-IN does", () => {
    const intl = new Intl.DateTimeFormat("hi-IN", { weekday: "long", timeZone: "UTC" });
    weekdays.forEach((day, i) => {
      expect(hindiWeekdays[day]).toBe(intl.format(new Date(Date.UTC(2024, 0, 1 + i))));
    });
  });

  it("names every month as Intl's en-IN and hi-IN do", () => {
    const english = new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" });
    englishMonths.forEach((month, i) => {
      expect(month).toBe(english.format(new Date(Date.UTC(2024, i, 1))));
    });
    const intl = new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" });
    hindiMonths.forEach((month, i) => {
      expect(month).toBe(intl.format(new Date(Date.UTC(2024, i, 1))));
    });
  });

  it("groups digits as Intl's en-IN does, lakhs and crores included", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    for (const n of [
      0, 7, 99, 999, 1000, 5000, 19999, 74999, 100000, 150000, 1234567, 98765432, -4500,
    ]) {
      expect(indianDigits(n)).toBe(intl.format(n));
    }
    expect(indianDigits(150000)).toBe("1,50,000");
  });

  it("writes office hours in Hindi with the day names", () => {
    expect(
      officeHoursTextHindi({ from: "Monday", to: "Saturday", opens: "10:00", closes: "19:00" }),
    ).toBe("सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक (भारतीय समय)");
    // Minutes only when there are some.
    expect(
      officeHoursTextHindi({ from: "Monday", to: "Friday", opens: "09:30", closes: "18:00" }),
    ).toBe("सोमवार से शुक्रवार, सुबह 9:30 बजे से शाम 6 बजे तक (भारतीय समय)");
  });
});

describe("counts in words", () => {
  it("says counts in words in each language, digits beyond eight", () => {
    expect([1, 2, 4].map(formatters.en.countWord)).toEqual(["one", "two", "four"]);
    expect(formatters.en.countWordCapital(2)).toBe("Two");
    expect(formatters.en.countWord(12)).toBe("12");
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(formatters.hi.countWord)).toEqual([
      "एक",
      "दो",
      "तीन",
      "चार",
      "पाँच",
      "छह",
      "सात",
      "आठ",
    ]);
    // Devanagari has no capital letters.
    expect(formatters.hi.countWordCapital(2)).toBe("दो");
    expect(formatters.hi.countWord(12)).toBe("12");
  });
});

describe("durations, ranges, percentages and dates in each language", () => {
  const { en, hi } = formatters;

  it("writes a length of time", () => {
    expect(
      [{ months: 3 }, { days: 45 }, { weeks: 12 }, { months: 1 }, { days: 1 }].map(en.duration),
    ).toEqual(["3 months", "45 days", "12 weeks", "1 month", "1 day"]);
    expect(
      [{ months: 3 }, { days: 45 }, { weeks: 12 }, { months: 1 }, { years: 2 }].map(hi.duration),
    ).toEqual(["3 महीने", "45 दिन", "12 हफ़्ते", "1 महीना", "2 साल"]);
  });

  it("writes a length of time before a noun, in digits or in words", () => {
    expect(en.durationAdjective({ days: 3 })).toBe("3-day");
    expect(en.durationAdjective({ days: 30 })).toBe("30-day");
    expect(en.durationAdjective({ months: 3 }, { inWords: true })).toBe("three-month");
    expect(hi.durationAdjective({ days: 3 })).toBe("3 दिन");
    expect(hi.durationAdjective({ months: 1 })).toBe("1 महीने");
    expect(hi.durationAdjective({ months: 3 }, { inWords: true })).toBe("तीन महीने");
  });

  it("writes a length of time before a postposition", () => {
    expect(en.durationOblique({ days: 4 })).toBe("4 days");
    expect(hi.durationOblique({ days: 4 })).toBe("4 दिनों");
    expect(hi.durationOblique({ days: 1 })).toBe("1 दिन");
    expect(hi.durationOblique({ months: 6 })).toBe("6 महीनों");
  });

  it("writes a least length of time", () => {
    expect([{ years: 1 }, { years: 2 }, { months: 6 }].map(en.durationAtLeast)).toEqual([
      "1+ year",
      "2+ years",
      "6+ months",
    ]);
    expect([{ years: 1 }, { years: 2 }, { months: 6 }].map(hi.durationAtLeast)).toEqual([
      "1+ साल",
      "2+ साल",
      "6+ महीने",
    ]);
  });

  it("writes the ISO 8601 form for JSON-LD", () => {
    expect([{ months: 3 }, { days: 45 }, { weeks: 12 }, { years: 1 }].map(isoDuration)).toEqual([
      "P3M",
      "P45D",
      "P12W",
      "P1Y",
    ]);
  });

  it("writes ranges and percentages the same in both languages", () => {
    for (const format of [en, hi]) {
      expect(format.range({ min: 10, max: 15 })).toBe("10–15");
      expect(format.percent(90)).toBe("90%");
    }
  });

  it("joins names with and or or, as each language does", () => {
    const networks = ["Instagram", "Facebook", "LinkedIn", "X"];
    expect(en.list(networks, "and")).toBe("Instagram, Facebook, LinkedIn and X");
    expect(en.list(networks, "or")).toBe("Instagram, Facebook, LinkedIn or X");
    expect(hi.list(networks, "and")).toBe("Instagram, Facebook, LinkedIn और X");
    expect(hi.list(networks, "or")).toBe("Instagram, Facebook, LinkedIn या X");
    expect(en.list(["Instagram"], "and")).toBe("Instagram");
    expect(hi.list(["A", "B"], "or")).toBe("A या B");
  });

  it("writes dates as Intl's en-IN and hi-IN (Latin digits) do", () => {
    const options = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
    const english = new Intl.DateTimeFormat("en-IN", options);
    const hindi = new Intl.DateTimeFormat("hi-IN-u-nu-latn", options);
    for (const iso of ["2026-11-22", "2027-01-05", "2026-03-31"]) {
      const date = new Date(`${iso}T00:00:00Z`);
      expect(en.date(iso)).toBe(english.format(date));
      expect(hi.date(iso)).toBe(hindi.format(date));
    }
    expect(en.date("2026-11-22")).toBe("22 November 2026");
    expect(hi.date("2027-01-05")).toBe("5 जनवरी 2027");
  });
});

describe("formatInr", () => {
  it("formats whole rupees the Indian way", () => {
    expect(formatInr(74999)).toBe("₹74,999");
    expect(formatInr(499)).toBe("₹499");
    expect(formatInr(150000)).toBe("₹1,50,000");
  });
});

describe("phone numbers and office hours", () => {
  it("turns a spaced number into E.164 and a WhatsApp link", () => {
    const number = phone("+91 98765 43210");
    expect(number).toEqual({ e164: "+919876543210", display: "+91 98765 43210" });
    expect(whatsAppUrl(number)).toBe("https://wa.me/919876543210");
  });

  it("words office hours for people and for schema.org", () => {
    const hours = { from: "Monday", to: "Friday", opens: "09:30", closes: "18:00" } as const;
    expect(officeHoursText(hours)).toBe("Monday to Friday, 9:30 am – 6:00 pm IST");
    expect(openingHoursSchemaOrg(hours)).toBe("Mo-Fr 09:30-18:00");
    expect(officeHoursText({ ...hours, opens: "00:00", closes: "12:00" })).toContain(
      "12:00 am – 12:00 pm",
    );
  });
});
