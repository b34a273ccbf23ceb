import { describe, expect, it } from "vitest";
import { csvCell, leadsCsv } from "./leads-csv";

describe("CSV", () => {
  it("quotes per RFC 4180", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
  });
  it("neutralises formulas", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+91 98110")).toBe("'+91 98110");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell("=a,b")).toBe('"\'=a,b"');
  });
  it("neutralises formulas in every spelling a spreadsheet reads", () => {
    for (const text of [
      "＝HYPERLINK(1)",
      "＋1",
      "－1",
      "＠SUM(A1)",
      "﹦1",
      "﹢1",
      "−1",
      "  =1",
      " \t=1",
      "\u00a0=1",
      "\u3000＝1",
      "\u200b=1",
      "\ufeff=1",
      "\n=1",
    ]) {
      expect(csvCell(text).replace(/^"/, ""), JSON.stringify(text)).toMatch(/^'/);
    }
    for (const text of ["Asha", "  hello", "1+1", "a=b", "₹74,999"]) {
      expect(csvCell(text).replace(/^"/, ""), text).not.toMatch(/^'/);
    }
  });
  it("starts with a BOM and ends records with CRLF", () => {
    const csv = leadsCsv([]);
    expect(csv.startsWith("\uFEFFid,created_at,")).toBe(true);
    expect(
      csv.endsWith("ip_hash,language,lost_reason,owner,follow_up_at,minutes_to_first_answer\r\n"),
    ).toBe(true);
  });
  it("keeps Devanagari as it was typed and names the lead's language", () => {
    const csv = leadsCsv([
      {
        id: "l1",
        createdAt: 0,
        updatedAt: 0,
        source: "contact",
        stage: "new",
        name: "आशा वर्मा",
        email: "asha@example.com",
        phone: "9876543210",
        message: "मुझे एक वेबसाइट चाहिए",
        pagePath: "/hi/contact-us",
        userAgent: null,
        ipHash: null,
        language: "hi",
      },
    ]);
    const [header, row] = csv
      .slice(1)
      .split("\r\n")
      .map((line) => line.split(","));
    const cell = (column: string) => row?.[header?.indexOf(column) ?? -1];
    expect(cell("name")).toBe("आशा वर्मा");
    expect(cell("message")).toBe("मुझे एक वेबसाइट चाहिए");
    expect(cell("page_path")).toBe("/hi/contact-us");
    expect(cell("language")).toBe("hi");
  });
  it("exports the message as the visitor wrote it; the form it came from is the source column", () => {
    const csv = leadsCsv([
      {
        id: "l1",
        createdAt: 0,
        updatedAt: 0,
        source: "popup",
        stage: "new",
        name: "Ravi",
        email: "ravi@example.com",
        phone: "9876543210",
        message: "App Development || Contact Popup",
        pagePath: "/",
        userAgent: null,
        ipHash: null,
        language: "en",
      },
    ]);
    const [header, row] = csv
      .slice(1)
      .split("\r\n")
      .map((line) => line.split(","));
    const cell = (column: string) => row?.[header?.indexOf(column) ?? -1];
    expect(cell("message")).toBe("App Development");
    expect(cell("source")).toBe("popup");
  });
  it("carries the work on each lead: stage, lost reason, owner, next follow-up, minutes to the first answer", () => {
    const base = {
      createdAt: Date.parse("2026-12-01T04:00:00Z"),
      updatedAt: 0,
      source: "contact",
      name: "Ravi",
      email: "ravi@example.com",
      phone: "9876543210",
      message: "hello",
      pagePath: null,
      userAgent: null,
      ipHash: null,
      language: "en",
    };
    const csv = leadsCsv(
      [
        {
          ...base,
          id: "l1",
          stage: "contacted",
          ownerId: 4,
          followUpAt: Date.parse("2026-12-03T05:30:00Z"),
          firstAnswerAt: Date.parse("2026-12-01T04:42:20Z"),
        },
        { ...base, id: "l2", stage: "lost", lostReason: "price", ownerId: null },
      ],
      new Map([[4, "sales@agency.example"]]),
    );
    const [header, first, second] = csv
      .slice(1)
      .split("\r\n")
      .map((line) => line.split(","));
    const cell = (row: string[] | undefined, column: string) =>
      row?.[header?.indexOf(column) ?? -1];
    expect(cell(first, "stage")).toBe("contacted");
    expect(cell(first, "owner")).toBe("sales@agency.example");
    expect(cell(first, "follow_up_at")).toBe("2026-12-03T05:30:00.000Z");
    expect(cell(first, "minutes_to_first_answer")).toBe("42");
    expect(cell(second, "stage")).toBe("lost");
    expect(cell(second, "lost_reason")).toBe("price");
    expect(cell(second, "owner")).toBe("");
    expect(cell(second, "minutes_to_first_answer")).toBe("");
  });
});
