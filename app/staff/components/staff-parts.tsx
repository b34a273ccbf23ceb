/**
 * Pieces the staff pages share: what a role can do, a role's and an account's badges, the
 * role picker, the panel with a one-time link (copy, WhatsApp) and the copy button.
 */
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import MessageCircle from "lucide-react/icons/message-circle";
import { useState } from "react";
import { type StaffRole, staffRoles } from "~/base/staff-roles";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { admin as copy } from "~/staff/words";

/** What a role can do, as a list. */
export function RoleAbilities({ role, className = "" }: { role: StaffRole; className?: string }) {
  return (
    <ul className={`list-disc space-y-1 pl-5 text-sm ${className}`}>
      {copy.roles[role].abilities.map((ability) => (
        <li key={ability}>{ability}</li>
      ))}
    </ul>
  );
}

const roleStyle: Record<StaffRole, string> = {
  owner: "bg-primary-50 text-brand ring-primary-100",
  editor: "bg-accent-50 text-accent-text ring-amber-200",
  sales: "bg-green-50 text-success ring-green-200",
};

export function RoleBadge({ role }: { role: StaffRole }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${roleStyle[role]}`}
    >
      {copy.roles[role].label}
    </span>
  );
}

const statusStyle = {
  active: "bg-green-50 text-success ring-green-200",
  invited: "bg-amber-50 text-amber-900 ring-amber-200",
  disabled: "bg-surface text-muted ring-line",
} as const;

export function AccountStatusBadge({ status }: { status: keyof typeof statusStyle }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${statusStyle[status]}`}
    >
      {copy.staffPage.statuses[status]}
    </span>
  );
}

/**
 * The three roles as radio buttons, each with its one line: a person picks knowing what it
 * means. A fieldset, so its legend names the group.
 */
export function RolePicker({
  name = "role",
  legend,
  value,
  idPrefix,
}: {
  name?: string;
  legend: string;
  value?: StaffRole;
  idPrefix: string;
}) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {staffRoles.map((role) => (
          <label
            key={role}
            htmlFor={`${idPrefix}-${role}`}
            className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-primary-50"
          >
            <input
              type="radio"
              id={`${idPrefix}-${role}`}
              name={name}
              value={role}
              defaultChecked={role === value}
              required
              className="mt-1 size-4 shrink-0 accent-primary-700"
            />
            <span>
              <span className="block font-semibold">{copy.roles[role].label}</span>
              <span className="block text-sm text-muted">{copy.roles[role].summary}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Copies `text`; shown only with JavaScript (without it the text can be selected by hand). */
export function CopyButton({
  text,
  label,
  copiedLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      data-needs-js
      className={buttonClass("primary", "sm")}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 3000);
        } catch {
          setCopied(false);
        }
      }}
    >
      {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}

export interface LinkPanelData {
  url: string;
  email: string;
  expires: string;
  delivery: "sent" | "failed" | "off";
  /** The WhatsApp message carrying the link. */
  message: string;
}

/**
 * A one-time link, after an invitation or a new password link: the link to copy (a read-only
 * field, selectable without JavaScript), a WhatsApp message with it, and whether it was emailed.
 */
export function LinkPanel({ link }: { link: LinkPanelData }) {
  const words = copy.linkPanel;
  return (
    <section
      aria-labelledby="link-panel"
      className="mt-6 rounded-card border-2 border-brand bg-card p-4 shadow-card sm:p-6"
      data-testid="link-panel"
    >
      <h2 id="link-panel" className="text-lg font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm" data-testid="link-delivery">
        {link.delivery === "off"
          ? words.delivery.off
          : fill(words.delivery[link.delivery], { email: link.email })}
      </p>
      <label htmlFor="one-time-link" className="mt-4 block text-sm font-semibold">
        {fill(words.linkLabel, { email: link.email })}
      </label>
      <input
        id="one-time-link"
        readOnly
        value={link.url}
        className="mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-surface px-3 font-mono text-sm text-ink"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="mt-2 text-sm text-muted">{fill(words.expires, { time: link.expires })}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={link.url} label={words.copy} copiedLabel={words.copied} />
        <a
          href={`https://wa.me/?text=${encodeURIComponent(link.message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("outline", "sm")}
        >
          <MessageCircle size={16} aria-hidden="true" />
          {words.whatsApp}
        </a>
      </div>
      <p className="mt-4 text-xs text-muted">{words.warning}</p>
    </section>
  );
}
