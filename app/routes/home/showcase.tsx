import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { Section } from "~/components/sections/section";
import type { HomeCopy } from "~/content/home";

/**
 * The showcase: two rows of what we make, gliding in opposite directions (CSS only). It stops
 * on hover, with its pause button (app/enhancements/small-behaviours.ts), while off screen (the
 * same script) and under prefers-reduced-motion (app.css).
 */
export function Showcase({ showcase }: { showcase: HomeCopy["showcase"] }) {
  return (
    <Section
      id="showcase"
      eyebrow={showcase.eyebrow}
      title={showcase.title}
      intro={showcase.intro}
      tone="brand"
      className="group/showcase relative isolate overflow-hidden"
      bodyClassName="mt-10"
      bleed
      backdrop={
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_20%,rgb(253_186_116/0.16),transparent_40%),radial-gradient(circle_at_90%_80%,rgb(255_255_255/0.1),transparent_45%)]"
        />
      }
      data-paused="false"
    >
      <div className="space-y-4 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        {showcase.rows.map((row, rowIndex) => (
          <div key={rowIndex} className="flex overflow-hidden">
            <div
              className={`flex w-max shrink-0 motion-safe:animate-[marquee_45s_linear_infinite] group-hover/showcase:[animation-play-state:paused] group-data-[paused=true]/showcase:[animation-play-state:paused] group-data-[offscreen=true]/showcase:[animation-play-state:paused] ${
                rowIndex === 1 ? "[animation-direction:reverse]" : ""
              }`}
              data-testid={`showcase-row-${rowIndex}`}
            >
              {[0, 1].map((copy) => (
                <ul
                  key={copy}
                  aria-hidden={copy === 1 ? "true" : undefined}
                  className="flex shrink-0 gap-4 pr-4"
                >
                  {row.map((item) => (
                    <li
                      key={item}
                      className="rounded-full border border-white/20 bg-white/10 px-5 py-2.5 text-base font-medium whitespace-nowrap text-white"
                    >
                      {item}
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="container-page mt-8 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          data-pauses="showcase"
          data-state="playing"
          data-needs-js=""
          className="group/pause inline-flex min-h-10 items-center gap-2 rounded-full border border-white/40 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10"
          data-testid="showcase-pause"
        >
          <span className="inline-flex items-center gap-2 group-data-[state=paused]/pause:hidden">
            <Pause size={16} aria-hidden="true" />
            {showcase.pauseLabel}
          </span>
          <span className="hidden items-center gap-2 group-data-[state=paused]/pause:inline-flex">
            <Play size={16} aria-hidden="true" />
            {showcase.playLabel}
          </span>
        </button>
      </div>
    </Section>
  );
}
