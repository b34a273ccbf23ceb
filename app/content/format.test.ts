import { describe, expect, it } from "vitest";
import { hindiMonths, hindiWeekdays, indianDigits, officeHoursTextHindi, weekdays } from "./format";

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
