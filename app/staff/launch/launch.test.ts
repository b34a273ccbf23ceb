import { describe, expect, it } from "vitest";
import { shippedContent } from "~/content/engine/content";
import { launchCheckStatus } from "~/content/engine/launch-check";
import { launchCheckLists } from "~/content/engine/launch-check.server";
import { launchPageItems, mayConfirm } from "./launch-data.server";
import { filledSentence, visibleLines } from "./visible-value";

const context = {
  shown: ["Plans from ₹16,550 a month.", "We reply within one working day."],
  words: { roles: { "frontend-developer": { title: "Frontend Developer" } } },
  picture: { chosen: "a picture is chosen", missing: "no picture yet" },
};

describe("what the owners' launch page shows of a value", () => {
  it("fills a sentence's slots as the pages show it, or leaves a plain gap", () => {
    expect(filledSentence("Plans from {price} a month.", context.shown)).toBe(
      "Plans from ₹16,550 a month.",
    );
    expect(filledSentence("Call {number} today", context.shown)).toBe("Call … today");
  });
  it("names list items by their visible titles, never by id, and pictures in words", () => {
    expect(
      visibleLines(
        [
          { id: "frontend-developer", icon: "layout" },
          { id: "x", imgSrc: { tone: "orange" }, name: "Rahul Mehta" },
        ],
        context,
      ),
    ).toEqual(["Frontend Developer", "Rahul Mehta"]);
    expect(visibleLines({ hash: null, decorative: false }, context)).toEqual(["no picture yet"]);
    expect(
      visibleLines({ from: "Monday", to: "Saturday", opens: "10:00", closes: "19:00" }, context),
    ).toEqual(["Monday – Saturday, 10:00 – 19:00"]);
  });
});

describe("every launch item, as owners read it", () => {
  const content = shippedContent();
  const statuses = launchCheckStatus(
    launchCheckLists(),
    content.documents as never,
    content.documents as never,
    [],
  );
  const owner = { role: "owner" as const, secondFactor: true, secondFactorRequired: false };
  const items = launchPageItems(statuses, content as never, owner);

  it("speaks plain words: no slot, id, setting or file name, no 'the brief', no JSON-LD", () => {
    const jargon =
      /\bthe brief\b|brief's|JSON-LD|sameAs|manifest|\{\w*\}|\b[A-Z]+(?:_[A-Z]+)+\b|\.tsx?\b|\bapp\/|deploy\//i;
    const offending = items
      .flatMap((item) => [item.what, item.replaceWith, ...item.now].map((text) => [item.id, text]))
      .filter(([, text]) => jargon.test(text as string));
    expect(offending).toEqual([]);
    // The list items' ids never show as their value (intern-1, example-fabrics …).
    const ids = statuses.map((status) => status.item.id);
    expect(items.flatMap((item) => item.now).filter((line) => ids.includes(line))).toEqual([]);
    expect(items.flatMap((item) => item.now).filter((line) => /^Id: |"id":/.test(line))).toEqual(
      [],
    );
  });

  it("shows figures as the sentences that carry them, not bare beside them", () => {
    const fees = items.find((item) => item.id === "internship.test-fee");
    expect(fees?.now.some((line) => /^\d+$/.test(line))).toBe(false);
    expect(fees?.now.join(" ")).toContain("₹499");
    expect(items.find((item) => item.id === "policies.lead-retention")?.now).toEqual(["730"]);
  });

  it("groups items by who settles them, with a line to forward for each server setting", () => {
    const groups = new Set(items.map((item) => item.group));
    expect([...groups].sort()).toEqual(["adviser", "owner", "server"]);
    const retention = items.find((item) => item.id === "policies.lead-retention");
    expect(retention?.group).toBe("server");
    expect(retention?.serverLine).toBe(
      "Ask whoever runs the server to set LEAD_RETENTION_DAYS to 730.",
    );
    expect(items.find((item) => item.id === "policies.liability")?.group).toBe("adviser");
    expect(items.find((item) => item.id === "site.phone-office")?.group).toBe("owner");
  });

  it("lets editors confirm the owner's items only, never legal or money ones", () => {
    const editor = { role: "editor" as const, secondFactor: true, secondFactorRequired: false };
    const sales = { role: "sales" as const, secondFactor: true, secondFactorRequired: false };
    const byId = (id: string) =>
      statuses.find((status) => status.item.id === id)?.item as (typeof statuses)[number]["item"];
    expect(mayConfirm(editor, byId("site.phone-office"))).toBe(true);
    expect(mayConfirm(editor, byId("policies.liability"))).toBe(false);
    expect(mayConfirm(editor, byId("pricing.app-includes"))).toBe(false);
    expect(mayConfirm(editor, byId("internship.test-fee"))).toBe(false);
    expect(mayConfirm(owner, byId("policies.liability"))).toBe(true);
    expect(mayConfirm(sales, byId("site.phone-office"))).toBe(false);
  });
});
