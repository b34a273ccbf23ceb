import { describe, expect, it } from "vitest";
import { parseNotifyAddress } from "./notify-address";

describe("where new enquiries are emailed, as an owner typed it", () => {
  it("accepts one email address only", () => {
    expect(parseNotifyAddress(" Leads@Agency.IN ")).toBe("leads@agency.in");
    for (const bad of ["", "a@b.in, c@d.in", "a@b.in\r\nBcc: x@y.in", "Name <a@b.in>", 42])
      expect(parseNotifyAddress(bad), String(bad)).toBeNull();
  });
});
