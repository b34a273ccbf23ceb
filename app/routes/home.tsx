import { AboutBlurb } from "~/components/home/about-blurb";
import { BlogGrid } from "~/components/home/blog-grid";
import { FaqSection } from "~/components/home/faq";
import { HomeHero } from "~/components/home/hero";
import { OurWork } from "~/components/home/our-work";
import { ProcessSteps } from "~/components/home/process-steps";
import { ServicesSection } from "~/components/home/services-section";
import { Showcase } from "~/components/home/showcase";
import { Testimonials } from "~/components/home/testimonials";
import { JsonLd } from "~/components/json-ld";
import { localeOfPath, useLocale } from "~/lib/locale";
import { recentPosts } from "~/lib/recent-posts.server";
import { pageSeo } from "~/lib/seo";
import { homeFaqJsonLd } from "~/lib/structured-data/home";
import type { Route } from "./+types/home";

export const meta = ({ location }: Route.MetaArgs) => pageSeo("/", location.pathname);

/**
 * The recent posts are read on the server (at build time when the page is prerendered), so
 * the blog grid is in the initial HTML.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { posts: await recentPosts(context, locale) };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <AboutBlurb />
      <BlogGrid posts={loaderData.posts} />
      {/* Without the blog grid, a rule keeps the two white sections apart. */}
      <ProcessSteps divided={loaderData.posts.length === 0} />
      <OurWork />
      <ServicesSection />
      <Showcase />
      <Testimonials />
      <FaqSection />
      <JsonLd data={homeFaqJsonLd(useLocale())} />
    </>
  );
}
