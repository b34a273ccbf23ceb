import { describe, expect, it } from "vitest";
import { dictionary } from "~/content/engine/shipped";
import { fillReply, serviceOf, staffNameOf, unfilledSlots } from "./fill";
import { whatsAppLink } from "./whatsapp";

const hindi = dictionary("hi");
const labels = hindi.forms.leadFormCopy.services;

describe("a reply template filled for a lead", () => {
  it("writes the lead, the service in the template's language and the staff member in", () => {
    const service = serviceOf(
      { source: "popup", message: "App Development || Contact Popup" },
      labels,
      hindi.replies.serviceFallback,
    );
    expect(service).toBe(labels["App Development"]);
    const { subject, body } = fillReply(hindi.replies.templates.firstAnswer, {
      name: "सुनीता",
      service,
      staffName: staffNameOf("priya.sharma@agency.in"),
    });
    expect(body).toContain("नमस्ते सुनीता जी");
    expect(body).toContain("Priya Sharma");
    expect(subject).toBe(`${labels["App Development"]} के बारे में आपकी पूछताछ`);
    expect(unfilledSlots(body)).toEqual([]);
  });

  it("falls back to the template's words when the lead picked no service", () => {
    expect(
      serviceOf(
        { source: "contact", message: "Need a shop || Contact Us Page" },
        labels,
        hindi.replies.serviceFallback,
      ),
    ).toBe("आपके प्रोजेक्ट");
    expect(serviceOf({ source: "popup", message: "Hacking || Contact Popup" }, labels, "x")).toBe(
      "x",
    );
  });

  it("leaves a price nobody typed as its slot, for staff to see and the action to refuse", () => {
    const template = dictionary("en").replies.templates.quoteSent;
    const empty = fillReply(template, { name: "Ravi", service: "a website", price: " " });
    expect(unfilledSlots(empty.body)).toEqual(["price", "staffName"]);
    const priced = fillReply(template, { name: "Ravi", price: "₹12,500", staffName: "Asha" });
    expect(priced.body).toContain("is ₹12,500.");
    expect(unfilledSlots(priced.body)).toEqual(["service"]);
  });

  it("names staff from their email address", () => {
    expect(staffNameOf("priya.sharma@agency.in")).toBe("Priya Sharma");
    expect(staffNameOf("RAVI_k2@agency.in")).toBe("Ravi K");
    expect(staffNameOf("sales@agency.in")).toBe("Sales");
  });
});

describe("the wa.me link", () => {
  it("takes the E.164 digits and the message URL-encoded, line breaks included", () => {
    expect(whatsAppLink({ digits: "919876543210" }, "नमस्ते सुनीता जी,\nकीमत ₹999 & GST?")).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent("नमस्ते सुनीता जी,\nकीमत ₹999 & GST?")}`,
    );
    const url = new URL(whatsAppLink({ digits: "919876543210" }, "a\nb & c"));
    expect(url.pathname).toBe("/919876543210");
    expect(url.searchParams.get("text")).toBe("a\nb & c");
    expect(url.search).toContain("%0A");
  });
});
