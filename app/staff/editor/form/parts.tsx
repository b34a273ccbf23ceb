/**
 * Small pieces the words editor's pages share: a state pill, and a count's sentence.
 */
import type { ReactNode } from "react";
import { fill, type Template } from "~/base/template";

const tones = {
  brand: "bg-primary-50 text-brand ring-primary-100",
  neutral: "bg-surface text-muted ring-line",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  error: "bg-red-50 text-error ring-red-200",
  success: "bg-green-50 text-success ring-green-200",
} as const;

/** A state as a labelled pill (text, never colour alone). */
export function Pill({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** A count's sentence: the singular for one only. */
export function plural(
  words: { one: Template<"count"> | string; other: Template<"count"> | string },
  count: number,
): string {
  return fill(count === 1 ? words.one : words.other, { count } as never);
}
