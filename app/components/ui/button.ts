/** Class names of the site's buttons and button-like links, so every call to action matches. */
export type ButtonVariant = "accent" | "primary" | "outline" | "ghost" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-[background-color,box-shadow,transform,color] duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 select-none whitespace-nowrap";

const variants: Record<ButtonVariant, string> = {
  accent: "bg-accent text-white shadow-sm hover:bg-accent-dark",
  primary: "bg-primary-700 text-white shadow-sm hover:bg-primary-800",
  outline: "border border-line bg-card text-ink hover:border-brand hover:text-brand",
  ghost: "text-brand hover:bg-primary-50",
  light: "bg-white text-primary-800 shadow-sm hover:bg-indigo-50",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-4 text-sm",
  md: "min-h-11 px-5 text-[0.9375rem]",
  lg: "min-h-12 px-6 text-base",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
