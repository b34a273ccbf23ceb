/**
 * A person's initials for an avatar, in the script their name is written in: "Priya Sharma" →
 * "PS", "प्रिया शर्मा" → "पश" (the first letter of the first and the last word).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
