/**
 * The mark on a lead's page when another lead has the same email or phone number (E.164): a
 * link to each, and for owners "Merge into one lead" (app/staff/pages/lead-merge.tsx), which
 * keeps everything of both on the earlier one. The other lead's page shows the same mark.
 */
import GitMerge from "lucide-react/icons/git-merge";
import { Link } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { leadReplies } from "~/staff/words";
import { Notice } from "../components/admin-page";
import { CsrfField } from "../components/csrf-field";

const words = leadReplies.duplicates;

export interface DuplicateLink {
  id: string;
  name: string;
  received: string;
  sameEmail: boolean;
  samePhone: boolean;
}

export function DuplicateMark({
  leadId,
  duplicates,
  canMerge,
  merged,
}: {
  leadId: string;
  duplicates: DuplicateLink[];
  canMerge: boolean;
  /** Just merged (the merge action's redirect). */
  merged: boolean;
}) {
  if (duplicates.length === 0) return merged ? <Notice>{words.merged}</Notice> : null;
  return (
    <section
      aria-labelledby="duplicates"
      className="mt-4 rounded-card border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink"
      data-testid="duplicate-mark"
    >
      <h2 id="duplicates" className="font-bold">
        {words.heading}
      </h2>
      <p className="mt-1">{words.intro}</p>
      <ul className="mt-2 space-y-3">
        {duplicates.map((other) => (
          <li key={other.id}>
            <Link
              to={`/admin/leads/${encodeURIComponent(other.id)}`}
              className="font-semibold text-brand underline"
            >
              {fill(words.item, { name: other.name, time: other.received })}
            </Link>{" "}
            <span className="text-muted">
              (
              {[other.sameEmail ? words.sameEmail : null, other.samePhone ? words.samePhone : null]
                .filter(Boolean)
                .join(", ")}
              )
            </span>
            {canMerge ? (
              <form
                method="post"
                action={`/admin/leads/${encodeURIComponent(leadId)}/merge`}
                className="mt-2"
              >
                <CsrfField />
                <input type="hidden" name="other" value={other.id} />
                <button type="submit" className={buttonClass("outline", "sm")}>
                  <GitMerge size={16} aria-hidden="true" />
                  {words.merge}
                </button>
                <p className="mt-1 text-xs text-muted">{words.mergeHint}</p>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
