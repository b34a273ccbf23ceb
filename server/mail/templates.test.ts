/**
 * The visitor's acknowledgement email is written in the lead's language, from the forms' words of
 * that language's dictionary, with the agency's live facts filled in.
 */
import { describe, expect, it } from "vitest";
import { buildContent, shippedContent, shippedDocuments } from "../../app/content/engine/content";
import type { Lead } from "../db/types";
import { acknowledgementMail } from "./templates";

const settings = { from: "Website <no-reply@agency.in>", siteUrl: "https://www.agency.in" };

function leadIn(language: Lead["language"], source: Lead["source"] = "contact"): Lead {
  return {
    id: "0b6f7c1e-1111-4222-8333-944455556666",
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    source,
    stage: "new",
    lostReason: null,
    ownerId: null,
    assignedAt: null,
    followUpAt: null,
    firstAnswerAt: null,
    name: "Asha Verma",
    email: "asha@example.in",
    phone: "+91 98110 24680",
    message: "A website for my bakery || Contact Us Page",
    pagePath: language === "hi" ? "/hi/contact-us" : "/contact-us",
    userAgent: null,
    ipHash: null,
    language,
  };
}

/** The acknowledgement of `lead` with the dictionary of its language, as the outbox makes it. */
function ack(lead: Lead, content = shippedContent()) {
  return acknowledgementMail(lead, settings, 7, content.dictionary(lead.language));
}

const devanagari = /[\u0900-\u097F]/;

describe("the acknowledgement email", () => {
  const { facts } = shippedDocuments().site;

  it("is in English for a lead from an English page, with the agency's facts", () => {
    const mail = ack(leadIn("en"));
    expect(mail.to).toBe("asha@example.in");
    expect(mail.subject).toBe(`We received your message – ${facts.brandName}`);
    expect(mail.text).not.toMatch(devanagari);
    expect(mail.text).toContain(`Thank you for contacting ${facts.brandName}.`);
    expect(mail.text).toContain("will reply within one working day.");
    expect(mail.text).toContain(
      `If it is urgent, call us on ${facts.phoneMobile} (Monday to Saturday, 10:00 am – 7:00 pm IST) or write to ${facts.emails.hello}.`,
    );
    expect(mail.text).toContain(`\n${facts.brandName}\n${settings.siteUrl}\n`);
    expect(mail.text).not.toMatch(/\{\w+\}/);
  });

  it("is in Hindi for a lead from a Hindi page, with the same facts", () => {
    const mail = ack(leadIn("hi"));
    expect(mail.subject).toBe(`हमें आपका मैसेज मिल गया है – ${facts.brandName}`);
    const [greeting, , thanks, , urgent] = mail.text.split("\n");
    expect(greeting).toBe("नमस्ते,");
    expect(thanks).toBe(
      `${facts.brandName} से संपर्क करने के लिए धन्यवाद। हमें आपका मैसेज मिल गया है और हम एक कामकाजी दिन के अंदर आपको जवाब देंगे।`,
    );
    expect(urgent).toContain(facts.phoneMobile);
    expect(urgent).toContain(facts.emails.hello);
    expect(urgent).toContain("सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक (भारतीय समय)");
    expect(mail.text).toContain(`\n${facts.brandName}\n${settings.siteUrl}\n`);
    expect(mail.text).not.toMatch(/\{\w+\}/);
    // No English sentence left: every line with words is in Devanagari, but for the signature.
    for (const line of mail.text.split("\n").filter((l) => /[A-Za-z]{3}/.test(l)))
      expect(
        devanagari.test(line) || line === facts.brandName || line === settings.siteUrl,
        line,
      ).toBe(true);
  });

  it("thanks an applicant of the careers page without promising a reply, in their language", () => {
    expect(ack(leadIn("en", "career")).text).toContain(
      `Thank you for your interest in ${facts.brandName}.`,
    );
    const hindi = ack(leadIn("hi", "career")).text;
    expect(hindi).toContain(`${facts.brandName} में रुचि दिखाने के लिए धन्यवाद।`);
    expect(hindi).not.toContain("कामकाजी दिन");
  });

  it("repeats nothing the visitor typed", () => {
    for (const language of ["en", "hi"] as const) {
      const mail = ack(leadIn(language));
      expect(mail.text).not.toContain("Asha");
      expect(mail.text).not.toContain("bakery");
    }
  });

  it("fills the live facts and words of a published revision", () => {
    const documents = structuredClone(shippedDocuments());
    documents.site.facts.phoneMobile = "+91 98110 24680";
    documents.site.facts.replyDays = 2;
    documents.forms.hi.ackEmail.greeting = "नमस्कार,";
    const mail = ack(leadIn("hi"), buildContent(documents, 3));
    expect(mail.text.startsWith("नमस्कार,\n")).toBe(true);
    expect(mail.text).toContain("+91 98110 24680");
    expect(mail.text).toContain("दो कामकाजी दिन के अंदर");
  });
});
