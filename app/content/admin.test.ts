import { describe, expect, it } from "vitest";
import { leadSources, leadStatuses, outboxStatuses } from "../../server/db/types";
import { vitalNames } from "../lib/vitals.server";
import { admin } from "./admin";
import { adminContentSchema } from "./admin.schema";

describe("admin content", () => {
  it("parses with its schema", () => {
    expect(() => adminContentSchema.parse(admin)).not.toThrow();
  });
  it("labels every source, status and metric the backend knows", () => {
    expect(Object.keys(admin.sources).sort()).toEqual([...leadSources].sort());
    expect(Object.keys(admin.statuses).sort()).toEqual([...leadStatuses].sort());
    expect(Object.keys(admin.outboxStatuses).sort()).toEqual([...outboxStatuses].sort());
    expect(admin.metrics.map((m) => m.name)).toEqual([...vitalNames]);
  });
});
