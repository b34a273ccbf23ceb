import Quote from "lucide-react/icons/quote";
import { Avatar, clientTones } from "~/components/sections/avatar";
import { Carousel } from "~/components/sections/carousel";
import { SectionHeading } from "~/components/ui/section-heading";
import type { HomeCopy } from "~/content/home.schema";

/** docs/requirements.md: the home testimonials advance every 3000 ms. */
export const TESTIMONIAL_DELAY_MS = 3000;

/** Three client testimonials in a carousel that pauses on hover and focus. */
export function Testimonials({
  section,
  testimonials,
}: {
  section: HomeCopy["testimonialsSection"];
  testimonials: HomeCopy["testimonials"];
}) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="bg-surface py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
        />
        <div className="mx-auto mt-12 max-w-3xl">
          <Carousel
            label={section.carouselLabel}
            testId="testimonials-carousel"
            delay={TESTIMONIAL_DELAY_MS}
            options={{ align: "center" }}
            viewportClassName="-mx-2 px-2 py-2"
            containerClassName="-ml-4"
            slideClassName="basis-full pl-4"
            slides={testimonials.map((t) => (
              <figure
                key={t.id}
                className="flex h-full flex-col rounded-card border border-line bg-card p-6 shadow-card sm:p-10"
              >
                <Quote
                  size={36}
                  aria-hidden="true"
                  className="text-primary-100"
                  fill="currentColor"
                />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink sm:text-xl">
                  <p>“{t.testimonialText}”</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
                  <Avatar
                    shape="tile"
                    size={56}
                    initials={t.imgSrc.monogram}
                    gradient={clientTones[t.imgSrc.tone]}
                    label={t.logoLabel}
                  />
                  <div>
                    <p className="font-semibold text-ink">{t.personName}</p>
                    <p className="text-sm text-muted">
                      {t.personTitle}, {t.personCompany}
                    </p>
                  </div>
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </div>
    </section>
  );
}
