import type { ReactNode } from "react";
import { SectionHeading, type SectionHeadingProps } from "~/components/ui/section-heading";

const tones = {
  /** The page's own background. */
  white: "bg-page",
  surface: "bg-surface",
  /** No background of its own (the page's shows through). */
  plain: "",
  /** The brand gradient, white text. */
  brand: "bg-gradient-to-br from-primary-900 via-primary-800 to-violet text-white",
} as const;

export type SectionTone = keyof typeof tones;

interface SectionProps {
  /** id of the section (scroll target); its <h2> gets `${id}-title` unless `titleId` says. */
  id?: string;
  /** id of the <h2> that names the section, when it is not `${id}-title`. */
  titleId?: string;
  /** The heading; without it the section's content holds its own <h2> (with `titleId`). */
  title?: string;
  eyebrow?: string;
  intro?: string;
  tone?: SectionTone;
  align?: "left" | "center";
  /** The heading's width (SectionHeading). */
  width?: SectionHeadingProps["width"];
  /** Extra content beside the heading (e.g. an Explore Services link). */
  aside?: ReactNode;
  /** Classes of the row that holds the heading and the aside. */
  headerClassName?: string;
  /** A rule along the top edge (keeps two sections of the same tone apart). */
  divided?: boolean;
  /** Classes of the content under the heading. */
  bodyClassName?: string;
  /** Classes added to the section element and to its container. */
  className?: string;
  containerClassName?: string;
  /** Drawn first inside the section, behind its content (a brand section's glow). */
  backdrop?: ReactNode;
  /** The content runs full width, outside the container that holds the heading. */
  bleed?: boolean;
  testId?: string;
  /** A plain <div> shell (no region of its own) around sections it holds. */
  as?: "section" | "div";
  children: ReactNode;
  /** Data attributes of the section element (state a stylesheet or a test reads). */
  [data: `data-${string}`]: string | undefined;
}

/**
 * The one section shell of every page: a <section> named by its <h2>, with the vertical rhythm
 * (py-16, sm:py-20), a tone (page, surface, none or the brand gradient), the page container,
 * and optionally the heading (SectionHeading: eyebrow, title, introduction, an aside beside it)
 * above the content.
 */
export function Section({
  id,
  titleId = `${id}-title`,
  title,
  eyebrow,
  intro,
  tone = "white",
  align = "center",
  width,
  aside,
  headerClassName = "flex flex-col gap-6 md:flex-row md:items-end md:justify-between",
  divided = false,
  bodyClassName = "mt-10 sm:mt-12",
  className = "",
  containerClassName = "",
  backdrop,
  bleed = false,
  testId,
  as: Shell = "section",
  children,
  ...data
}: SectionProps) {
  const dark = tone === "brand";
  const heading =
    title === undefined ? null : aside ? (
      <div className={headerClassName}>
        <SectionHeading
          id={titleId}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          align="left"
          width={width}
        />
        <div className="shrink-0">{aside}</div>
      </div>
    ) : (
      <SectionHeading
        id={titleId}
        eyebrow={eyebrow}
        title={title}
        intro={intro}
        align={align}
        width={width}
        onDark={dark}
      />
    );
  const classes = [tones[tone], "py-16 sm:py-20", divided ? "border-t border-line" : "", className]
    .filter(Boolean)
    .join(" ");
  const container = ["container-page", containerClassName].filter(Boolean).join(" ");
  const body = heading ? <div className={bodyClassName}>{children}</div> : children;
  return (
    <Shell
      id={id}
      aria-labelledby={Shell === "section" ? titleId : undefined}
      className={classes}
      data-testid={testId}
      {...data}
    >
      {backdrop}
      {bleed ? (
        <>
          <div className={container}>{heading}</div>
          {body}
        </>
      ) : (
        <div className={container}>
          {heading}
          {body}
        </div>
      )}
    </Shell>
  );
}
