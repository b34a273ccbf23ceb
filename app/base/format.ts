/**
 * The one formatter of the content layer: facts typed once (prices, hours, durations, dates,
 * phone numbers in site/facts.json, pricing/facts.json…) turned into the words of each language
 * (`formatters.en`, `formatters.hi`), so a fact is never retyped in a sentence. The topics' joins
 * call it when the content of a revision is built, on the server; its tables are written out rather than asked of
 * Intl, which the browser never needs to start (docs/decisions/0011-no-intl-on-the-client.md).
 */
import type { Locale } from "~/base/locale";

export interface Phone {
  /** E.164, for tel: links and JSON-LD. */
  e164: string;
  /** How people read it. */
  display: string;
}

/** "+91 98765 43210" → { e164: "+919876543210", display: "+91 98765 43210" }. */
export function phone(display: string): Phone {
  return { e164: display.replace(/[\s-]/g, ""), display };
}

/** The WhatsApp chat link of a number: https://wa.me/ and the digits without the +. */
export function whatsAppUrl(number: Phone): string {
  return `https://wa.me/${number.e164.replace(/^\+/, "")}`;
}

export const weekdays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

export interface OfficeHours {
  /** First and last working day of the week, e.g. Monday to Saturday. */
  from: Weekday;
  to: Weekday;
  /** 24-hour local time (IST), "HH:MM". */
  opens: string;
  closes: string;
}

