/**
 * Whose lead is whose (issue 54, deliverable 7), attacked from outside over HTTP against the
 * compiled server: a sales account works the leads it owns and the unassigned ones; another
 * person's lead answers 403 to its page, its data route, its delete page and every action (stage,
 * note, follow-up, take, give, delete), changes nothing, and is recorded as "access.denied"; the
 * inbox and the CSV export do not list it; giving a lead to someone needs an owner; two sales
 * accounts taking the same unassigned lead at once get one owner.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewLead } from "../../server/db/types";
import { type StaffSession, signedInStaff } from "../support/media";
import type { ChildServer } from "../support/processes";
import { get, post, type Site, startSite } from "./sign-in-support";

const octet = () => Math.floor(Math.random() * 250) + 1;
const ip = () => `10.${octet()}.${octet()}.${octet()}`;

function lead(name: string): NewLead {
  return {
    id: randomUUID(),
    createdAt: Date.now(),
    source: "contact",
    name,
    email: "visitor@example.com",
    phone: "+91 98110 24680",
    message: "A website for my bakery || Contact Us Page",
    pagePath: "/contact-us",
    userAgent: null,
    ipHash: null,
    language: "en",
  };
}

describe("sales and other people's leads", () => {
  let site: Site;
  let owner: StaffSession;
  let salesA: StaffSession;
  let salesB: StaffSession;
  const server = () => site.servers[0] as ChildServer;
  const tag = randomBytes(4).toString("hex");

  beforeAll(async () => {
    site = await startSite({});
    owner = await signedInStaff(site.db, "owner");
    salesA = await signedInStaff(site.db, "sales");
    salesB = await signedInStaff(site.db, "sales");
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("answers 403 to every page and action on a lead another person owns, and changes nothing", async () => {
    const theirs = lead(`Theirs ${tag}`);
    await site.db.createLead(theirs, []);
    await site.db.setLeadOwner(theirs.id, salesA.id, Date.now());
    const before = await site.db.getLead(theirs.id);
    const as = (who: StaffSession) => ({ ip: ip(), cookie: who.cookie });
    const page = `/admin/leads/${theirs.id}`;

    for (const path of [page, `${page}/delete`]) {
      const answer = await get(server(), path, as(salesB));
      expect(answer.status, path).toBe(403);
      expect(answer.html, path).not.toContain(theirs.name);
    }
    const data = await get(server(), `${page}.data`, as(salesB));
    expect(data.html).not.toContain(theirs.name);

    const actions: [string, Record<string, string>][] = [
      [page, { intent: "stage", stage: "spam" }],
      [page, { stage: "won" }],
      [page, { intent: "note", note: "mine now" }],
      [page, { intent: "follow-up", followUp: "2030-01-01T10:00" }],
      [page, { intent: "follow-up", clear: "1" }],
      [page, { intent: "take" }],
      [page, { intent: "owner", owner: String(salesB.id) }],
      [`${page}/delete`, { confirm: "yes" }],
    ];
    for (const [path, fields] of actions) {
      const answer = await post(server(), path, { ...fields, csrf: salesB.csrf }, as(salesB));
      expect(answer.status, `${path} ${JSON.stringify(fields)}`).toBe(403);
    }
    expect(await site.db.getLead(theirs.id)).toEqual(before);
    expect(await site.db.listLeadNotes(theirs.id)).toEqual([]);
    expect(await site.db.listLeadEvents(theirs.id)).toEqual([]);
    const denied = (await site.db.listAudit({ kind: "access.denied", limit: 50 })).items.filter(
      (entry) => entry.actorId === salesB.id,
    );
    expect(denied.length).toBeGreaterThanOrEqual(actions.length + 2);

    // Not in sales B's inbox nor its export; in sales A's and the owner's.
    const inbox = await get(server(), `/admin/leads?q=${tag}`, as(salesB));
    expect(inbox.status).toBe(200);
    expect(inbox.html).not.toContain(theirs.name);
    const csv = await get(server(), `/admin/leads.csv?q=${tag}`, as(salesB));
    expect(csv.status).toBe(200);
    expect(csv.html).not.toContain(theirs.name);
    for (const who of [salesA, owner]) {
      expect((await get(server(), `/admin/leads?q=${tag}`, as(who))).html).toContain(theirs.name);
      expect((await get(server(), page, as(who))).status).toBe(200);
    }

    // The owner of the site gives it to sales B in one action, recorded; then A is refused.
    const given = await post(
      server(),
      page,
      { intent: "owner", owner: String(salesB.id), csrf: owner.csrf },
      as(owner),
    );
    expect(given.status).toBe(303);
    expect((await site.db.getLead(theirs.id))?.ownerId).toBe(salesB.id);
    expect((await get(server(), page, as(salesA))).status).toBe(403);
    expect((await get(server(), page, as(salesB))).status).toBe(200);
    expect((await site.db.listLeadEvents(theirs.id)).map((e) => [e.kind, e.detail])).toEqual([
      ["assigned", { from: salesA.id, to: salesB.id }],
    ]);
    const audit = await site.db.listAudit({ kind: "lead.owner", limit: 5 });
    expect(audit.items[0]).toMatchObject({ actorId: owner.id, subject: `lead:${theirs.id}` });
  });

  it("lets sales take an unassigned lead, one owner when two take it at once; giving needs an owner", async () => {
    const open = lead(`Open ${tag}`);
    await site.db.createLead(open, []);
    const page = `/admin/leads/${open.id}`;
    expect((await get(server(), page, { ip: ip(), cookie: salesA.cookie })).status).toBe(200);
    // Sales cannot give a lead to someone, not even an unassigned one.
    const give = await post(
      server(),
      page,
      { intent: "owner", owner: String(salesA.id), csrf: salesA.csrf },
      { ip: ip(), cookie: salesA.cookie },
    );
    expect(give.status).toBe(403);
    expect((await site.db.getLead(open.id))?.ownerId).toBeNull();

    const answers = await Promise.all(
      [salesA, salesB].map((who) =>
        post(server(), page, { intent: "take", csrf: who.csrf }, { ip: ip(), cookie: who.cookie }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    // The loser is refused: 409 when it passed the access check before the winner's update,
    // 403 when it read the lead already taken.
    expect(statuses[0]).toBe(303);
    expect([403, 409]).toContain(statuses[1]);
    const ownerId = (await site.db.getLead(open.id))?.ownerId;
    expect([salesA.id, salesB.id]).toContain(ownerId);
    expect(
      (await site.db.listLeadEvents(open.id)).filter((e) => e.kind === "assigned"),
    ).toHaveLength(1);
  });
});
