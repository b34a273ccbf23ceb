import { LeadForm } from "./lead-form";

/** The contact page's form section (id "contact-form": native posts land here). */
export function ContactFormSection() {
  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-title"
      className="bg-surface py-16 sm:py-20"
    >
      <div className="container-page">
        <div className="mx-auto max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
          <h2
            id="contact-form-title"
            className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
          >
            Send us a message
          </h2>
          <p className="mt-2 mb-8 text-muted">
            Tell us what you need — a website, an app, design or marketing. Every field is required.
          </p>
          <LeadForm kind="contact" />
        </div>
      </div>
    </section>
  );
}
