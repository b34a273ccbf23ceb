import { LeadForm } from "./lead-form";

/** The notice above the careers form, verbatim from the specification (§2). */
export const careerNotice =
  "Currently, No Open Positions Available. Please fill out the form below with your details, and we'll reach out to you when a suitable opportunity arises.";

/**
 * The careers page's form section (id "career-form": the Apply buttons scroll here with a
 * 120 px offset, and native posts land here). `prefillMessage` names the role applied for.
 */
export function CareerFormSection({ prefillMessage }: { prefillMessage?: string }) {
  return (
    <section
      id="career-form"
      aria-labelledby="career-form-title"
      className="scroll-mt-[120px] bg-surface py-16 sm:py-20"
    >
      <div className="container-page">
        <div className="mx-auto max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
          <h2
            id="career-form-title"
            className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            Apply or send us your details
          </h2>
          <p
            className="mt-4 mb-8 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-[0.9375rem] text-ink"
            data-testid="career-notice"
          >
            {careerNotice}
          </p>
          <LeadForm kind="career" prefillMessage={prefillMessage} />
        </div>
      </div>
    </section>
  );
}
