import * as pricingHi from "~/content/hi/pricing";
import * as pricingEn from "~/content/pricing";
import { formatInr } from "~/content/pricing";
import { useLocalized } from "~/lib/locale";

/** "Starting at ₹1,23,456" or "₹12,345 / month", in one consistent style. */
export function Price({
  amount,
  from = false,
  perMonth = false,
  size = "lg",
}: {
  amount: number;
  from?: boolean;
  perMonth?: boolean;
  size?: "md" | "lg";
}) {
  const { priceLabels } = useLocalized({ en: pricingEn, hi: pricingHi });
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      {from ? (
        <span className="text-sm font-medium text-muted">{priceLabels.startingAt}</span>
      ) : null}
      <span
        className={`font-bold tracking-tight text-ink ${size === "lg" ? "text-3xl sm:text-4xl" : "text-2xl"}`}
        data-testid="price"
      >
        {formatInr(amount)}
      </span>
      {perMonth ? (
        <span className="text-sm font-medium text-muted">{priceLabels.perMonth}</span>
      ) : null}
    </p>
  );
}
