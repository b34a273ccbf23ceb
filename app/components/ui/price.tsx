import { useSiteCopy } from "~/lib/pages/site-copy";

/** "Starting at ₹1,23,456" or "₹12,345 / month", in one consistent style. */
export function Price({
  price,
  from = false,
  perMonth = false,
  size = "lg",
}: {
  /** Formatted by the content layer: "₹1,23,456". */
  price: string;
  from?: boolean;
  perMonth?: boolean;
  size?: "md" | "lg";
}) {
  const labels = useSiteCopy().ui.price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      {from ? <span className="text-sm font-medium text-muted">{labels.startingAt}</span> : null}
      <span
        className={`font-bold tracking-tight text-ink ${size === "lg" ? "text-3xl sm:text-4xl" : "text-2xl"}`}
        data-testid="price"
      >
        {price}
      </span>
      {perMonth ? <span className="text-sm font-medium text-muted">{labels.perMonth}</span> : null}
    </p>
  );
}
