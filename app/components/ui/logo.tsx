import { useRootData } from "~/lib/pages/site-copy";

/** The monogram and word mark. Decorative mark; the brand name is real text. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const brand = useRootData()?.brand;
  if (!brand) throw new Error("Logo: the root loader gave no brand");
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={inverted ? "logo-g-inv" : "logo-g"} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#4338CA" />
            <stop offset="1" stopColor="#6D28D9" />
          </linearGradient>
        </defs>
        <rect width="36" height="36" rx="10" fill={`url(#${inverted ? "logo-g-inv" : "logo-g"})`} />
        <path d="M9 23.5 18 28l9-4.5-9-4.5-9 4.5Z" fill="#fff" opacity=".55" />
        <path d="M9 17.5 18 22l9-4.5-9-4.5-9 4.5Z" fill="#fff" opacity=".8" />
        <path d="M9 11.5 18 16l9-4.5L18 7l-9 4.5Z" fill="#FDBA74" />
      </svg>
      <span
        className={`text-lg font-bold tracking-tight whitespace-nowrap ${inverted ? "text-white" : "text-ink"}`}
      >
        {brand.shortName}
        {/* The second word drops on the narrowest phones so the header never overflows. */}
        <span
          className={`${inverted ? "text-indigo-100" : "hidden text-brand min-[400px]:inline"}`}
        >
          {" "}
          {brand.rest}
        </span>
      </span>
    </span>
  );
}
