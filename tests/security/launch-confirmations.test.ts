/**
 * Attack replays on the owners' launch page, /admin/launch (issue 53), against the compiled
 * server over HTTP: an editor who crafts the post an owner's button sends, to confirm a legal or
 * money item or to take back an owner's confirmation of one, is refused (403, recorded) and
 * nothing changes; so are the words editor's own confirm post, a post from another site, one
 * without the form token, sales, and the signed-out; an unknown item is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireBuild } from "../support/processes";
import { addAccount, csrfOf, get, post, type Site, signIn, startSite } from "./sign-in-support";

const ip = "10.91.0.7";

describe("launch confirmations, replayed by those who may not", () => {
  let site: Site;
  const cookies: Record<string, string> = {};
  const confirmations = async () =>
    (await site.db.liveState()).confirmations.map((c) => c.item).sort();

  beforeAll(async () => {
    requireBuild();
    site = await startSite({ ADMIN_LOGIN_DELAY_MS: "0" });
    for (const role of ["owner", "editor", "sales"] as const) {
      const account = await addAccount(site.db, `${role}@agency.example`, { role });
      cookies[role] = await signIn(site.servers[0]!, account, ip);
    }
  }, 120_000);
  afterAll(() => site?.stop());

  it("refuses an editor's confirm and undo of legal and money items, and every forged post", async () => {
    const server = site.servers[0]!;
    const owner = cookies.owner ?? "";
    const editor = cookies.editor ?? "";
    const ownerCsrf = await csrfOf(server, owner, ip);
    const editorCsrf = await csrfOf(server, editor, ip);
    const send = (cookie: string, fields: Record<string, string>, path = "/admin/launch") =>
      post(server, path, fields, { ip, cookie });

    // The owner confirms a legal item; the editor cannot take it back.
    expect(
      (await send(owner, { csrf: ownerCsrf, intent: "confirm", item: "policies.liability" }))
        .status,
    ).toBe(303);
    expect(await confirmations()).toEqual(["policies.liability"]);
    const before = (await site.db.listAudit({ limit: 200 })).total;

    const refused: [string, Promise<{ status: number }>, number][] = [
      [
        "editor undoes the owner's legal confirmation",
        send(editor, { csrf: editorCsrf, intent: "unconfirm", item: "policies.liability" }),
        403,
      ],
      [
        "editor confirms a money item",
        send(editor, { csrf: editorCsrf, intent: "confirm", item: "pricing.app-includes" }),
        403,
      ],
      [
        "editor confirms a server setting",
        send(editor, { csrf: editorCsrf, intent: "confirm", item: "policies.lead-retention" }),
        403,
      ],
      [
        "editor confirms a legal item through the words editor",
        send(
          editor,
          { csrf: editorCsrf, intent: "confirm", item: "policies.registration-fees" },
          "/admin/content/policies",
        ),
        403,
      ],
      [
        "sales confirms an owner's item",
        send(cookies.sales ?? "", {
          csrf: await csrfOf(server, cookies.sales ?? "", ip),
          intent: "confirm",
          item: "site.hours",
        }),
        403,
      ],
      [
        "the owner's post without its form token",
        send(owner, { intent: "confirm", item: "site.hours" }),
        403,
      ],
      [
        "an unknown item",
        send(owner, { csrf: ownerCsrf, intent: "confirm", item: "site.nothing" }),
        400,
      ],
    ];
    for (const [what, answer, status] of refused) expect((await answer).status, what).toBe(status);

    // From another site, with the owner's cookie and token.
    const crossSite = await fetch(`${server.url}/admin/launch`, {
      method: "POST",
      body: new URLSearchParams({ csrf: ownerCsrf, intent: "confirm", item: "site.hours" }),
      headers: { Origin: "https://evil.example", Cookie: owner, "X-Forwarded-For": ip },
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    // Signed out: to the sign-in page.
    expect((await get(server, "/admin/launch", { ip })).status).toBe(303);

    // Nothing changed, and the refusals are in the trail.
    expect(await confirmations()).toEqual(["policies.liability"]);
    const entries = (await site.db.listAudit({ limit: 200 })).items.slice(
      0,
      (await site.db.listAudit({ limit: 200 })).total - before,
    );
    const denied = entries.filter((entry) => entry.kind === "access.denied");
    expect(denied.map((entry) => entry.actorEmail).sort()).toEqual(
      ["editor@agency.example", "editor@agency.example", "editor@agency.example"]
        .concat(["editor@agency.example", "sales@agency.example"])
        .sort(),
    );
    expect(entries.filter((entry) => entry.kind.startsWith("content."))).toEqual([]);
  });
});
