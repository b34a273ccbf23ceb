import type { InternTestimonial } from "~/content/internship.schema";

const gradients = {
  indigo: "from-primary-600 to-primary-800",
  violet: "from-violet to-primary-800",
  teal: "from-teal-600 to-teal-800",
  orange: "from-accent to-accent-dark",
  rose: "from-rose-600 to-rose-800",
  sky: "from-sky-600 to-sky-800",
} as const;

/** A round avatar showing a person's initials (no photos are available). */
export function InitialsAvatar({ image, alt }: Pick<InternTestimonial, "image" | "alt">) {
  return (
    <span
      role="img"
      aria-label={alt}
      className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-base font-bold text-white ${gradients[image.hue]}`}
    >
      <span aria-hidden="true">{image.initials}</span>
    </span>
  );
}
