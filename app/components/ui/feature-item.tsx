import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import type { ReactNode } from "react";
import { useSiteCopy } from "~/lib/site-copy";

/**
 * A plan feature with an included or excluded marker. The state is said in words to screen
 * readers and shown by icon and styling, never by colour alone.
 */
export function FeatureItem({ included, children }: { included: boolean; children: ReactNode }) {
  const labels = useSiteCopy().ui.feature;
  return (
    <li className="flex gap-2.5" data-included={included}>
      {included ? (
        <Check size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-success" />
      ) : (
        <X size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-field" />
      )}
      <span className={included ? "text-ink" : "text-muted line-through decoration-field"}>
        <span className="sr-only">{`${included ? labels.included : labels.notIncluded} `}</span>
        {children}
      </span>
    </li>
  );
}