/** "19:00" → "7:00 pm". */
function clock12(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h < 12 ? "am" : "pm";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** "Monday to Friday, 9:30 am – 6:00 pm IST". */
export function officeHoursText(hours: OfficeHours): string {
  return `${hours.from} to ${hours.to}, ${clock12(hours.opens)} – ${clock12(hours.closes)} IST`;
}

/*
 * Hindi day and month names, written out rather than asked of Intl.DateTimeFormat: the first Intl
 * formatter a page builds loads ICU's locale data, 15-30 ms of main thread on a fast machine and
 * four times that on a phone, while hydrating (docs/performance.md). format.test.ts checks these
 * tables against Intl so they cannot drift from it.
 */
export const hindiWeekdays = {
  Monday: "सोमवार",
  Tuesday: "मंगलवार",
  Wednesday: "बुधवार",
  Thursday: "गुरुवार",
  Friday: "शुक्रवार",
  Saturday: "शनिवार",
  Sunday: "रविवार",
} as const satisfies Record<Weekday, string>;

export const hindiMonths = [
  "जनवरी",
  "फ़रवरी",
  "मार्च",
  "अप्रैल",
  "मई",
  "जून",
  "जुलाई",
  "अगस्त",
  "सितंबर",
  "अक्टूबर",
  "नवंबर",
  "दिसंबर",
] as const;

/**
 * A whole number with Indian digit grouping: 150000 → "1,50,000", 1234567 → "12,34,567". Written
 * out rather than Intl.NumberFormat("en-IN") for the same reason as the tables above.
 */
export function indianDigits(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}

/**
 * "सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक (भारतीय समय)": a whole hour without ":00", as
 * Hindi writes it and as the posters' times are (`hindiTime`).
 */
export function officeHoursTextHindi(hours: OfficeHours): string {
  return `${hindiWeekdays[hours.from]} से ${hindiWeekdays[hours.to]}, ${hindiTime(hours.opens)} से ${hindiTime(hours.closes)} तक (भारतीय समय)`;
}

/** schema.org openingHours: "Mo-Fr 09:30-18:00". */
export function openingHoursSchemaOrg(hours: OfficeHours): string {
  const short = (day: Weekday) => day.slice(0, 2);
  return `${short(hours.from)}-${short(hours.to)} ${hours.opens}-${hours.closes}`;
}

/** ₹ with Indian digit grouping: 123456 → "₹1,23,456". */
export function formatInr(amount: number): string {
  return `₹${indianDigits(amount)}`;
}

/** English month names, for dates written out the same on the server and in every browser. */
export const englishMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A length of time in one unit, as the facts give it: { months: 3 }, { days: 45 }. */
export type Duration =
  | { days: number }
  | { weeks: number }
  | { months: number }
  | { years: number };
type DurationUnit = "days" | "weeks" | "months" | "years";

function durationParts(length: Duration): [unit: DurationUnit, count: number] {
  const [entry] = Object.entries(length) as [DurationUnit, number][];
  if (!entry) throw new Error("a duration needs a unit");
  return entry;
}

/** ISO 8601, for JSON-LD: { months: 3 } → "P3M", { days: 45 } → "P45D". */
export function isoDuration(length: Duration): string {
  const [unit, count] = durationParts(length);
  return `P${count}${{ days: "D", weeks: "W", months: "M", years: "Y" }[unit]}`;
}

/** "2026-11-20" → [2026, 11, 20]. */
function dateParts(iso: string): [year: number, month: number, day: number] {
  const [year = 1970, month = 1, day = 1] = iso.split("-").map(Number);
  return [year, month, day];
}

const englishUnits = {
  days: ["day", "days"],
  weeks: ["week", "weeks"],
  months: ["month", "months"],
  years: ["year", "years"],
} as const satisfies Record<DurationUnit, readonly [one: string, many: string]>;

/**
 * Hindi units: the plain forms (3 महीने, 1 महीना), the forms before a noun or का/के/की (3 महीने
 * का कोर्स, 1 महीने का कोर्स) and the plural before a postposition (4 दिनों के अंदर).
 */
const hindiUnits = {
  days: { one: "दिन", many: "दिन", before: "दिन", plural: "दिनों" },
  weeks: { one: "हफ़्ता", many: "हफ़्ते", before: "हफ़्ते", plural: "हफ़्तों" },
  months: { one: "महीना", many: "महीने", before: "महीने", plural: "महीनों" },
  years: { one: "साल", many: "साल", before: "साल", plural: "सालों" },
} as const satisfies Record<
  DurationUnit,
  { one: string; many: string; before: string; plural: string }
>;

/** How each language writes the facts of the content layer. */
export interface Formatter extends FactFormats {
  /** 123456 → "₹1,23,456". */
  price(amount: number): string;
  /** 150000 → "1,50,000". */
  number(amount: number): string;
  /** The office hours as people read them. */
  officeHours(hours: OfficeHours): string;
  /** A count in words, as a sentence says it: 4 → "four" (digits beyond eight). */
  countWord(n: number): string;
  /** The same, opening a sentence: 2 → "Two". */
  countWordCapital(n: number): string;
  /** A number of working days in words, as a sentence says it: 1 → "one working day". */
  workingDays(n: number): string;
  /** A day of the year: { day: 15, month: 8 } → "15 August". */
  dayMonth(date: DayMonth): string;
  /** A day of the week: "Saturday". */
  weekday(day: Weekday): string;
  /** A time of day, its minutes said only when there are some: "11:00" → "11 am". */
  time(time: string): string;
  /**
   * Names in a sentence, the last two joined by "and" or "or": ["A", "B", "C"] → "A, B and C" /
   * "A, B और C"; "A, B or C" / "A, B या C".
   */
  list(items: readonly string[], join: "and" | "or"): string;
}

/** "A, B and C": the items, the last two joined by `word`. */
function joinedList(items: readonly string[], word: string): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;
}

/** A day of the year: the 15th of August is { day: 15, month: 8 }. */
export interface DayMonth {
  day: number;
  /** 1 (January) to 12 (December). */
  month: number;
}

/** "11:00" → "11 am", "19:30" → "7:30 pm". */
function englishTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const minutes = m === 0 ? "" : `:${String(m).padStart(2, "0")}`;
  return `${h % 12 === 0 ? 12 : h % 12}${minutes} ${h < 12 ? "am" : "pm"}`;
}

/** "11:00" → "सुबह 11 बजे", "19:30" → "शाम 7:30 बजे" (रात before 4, सुबह, दोपहर from 12, शाम from 4 pm). */
function hindiTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const period = h < 4 ? "रात" : h < 12 ? "सुबह" : h < 16 ? "दोपहर" : h < 20 ? "शाम" : "रात";
  const minutes = m === 0 ? "" : `:${String(m).padStart(2, "0")}`;
  return `${period} ${h % 12 === 0 ? 12 : h % 12}${minutes} बजे`;
}

