import { island } from "~/islands/island";
import { LeadForm } from "./lead-form";

/**
 * The lead form as an island (app/islands/island.tsx): the contact page's, the careers page's
 * and the contact popup's. It posts natively until a visitor first touches it, then hydrates.
 */
export default island("lead-form", LeadForm);
