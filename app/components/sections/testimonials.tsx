import Quote from "lucide-react/icons/quote";
import type { ShownPicture } from "~/base/media-urls";
import { Avatar, type Gradient } from "~/components/ui/avatar";
import { Picture } from "~/components/ui/picture";
import { useSiteCopy } from "~/lib/pages/site-copy";
import { Carousel } from "./carousel";
import { Section, type SectionTone } from "./section";

/** docs/requirements.md: the home testimonials advance every 3000 ms. */
export const TESTIMONIAL_DELAY_MS = 3000;

/** One testimonial as the block draws it: the words, who said them and their initials avatar. */
export interface TestimonialQuote {
  id: string | number;
  text: string;
  name: string;
  /** Under the name: their title and company, or their programme. */
  detail: string;
  initials: string;
  gradient: Gradient;
  /** A client's monogram tile, or a person's circle. */
  avatar: "tile" | "circle";
  /** The avatar's accessible name. */
  avatarLabel: string;
  /** A picture chosen from the media library in place of the avatar (none: the avatar). */
  picture?: ShownPicture | null;
  /** The picture's alt text, in the page's language. */
  pictureAlt?: string;
}

/** The avatar's place: a square at 48 or 56 px; 320 is the smallest width the library makes. */
const avatarPlace = { widths: [320], aspect: "1x1", sizes: "56px" } as const;

/** The quote's picture (a client's logo) if one is chosen, else its avatar. */
function QuoteAvatar({ quote, size }: { quote: TestimonialQuote; size: 48 | 56 }) {
  const avatar = (
    <Avatar
      shape={quote.avatar}
      initials={quote.initials}
      gradient={quote.gradient}
      size={size}
      label={quote.avatarLabel}
    />
  );
  return (
    <Picture
      picture={quote.picture ?? null}
      alt={quote.pictureAlt ?? ""}
      place={avatarPlace}
      placeholder={avatar}
      className={`${size === 56 ? "size-14" : "size-12"} shrink-0 bg-card object-contain ${quote.avatar === "circle" ? "rounded-full" : "rounded-xl"}`}
    />
  );
}

interface TestimonialsProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: SectionTone;
  /** Accessible name of the carousel. */
  carouselLabel: string;
  quotes: readonly TestimonialQuote[];
  /**
   * "featured": one large quote at a time, advancing by itself (home); "paged": four per view on
   * large screens, two on tablets, one on phones, moved only by its buttons (internship), which
   * are named by `pagedCopy`.
   */
  layout: "featured" | "paged";
  pagedCopy?: { previous: string; next: string; page: string };
}

/** Testimonials in a carousel, under the section's heading. */
export function Testimonials({
  id = "testimonials",
  eyebrow,
  title,
  intro,
  tone = "white",
  carouselLabel,
  quotes,
  layout,
  pagedCopy,
}: TestimonialsProps) {
  const heading = { id, eyebrow, title, intro, tone };
  const carouselCopy = useSiteCopy().carousel;
  if (layout === "paged" && pagedCopy) {
    return (
      <Section {...heading}>
        <Carousel
          id={`${id}-carousel`}
          carouselCopy={carouselCopy}
          mode="paged"
          label={carouselLabel}
          copy={pagedCopy}
          testId="testimonial-carousel"
          slideTestId="testimonial-slide"
          perPage={[1, 2, 4]}
          focusableTrack
          trackClassName="-mx-2 gap-4 scroll-px-2 px-2 py-2 sm:gap-6"
          slideClassName="basis-full sm:basis-[calc(50%-0.75rem)] lg:basis-[calc(25%-1.125rem)]"
          slides={quotes.map((quote) => (
            <figure
              key={quote.id}
              className="flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card"
            >
              <Quote
                size={28}
                aria-hidden="true"
                className="text-primary-100"
                fill="currentColor"
              />
              <blockquote className="mt-3 flex-1 leading-relaxed text-ink">
                <p>{quote.text}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 border-t border-line pt-4">
                <QuoteAvatar quote={quote} size={48} />
                <span>
                  <span className="block font-semibold text-ink">{quote.name}</span>
                  <span className="block text-sm text-muted">{quote.detail}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        />
      </Section>
    );
  }
  return (
    <Section {...heading} bodyClassName="mx-auto mt-12 max-w-3xl">
      <Carousel
        id={`${id}-carousel`}
        carouselCopy={carouselCopy}
        label={carouselLabel}
        testId="testimonials-carousel"
        delay={TESTIMONIAL_DELAY_MS}
        focusableTrack
        trackClassName="-mx-2 gap-4 scroll-px-2 px-2 py-2"
        slideClassName="basis-full"
        slides={quotes.map((quote) => (
          <figure
            key={quote.id}
            className="flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card sm:p-10"
          >
            <Quote size={36} aria-hidden="true" className="text-primary-100" fill="currentColor" />
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink sm:text-xl">
              <p>“{quote.text}”</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
              <QuoteAvatar quote={quote} size={56} />
              <div>
                <p className="font-semibold text-ink">{quote.name}</p>
                <p className="text-sm text-muted">{quote.detail}</p>
              </div>
            </figcaption>
          </figure>
        ))}
      />
    </Section>
  );
}
