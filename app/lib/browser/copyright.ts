/** "2025" in the first year, "2025–2026" after it: the footer's copyright years. */
export function copyrightYears(since: number, year: number): string {
  return year > since ? `${since}–${year}` : String(since);
}
