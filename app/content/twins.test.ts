import { describe, expect, it } from "vitest";
import { compareTwins } from "./twins";

describe("compareTwins", () => {
  const english = {
    title: "Our services",
    items: [{ id: "web", label: "Websites", href: "/services" }],
    phone: "+91 00000 00001",
    price: "₹19,999",
    tooLong: "Keep it under {max} characters.",
    title2: "{page} | Stackwise Digital",
  };

  it("accepts a full translation that keeps ids, links, phones and prices", () => {
    const hindi = {
      title: "हमारी सेवाएँ",
      items: [{ id: "web", label: "वेबसाइट", href: "/services" }],
      phone: "+91 00000 00001",
      price: "₹19,999",
      tooLong: "{max} अक्षरों से कम रखें।",
      title2: "{page} | Stackwise Digital",
    };
    expect(compareTwins(english, hindi)).toEqual([]);
  });

  it("reports missing entries, extra items and copy left in English", () => {
    const hindi = {
      title: "Our services",
      items: [
        { id: "web", label: "वेबसाइट", href: "/services" },
        { id: "app", label: "ऐप", href: "/services" },
      ],
      phone: "+91 00000 00001",
      tooLong: "Keep it under {max} characters.",
      title2: "{page} | Stackwise Digital",
    };
    expect(compareTwins(english, hindi).map((p) => `${p.path} ${p.problem}`)).toEqual([
      "(module).price missing in Hindi",
      '(module).title is still English: "Our services"',
      "(module).items has 2 items, English has 1",
      '(module).tooLong is still English: "Keep it under {max} characters."',
    ]);
  });
});
