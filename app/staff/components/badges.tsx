import CheckCircle2 from "lucide-react/icons/circle-check";
import CircleDot from "lucide-react/icons/circle-dot";
import XCircle from "lucide-react/icons/circle-x";
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import type { LeadStage } from "~/base/lead-fields";
import type { VitalRating } from "~/lib/vitals/vitals-rating";
import { admin } from "~/staff/words";

const stageStyle: Record<LeadStage, string> = {
  new: "bg-primary-50 text-brand ring-primary-100",
  contacted: "bg-primary-50 text-brand ring-primary-100",
  quoted: "bg-amber-50 text-amber-900 ring-amber-200",
  won: "bg-green-50 text-success ring-green-200",
  lost: "bg-surface text-muted ring-line",
  spam: "bg-surface text-muted ring-line",
};

const stageIcon: Record<LeadStage, typeof CircleDot> = {
  new: CircleDot,
  contacted: CircleDot,
  quoted: CircleDot,
  won: CheckCircle2,
  lost: XCircle,
  spam: XCircle,
};

/** A lead's stage as a labelled pill (text, never colour alone). */
export function StageBadge({ stage }: { stage: LeadStage }) {
  const Icon = stageIcon[stage];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 whitespace-nowrap ${stageStyle[stage]}`}
    >
      <Icon size={13} aria-hidden="true" />
      {admin.stages[stage]}
    </span>
  );
}

const ratingStyle: Record<VitalRating, string> = {
  good: "bg-green-50 text-success ring-green-200",
  "needs-improvement": "bg-amber-50 text-amber-900 ring-amber-200",
  poor: "bg-red-50 text-error ring-red-200",
};

/** A web-vitals rating: icon, word and colour together. */
export function RatingBadge({ rating }: { rating: VitalRating }) {
  const Icon = rating === "good" ? CheckCircle2 : rating === "poor" ? XCircle : AlertTriangle;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${ratingStyle[rating]}`}
    >
      <Icon size={13} aria-hidden="true" className="shrink-0" />
      {admin.ratings[rating]}
    </span>
  );
}
