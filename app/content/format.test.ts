import { describe, expect, it } from "vitest";
import {
  formatters,
  hindiMonths,
  hindiWeekdays,
  indianDigits,
  officeHoursTextHindi,
  weekdays,
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

  it("names every month as Intl's hi-IN does", () => {
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
    ).toBe("सोमवार से शनिवार, सुबह 10:00 बजे से शाम 7:00 बजे तक (भारतीय समय)");
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
