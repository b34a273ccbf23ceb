/** Labels of the staff inbox at /admin (never shown to visitors). */
import { template } from "~/lib/template";
import type { AdminContent } from "./admin.schema";

export const admin = {
  productName: "Lead inbox",
  nav: [
    { to: "/admin/leads", label: "Leads" },
    { to: "/admin/outbox", label: "Notifications" },
    { to: "/admin/speed", label: "Site speed" },
  ],
  sources: { contact: "Contact page", popup: "Popup", career: "Careers", legacy: "Legacy form" },
  statuses: { new: "New", handled: "Handled", spam: "Spam" },
  /** The language of the page a lead came from. */
  languages: { en: "English", hi: "Hindi (हिंदी)" },
  outboxStatuses: {
    pending: "Waiting",
    sending: "Sending",
    sent: "Sent",
    failed: "Failed",
    skipped: "Not sent (no SMTP)",
  },
  outboxKinds: { notify: "Team notification", ack: "Visitor acknowledgement" },
  ratings: { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" },
  metrics: [
    { name: "LCP", label: "Largest Contentful Paint" },
    { name: "INP", label: "Interaction to Next Paint" },
    { name: "CLS", label: "Cumulative Layout Shift" },
    { name: "FCP", label: "First Contentful Paint" },
    { name: "TTFB", label: "Time to First Byte" },
  ],
  signIn: {
    title: "Staff sign-in",
    intro: "Sign in to read and manage the enquiries sent through the website.",
    invalid: "The email or password is not correct.",
    throttled:
      "Too many unsuccessful attempts. For your security, sign-in is paused; please try again in {minutes} minutes.",
    signedOut: "You have signed out.",
  },
  /** The error page of the inbox's paths (app/root.tsx). */
  errorPage: {
    title: template("Error {status} | Lead inbox"),
    heading: template("Something went wrong ({status})"),
    backLabel: "Back to the inbox",
  },
} as const satisfies AdminContent;
