/**
 * The owner's rule for giving new leads to staff (issue 54, deliverable 2), kept in the
 * settings table as JSON under "lead_assignment" and set on /admin/staff:
 * - "off": new leads stay unassigned until someone takes or gives them;
 * - "round-robin": in turn among the chosen staff;
 * - "by-form": the staff member chosen for the lead's form (and, for the popup, its service,
 *   which wins over the form), else in turn among the chosen staff.
 * `since` is when the rule was saved: leads that arrived before it are left as they are.
 */
import { z } from "zod";
import { leadServices, leadSources } from "../../app/base/lead-fields";
import type { Lead } from "../db/types";

export const ASSIGNMENT_SETTING = "lead_assignment";

const staffId = z.number().int().positive();

export const assignmentRuleSchema = z.object({
  mode: z.enum(["off", "round-robin", "by-form"]),
  staff: z.array(staffId).max(50),
  forms: z.partialRecord(z.enum(leadSources), staffId),
  services: z.partialRecord(z.enum(leadServices), staffId),
  since: z.number().int().nonnegative(),
});
export type AssignmentRule = z.infer<typeof assignmentRuleSchema>;

export const noRule: AssignmentRule = { mode: "off", staff: [], forms: {}, services: {}, since: 0 };

export function parseRule(json: string | null): AssignmentRule {
  if (!json) return noRule;
  try {
    return assignmentRuleSchema.parse(JSON.parse(json));
  } catch {
    return noRule;
  }
}

/** The popup's service: its message is "<service> || Popup" (app/base/lead-fields.ts). */
function serviceOf(lead: Lead): string | null {
  if (lead.source !== "popup") return null;
  const service = lead.message.split(" || ")[0]?.trim() ?? "";
  return (leadServices as readonly string[]).includes(service) ? service : null;
}

/**
 * Whom the rule gives `lead` to, among `active` staff ids (accounts that may take leads), or
 * null; `last` is whom it gave a lead to last (the round-robin goes on after them).
 */
export function chooseAssignee(
  rule: AssignmentRule,
  lead: Lead,
  active: ReadonlySet<number>,
  last: number | null,
): number | null {
  if (rule.mode === "off") return null;
  if (rule.mode === "by-form") {
    const service = serviceOf(lead);
    const byService = service
      ? rule.services[service as keyof AssignmentRule["services"]]
      : undefined;
    if (byService !== undefined && active.has(byService)) return byService;
    const byForm = rule.forms[lead.source];
    if (byForm !== undefined && active.has(byForm)) return byForm;
  }
  const turn = rule.staff.filter((id) => active.has(id));
  if (turn.length === 0) return null;
  const after = last === null ? -1 : turn.indexOf(last);
  return turn[(after + 1) % turn.length] ?? null;
}
