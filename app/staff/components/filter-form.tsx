/**
 * The filter form above a staff list (the leads, the audit trail): a GET form, so it works
 * without JavaScript and can be bookmarked. The list's own filters come first, then the date
 * range (India time, inclusive), then "Apply" and "Clear" (back to the unfiltered list).
 */
import Search from "lucide-react/icons/search";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export function FilterForm({
  words,
  gridClass,
  idPrefix,
  fieldClass,
  from,
  to,
  clearTo,
  children,
}: {
  words: { label: string; from: string; to: string; apply: string; clear: string };
  /** The grid's columns on wide screens, one per filter, the buttons last. */
  gridClass: string;
  /** Starts each field's id ("f" → "f-from"). */
  idPrefix: string;
  fieldClass: string;
  from: string;
  to: string;
  /** The list without filters. */
  clearTo: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={words.label}
      className={`mt-6 grid grid-cols-2 gap-3 rounded-card border border-line bg-card p-4 shadow-card lg:items-end ${gridClass}`}
    >
      {children}
      <div>
        <label htmlFor={`${idPrefix}-from`} className="text-sm font-semibold">
          {words.from}
        </label>
        <input
          id={`${idPrefix}-from`}
          name="from"
          type="date"
          defaultValue={from}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-to`} className="text-sm font-semibold">
          {words.to}
        </label>
        <input
          id={`${idPrefix}-to`}
          name="to"
          type="date"
          defaultValue={to}
          className={fieldClass}
        />
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className={`${buttonClass("primary")} flex-1 lg:flex-none`}>
          <Search size={16} aria-hidden="true" />
          {words.apply}
        </button>
        <Link to={clearTo} className={buttonClass("outline")}>
          {words.clear}
        </Link>
      </div>
    </Form>
  );
}
