import { AboutBlurb } from "~/components/home/about-blurb";
import { BlogGrid } from "~/components/home/blog-grid";
import { FaqSection } from "~/components/home/faq";
import { HomeHero } from "~/components/home/hero";
import { OurWork } from "~/components/home/our-work";
import { ProcessSteps } from "~/components/home/process-steps";
import { ServicesSection } from "~/components/home/services-section";
import { Showcase } from "~/components/home/showcase";
import { Testimonials } from "~/components/home/testimonials";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/page-meta";
import { recentPosts } from "~/lib/recent-posts.server";
import type { Route } from "./+types/home";

/**
 * The recent posts are read on the server (at build time when the page is prerendered), so
 * the blog grid is in the initial HTML.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, copy, words, head } = loadPage(request, "/");
  const { home, blog, services, art } = copy;
  return {
    head,
    words,
    hero: home.hero,
    heroWords: home.heroWords,
    about: home.about,
    blog: {
      copy: { ...home.blogSection, url: blog.url, fallbackImage: blog.fallbackImage },
      posts: await recentPosts(context, locale),
    },
    process: { section: home.processSection, steps: home.steps },
    work: {
      ...home.work,
      demos: home.work.demos.map((demo) => ({
        ...demo,
        imageLabel: art.dashboardArt[demo.workImg],
      })),
    },
    services: {
      section: home.servicesSection,
      services: services.services,
      exploreLabel: services.serviceCardCopy.explore,
    },
    showcase: home.showcase,
    testimonials: { section: home.testimonialsSection, testimonials: home.testimonials },
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
      <ProcessSteps {...process} divided={blog.posts.length === 0} />
      <OurWork work={work} />
      <ServicesSection {...services} />
      <Showcase showcase={showcase} />
      <Testimonials {...testimonials} />
      <FaqSection {...faq} />
    </>
  );
}
