import { Faq } from "~/components/sections/faq";
import { Section } from "~/components/sections/section";
import { Steps } from "~/components/sections/steps";
import { Testimonials } from "~/components/sections/testimonials";
import { clientTones } from "~/components/ui/avatar";
import { loadPage } from "~/lib/pages/page.server";
import { pageMeta } from "~/lib/pages/page-meta";
import { withShownPictures } from "~/lib/pages/pictures.server";
import { recentPosts, thumbnailOf } from "~/lib/pages/recent-posts.server";
import type { Route } from "./+types/route";
import { AboutBlurb } from "./about-blurb";
import { BlogGrid } from "./blog-grid";
import { HomeHero } from "./hero";
import { OurWork } from "./our-work";
import { ServicesSection } from "./services-section";
import { Showcase } from "./showcase";

/**
 * The recent posts are read on the server (at build time when the page is prerendered), so
 * the blog grid is in the initial HTML.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, copy, words, head } = loadPage({ request, context }, "/");
  const { home, blog, services, art } = copy;
  return {
    head,
    words,
    hero: home.hero,
    heroWords: home.heroWords,
    about: home.about,
    blog: {
      copy: { ...home.blogSection, url: blog.url, fallbackImage: blog.fallbackImage },
      posts: await withShownPictures(context, await recentPosts(context, locale), thumbnailOf),
    },
    process: { section: home.processSection, steps: home.steps },
    work: {
      ...home.work,
      demos: (await withShownPictures(context, home.work.demos, (demo) => demo.workPicture)).map(
        (demo) => ({ ...demo, imageLabel: art.dashboardArt[demo.workImg] }),
      ),
    },
    services: {
      section: home.servicesSection,
      services: await withShownPictures(context, services.services, (s) => s.cardPicture),
      exploreLabel: services.serviceCardCopy.explore,
    },
    showcase: home.showcase,
    testimonials: {
      section: home.testimonialsSection,
      testimonials: await withShownPictures(context, home.testimonials, (t) => t.logoPicture),
    },
    faq: { section: home.faqSection, faqs: home.faqs },
  };
}

export const meta = pageMeta;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { words, hero, heroWords, about, blog, process, work, services, showcase } = loaderData;
  const { testimonials, faq } = loaderData;
  return (
    <>
      <HomeHero hero={hero} typedWords={heroWords} heading={words.heading} intro={words.intro} />
      <AboutBlurb about={about} />
      <BlogGrid copy={blog.copy} posts={blog.posts} />
      {/* Without the blog grid, a rule keeps the two white sections apart. */}
      <Section
        id="process"
        {...process.section}
        divided={blog.posts.length === 0}
        bodyClassName="mt-12"
      >
        <Steps steps={process.steps} look="process" testId="process-steps" />
      </Section>
      <OurWork work={work} />
      <ServicesSection {...services} />
      <Showcase showcase={showcase} />
      <Testimonials
        {...testimonials.section}
        tone="surface"
        layout="featured"
        quotes={testimonials.testimonials.map((t) => ({
          id: t.id,
          text: t.testimonialText,
          name: t.personName,
          detail: `${t.personTitle}, ${t.personCompany}`,
          initials: t.imgSrc.monogram,
          gradient: clientTones[t.imgSrc.tone],
          avatar: "tile",
          avatarLabel: t.logoLabel,
          picture: t.picture,
          pictureAlt: t.logoPictureAlt,
        }))}
      />
      <Faq {...faq.section} faqs={faq.faqs} />
    </>
  );
}