interface FactFormats {
  /** A length of time: { months: 3 } → "3 months" / "3 महीने". */
  duration(length: Duration): string;
  /**
   * A length of time describing a noun: "a 3-day demo", "a three-month programme" (`inWords`);
   * in Hindi the form before का/के/की: "3 दिन का डेमो", "तीन महीने के प्रोग्राम".
   */
  durationAdjective(length: Duration, options?: { inWords?: boolean }): string;
  /**
   * A length of time before a postposition: "within 4 days" / "4 दिनों के अंदर" (the English is
   * the plain form).
   */
  durationOblique(length: Duration): string;
  /** A least length of time: { years: 1 } → "1+ year" / "1+ साल". */
  durationAtLeast(length: Duration): string;
  /** A range of numbers: { min: 10, max: 15 } → "10–15". */
  range(range: { min: number; max: number }): string;
  /** 90 → "90%". */
  percent(n: number): string;
  /** An ISO date: "2026-11-20" → "20 November 2026" / "20 नवंबर 2026". */
  date(iso: string): string;
}

const englishNumbers = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight"];
const hindiNumbers = ["शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ"];
const englishCount = (n: number) => englishNumbers[n] ?? String(n);
const hindiCount = (n: number) => hindiNumbers[n] ?? String(n);

const range = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;
const percent = (n: number) => `${n}%`;

export const formatters: Record<Locale, Formatter> = {
  en: {
    price: formatInr,
    number: indianDigits,
    officeHours: officeHoursText,
    countWord: englishCount,
    countWordCapital: (n) => englishCount(n).charAt(0).toUpperCase() + englishCount(n).slice(1),
    workingDays: (n) => `${englishCount(n)} working ${n === 1 ? "day" : "days"}`,
    dayMonth: ({ day, month }) => `${day} ${englishMonths[month - 1]}`,
    weekday: (day) => day,
    time: englishTime,
    list: (items, join) => joinedList(items, join),
    duration(length) {
      const [unit, n] = durationParts(length);
      return `${n} ${englishUnits[unit][n === 1 ? 0 : 1]}`;
    },
    durationAdjective(length, { inWords = false } = {}) {
      const [unit, n] = durationParts(length);
      return `${inWords ? englishCount(n) : n}-${englishUnits[unit][0]}`;
    },
    durationOblique(length) {
      const [unit, n] = durationParts(length);
      return `${n} ${englishUnits[unit][n === 1 ? 0 : 1]}`;
    },
    durationAtLeast(length) {
      const [unit, n] = durationParts(length);
      return `${n}+ ${englishUnits[unit][n === 1 ? 0 : 1]}`;
    },
    range,
    percent,
    date(iso) {
      const [year, month, day] = dateParts(iso);
      return `${day} ${englishMonths[month - 1]} ${year}`;
    },
  },
  hi: {
    price: formatInr,
    number: indianDigits,
    officeHours: officeHoursTextHindi,
    countWord: hindiCount,
    // Devanagari has no capital letters.
    countWordCapital: hindiCount,
    workingDays: (n) => `${hindiCount(n)} कामकाजी दिन`,
    dayMonth: ({ day, month }) => `${day} ${hindiMonths[month - 1]}`,
    weekday: (day) => hindiWeekdays[day],
    time: hindiTime,
    list: (items, join) => joinedList(items, join === "and" ? "और" : "या"),
    duration(length) {
      const [unit, n] = durationParts(length);
      return `${n} ${n === 1 ? hindiUnits[unit].one : hindiUnits[unit].many}`;
    },
    durationAdjective(length, { inWords = false } = {}) {
      const [unit, n] = durationParts(length);
      return `${inWords ? hindiCount(n) : n} ${hindiUnits[unit].before}`;
    },
    durationOblique(length) {
      const [unit, n] = durationParts(length);
      return `${n} ${n === 1 ? hindiUnits[unit].before : hindiUnits[unit].plural}`;
    },
    durationAtLeast(length) {
      const [unit, n] = durationParts(length);
      return `${n}+ ${n === 1 ? hindiUnits[unit].one : hindiUnits[unit].many}`;
    },
    range,
    percent,
    // Latin digits, as Intl's hi-IN writes them with numberingSystem latn.
    date(iso) {
      const [year, month, day] = dateParts(iso);
      return `${day} ${hindiMonths[month - 1]} ${year}`;
    },
  },
};
