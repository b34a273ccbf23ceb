/**
 * Roles through the pages, against the real app (production build) on SQLite and PostgreSQL,
 * with an SMTP server on loopback: an owner invites an editor and a sales account at
 * /admin/staff, each gets the link by email (and the owner sees it on screen), sets a password
 * and signs in. Each role is refused (403, recorded) where it has no permission, forged posts
 * included; a disabled account's session ends at its next request; the last owner stays; a
 * required second factor holds back staff management until it is set; every action is in
 * /admin/audit with its actor; and no request changes or deletes an audit entry.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin as copy } from "../../app/staff/words";
import { hashPassword } from "../../server/admin/password";
import { totpCode } from "../../server/admin/second-factor";
import type { AuditEntry } from "../../server/db/audit";
import {
  createSmtp,
  csrfOf,
  decodeEntities,
  engineEnvironments,
  type InProcessApp,
  postForm,
  staffSignIn,
  startInProcessApp,
  type TestSmtp,
  validLead,
} from "./helpers";

const PASSWORD = "correct horse battery staple";
const OWNER = "owner@agency.example";
const EDITOR = "editor@agency.example";
const SALES = "sales@agency.example";

const engines = engineEnvironments("staff-pages-");

describe.each(engines)("staff pages on %s", (_name, environment) => {
  let app: InProcessApp;
  let smtp: TestSmtp;
  let ip = 0;
  /** Each request from its own address, so the sign-in limits never meet. */
  const from = () => ({ "X-Forwarded-For": `10.77.0.${++ip}` });

  async function get(path: string, cookie?: string) {
    const response = await fetch(`${app.url}${path}`, {
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...from() },
      redirect: "manual",
    });
    return {
      status: response.status,
      location: response.headers.get("location"),
      html: await response.text(),
    };
  }

  async function post(path: string, cookie: string, fields: Record<string, string | string[]>) {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields))
      for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
    const response = await fetch(`${app.url}${path}`, {
      method: "POST",
      body,
      headers: { Origin: app.url, Cookie: cookie, ...from() },
      redirect: "manual",
    });
    return {
      status: response.status,
      location: response.headers.get("location"),
      setCookie: response.headers.get("set-cookie"),
      html: decodeEntities(await response.text()),
    };
  }

  const signIn = (email: string, password = PASSWORD) =>
    staffSignIn(app.url, email, password, from());
  /** The session's CSRF token, from any signed-in page. */
  const csrfFor = (cookie: string) => csrfOf(app.url, cookie, from());

  const audit = async () => (await app.db.listAudit({ limit: 500 })).items;
  const staffId = async (email: string) => (await app.db.getStaffByEmail(email))?.id ?? 0;
  /** Every audit row as stored, oldest first. */
  const auditRows = async () => JSON.stringify((await audit()).slice().reverse());

  let owner = "";
  let ownerCsrf = "";
  let editor = "";
  let sales = "";

  beforeAll(async () => {
    smtp = await createSmtp();
    await smtp.listen();
    app = await startInProcessApp({
      ...(await environment()),
      SMTP_URL: smtp.url,
      TRUST_PROXY: "127.0.0.1",
      ADMIN_LOGIN_DELAY_MS: "0",
    });
    await app.db.upsertStaff(OWNER, await hashPassword(PASSWORD), Date.now());
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("the sign-in page names both jobs: the enquiries and the site's words", async () => {
    const page = await get("/admin/login");
    const text = decodeEntities(page.html);
    expect(text).toContain(copy.signIn.intro);
    expect(copy.signIn.intro).toMatch(/enquiries/);
    expect(copy.signIn.intro).toMatch(/site's words/);
    expect(text).toMatch(/<title>Staff sign-in \| Enquiries and site words<\/title>/);
  });

  it("an owner invites an editor and a sales account; each gets its link, sets a password and signs in", async () => {
    const signedIn = await signIn(OWNER);
    expect(signedIn.status).toBe(303);
    owner = signedIn.cookie;
    ownerCsrf = await csrfFor(owner);
    const page = await get("/admin/staff", owner);
    expect(page.status).toBe(200);
    expect(page.html).toContain(copy.staffPage.inviteHeading);

    for (const [email, role] of [
      [EDITOR, "editor"],
      [SALES, "sales"],
    ] as const) {
      const sent = smtp.messages.length;
      const invited = await post("/admin/staff", owner, {
        csrf: ownerCsrf,
        intent: "invite",
        email,
        role,
      });
      expect(invited.status, invited.html.slice(0, 300)).toBe(200);
      // The link is on the owner's screen…
      const onScreen = /value="(http:\/\/[^"]+\/admin\/set-password\/[\w-]{43})"/.exec(
        invited.html,
      )?.[1];
      expect(onScreen).toBeTruthy();
      expect(invited.html).toContain(`We also emailed it to ${email}.`);
      // …and in the email, the same link.
      await smtp.waitFor(sent + 1);
      const mail = smtp.messages[sent];
      expect(mail?.to).toEqual([email]);
      expect(mail?.raw.replace(/=\r?\n/g, "")).toContain(onScreen);
      const link = new URL(onScreen ?? "").pathname;

      const form = await get(link);
      expect(form.status).toBe(200);
      expect(decodeEntities(form.html)).toContain(`as ${copy.roles[role].label}`);
      const set = await post(link, "", { username: email, password: PASSWORD, confirm: PASSWORD });
      // Setting the password signs the person in: no second typing of the email (issue 53).
      expect(set.status).toBe(303);
      expect(set.location).toBe("/admin");
      const setCookie = /sw_admin=([^;]+)/.exec(set.setCookie ?? "")?.[1];
      expect(setCookie).toBeTruthy();
      const landed = await get("/admin/account", `sw_admin=${setCookie}`);
      expect(landed.status).toBe(200);
      expect(decodeEntities(landed.html)).toContain(email);
      // Used once: the same link again is refused, and says why.
      const replay = await post(link, "", {
        password: "another long password",
        confirm: "another long password",
      });
      expect(replay.status).toBe(410);
      expect(replay.html).toContain(copy.setPasswordPage.states.used);
      expect((await get(link)).status).toBe(410);

      const session = await signIn(email);
      expect(session.status).toBe(303);
      // To /admin, which sends each role to its first page: the dashboard for sales (issue 55),
      // the site's words for an editor (issue 53).
      expect(session.location).toBe("/admin");
      if (role === "editor") editor = session.cookie;
      else sales = session.cookie;
      expect((await get("/admin", session.cookie)).location).toBe(
        role === "editor" ? "/admin/content" : "/admin/dashboard",
      );
    }
  });

  it("refuses a malformed address, a role that does not exist and an address taken, changing nothing", async () => {
    const before = (await app.db.listStaff()).length;
    const mails = smtp.messages.length;
    for (const [email, role, message, status] of [
      ["not-an-email", "editor", copy.staffPage.errors.email, 400],
      ["asha@", "sales", copy.staffPage.errors.email, 400],
      ["new.person@agency.example", "admin", copy.staffPage.errors.role, 400],
      ["new.person@agency.example", "", copy.staffPage.errors.role, 400],
      [EDITOR, "sales", copy.staffPage.errors.exists, 409],
    ] as const) {
      const answer = await post("/admin/staff", owner, {
        csrf: ownerCsrf,
        intent: "invite",
        email,
        role,
      });
      expect(answer.status, `${email} ${role}`).toBe(status);
      expect(answer.html).toContain(message);
    }
    // A role that does not exist on an account, and an unknown account.
    const changed = await post(`/admin/staff/${await staffId(SALES)}`, owner, {
      csrf: ownerCsrf,
      intent: "role",
      role: "superuser",
    });
    expect(changed.status).toBe(400);
    expect(changed.html).toContain(copy.staffPage.errors.role);
    expect(
      (await post("/admin/staff/999999", owner, { csrf: ownerCsrf, intent: "disable" })).status,
    ).toBe(404);
    expect((await app.db.listStaff()).length).toBe(before);
    expect((await app.db.getStaffByEmail(SALES))?.role).toBe("sales");
    expect(smtp.messages.length).toBe(mails);
    // An expired or unknown link says so.
    expect((await get(`/admin/set-password/${"A".repeat(43)}`)).html).toContain(
      copy.setPasswordPage.states.unknown,
    );
  });

  it("refuses each role (403, recorded) where it has no permission, forged posts included", async () => {
    const editorCsrf = await csrfFor(editor);
    const salesCsrf = await csrfFor(sales);
    const salesId = await staffId(SALES);
    const ownerId = await staffId(OWNER);
    const staffBefore = JSON.stringify(await app.db.listStaff());
    const deniedBefore = (await audit()).filter((e) => e.kind === "access.denied").length;

    const refusals: [who: string, cookie: string, csrf: string, paths: string[]][] = [
      [
        "editor",
        editor,
        editorCsrf,
        ["/admin/staff", `/admin/staff/${ownerId}`, "/admin/audit", "/admin/leads.csv"],
      ],
      [
        "sales",
        sales,
        salesCsrf,
        ["/admin/staff", `/admin/staff/${ownerId}`, "/admin/audit", "/admin/content"],
      ],
    ];
    for (const [who, cookie, csrf, paths] of refusals) {
      for (const path of paths) {
        const page = await get(path, cookie);
        expect(page.status, `${who} GET ${path}`).toBe(403);
        // The page says what the role can do.
        const role = who === "editor" ? copy.roles.editor : copy.roles.sales;
        if (!path.endsWith(".csv"))
          expect(decodeEntities(page.html), path).toContain(role.abilities[0]);
        // React Router's data request is refused the same way.
        if (!path.endsWith(".csv"))
          expect((await get(`${path}.data`, cookie)).status, `${who} ${path}.data`).toBe(403);
      }
      // Forged posts to an owner's actions, with the person's own valid CSRF token.
      const forged: [string, Record<string, string | string[]>][] = [
        [
          "/admin/staff",
          { intent: "invite", email: `forged.${who}@agency.example`, role: "owner" },
        ],
        ["/admin/staff", { intent: "policy", require: [] }],
        [`/admin/staff/${ownerId}`, { intent: "disable" }],
        [`/admin/staff/${salesId}`, { intent: "role", role: "owner" }],
        [`/admin/staff/${salesId}`, { intent: "link" }],
        ["/admin/audit", { intent: "delete" }],
      ];
      for (const [path, fields] of forged) {
        const answer = await post(path, cookie, { csrf, ...fields });
        expect(answer.status, `${who} POST ${path} ${JSON.stringify(fields)}`).toBe(403);
      }
    }
    // Sales cannot open the words; the editor can (its role's page).
    expect((await get("/admin/content", editor)).status).toBe(200);
    // An editor sees no lead (people's names, phones and messages) unless an owner lets them
    // (the next test), and never changes, exports or deletes one.
    const { status } = await postForm(app.url, "/contact-us", validLead("roles"), from());
    expect(status).toBe(200);
    const lead = (await app.db.listLeads({ search: "roles" })).items[0];
    expect((await get("/admin/leads", editor)).status).toBe(403);
    expect((await get(`/admin/leads/${lead?.id}`, editor)).status).toBe(403);
    expect(
      (await post(`/admin/leads/${lead?.id}`, editor, { csrf: editorCsrf, stage: "spam" })).status,
    ).toBe(403);
    expect((await get(`/admin/leads/${lead?.id}/delete`, editor)).status).toBe(403);
    expect(
      (await post(`/admin/leads/${lead?.id}/delete`, editor, { csrf: editorCsrf, confirm: "yes" }))
        .status,
    ).toBe(403);
    expect((await app.db.getLead(lead?.id ?? ""))?.stage).toBe("new");

    // A cross-site form (an owner's browser lured elsewhere) is refused before any page sees it.
    for (const [path, fields] of [
      ["/admin/staff", { intent: "invite", email: "evil@agency.example", role: "owner" }],
      [`/admin/staff/${salesId}`, { intent: "role", role: "owner" }],
      ["/admin/account", { intent: "turn-off", code: "000000" }],
    ] as const) {
      const response = await fetch(`${app.url}${path}`, {
        method: "POST",
        body: new URLSearchParams({ csrf: ownerCsrf, ...fields }),
        headers: { Origin: "https://evil.example", Cookie: owner, ...from() },
        redirect: "manual",
      });
      expect(response.status, `cross-site ${path}`).toBe(403);
    }
    // And a post with another session's CSRF token is refused.
    expect(
      (
        await post("/admin/staff", owner, {
          csrf: salesCsrf,
          intent: "invite",
          email: "x@agency.example",
          role: "sales",
        })
      ).status,
    ).toBe(403);

    // Nothing changed, and every refusal is in the trail with who asked.
    expect(JSON.stringify(await app.db.listStaff())).toBe(staffBefore);
    const denied = (await audit()).filter((e) => e.kind === "access.denied");
    expect(denied.length - deniedBefore).toBeGreaterThanOrEqual(2 * (4 + 3 + 6) + 3);
    expect(denied.some((e) => e.actorEmail === EDITOR && e.subject === "POST /admin/staff")).toBe(
      true,
    );
    expect(denied.some((e) => e.actorEmail === SALES && e.subject === "GET /admin/content")).toBe(
      true,
    );
    expect(denied.find((e) => e.actorEmail === EDITOR)?.details).toMatchObject({
      role: "editor",
      reason: "role",
    });
    expect(denied.every((e) => e.ipHash)).toBe(true);

    // Sales handles leads: stage, note, export, delete; each recorded.
    const salesLead = `/admin/leads/${lead?.id}`;
    expect((await post(salesLead, sales, { csrf: salesCsrf, stage: "contacted" })).status).toBe(
      303,
    );
    const noted = await post(salesLead, sales, {
      csrf: salesCsrf,
      intent: "note",
      note: "Called back; sending a quote",
    });
    expect(noted.location).toBe(`${salesLead}?noted=1#notes`);
    expect(
      (await post(salesLead, sales, { csrf: salesCsrf, intent: "note", note: "   " })).status,
    ).toBe(400);
    expect((await get(salesLead, sales)).html).toContain("Called back; sending a quote");
    expect((await get("/admin/leads.csv?q=roles", sales)).status).toBe(200);
    expect(
      (await post(`${salesLead}/delete`, sales, { csrf: salesCsrf, confirm: "yes" })).status,
    ).toBe(303);
    const byKind = (kind: string) =>
      audit().then((entries) => entries.filter((e) => e.kind === kind));
    for (const kind of ["lead.status", "lead.note", "lead.export", "lead.delete"])
      expect((await byKind(kind)).at(0), kind).toMatchObject({
        actorEmail: SALES,
        ipHash: expect.any(String),
      });
    // The trail names the lead by id only: nothing of the visitor stays once it is erased.
    expect(JSON.stringify(await byKind("lead.delete"))).not.toContain("Asha");
    expect((await byKind("lead.status")).at(0)?.details).toEqual({ from: "new", to: "contacted" });
  });

  it("lands an editor on the site's words; an owner lets them read the enquiries (recorded) and takes it back", async () => {
    const editorCsrf = await csrfFor(editor);
    const editorId = await staffId(EDITOR);
    expect((await get("/admin", editor)).location).toBe("/admin/content");
    expect(decodeEntities((await get("/admin/content", editor)).html)).not.toContain(
      'href="/admin/leads"',
    );
    await postForm(app.url, "/contact-us", validLead("given"), from());
    const lead = (await app.db.listLeads({ search: "given" })).items[0];
    expect((await get(`/admin/leads/${lead?.id}`, editor)).status).toBe(403);
    // Only an owner gives it.
    expect(
      (await post(`/admin/staff/${editorId}`, editor, { csrf: editorCsrf, intent: "leads-give" }))
        .status,
    ).toBe(403);
    expect(
      (await post(`/admin/staff/${editorId}`, owner, { csrf: ownerCsrf, intent: "leads-give" }))
        .status,
    ).toBe(200);
    expect(decodeEntities((await get(`/admin/staff/${editorId}`, owner)).html)).toContain(
      copy.staffMemberPage.leadsNow,
    );
    expect((await audit()).find((entry) => entry.kind === "staff.reads-leads")).toMatchObject({
      actorEmail: OWNER,
    });
    expect((await get("/admin/leads", editor)).status).toBe(200);
    expect((await get(`/admin/leads/${lead?.id}`, editor)).status).toBe(200);
    expect(decodeEntities((await get("/admin/content", editor)).html)).toContain(
      'href="/admin/leads"',
    );
    // Reading is all it gives.
    expect((await get("/admin/leads.csv", editor)).status).toBe(403);
    expect(
      (await post(`/admin/leads/${lead?.id}`, editor, { csrf: editorCsrf, stage: "spam" })).status,
    ).toBe(403);
    expect(
      (await post(`/admin/staff/${editorId}`, owner, { csrf: ownerCsrf, intent: "leads-take" }))
        .status,
    ).toBe(200);
    expect((await get(`/admin/leads/${lead?.id}`, editor)).status).toBe(403);
  });

  it("ends a disabled account's open session at its next request", async () => {
    expect((await get("/admin/leads", sales)).status).toBe(200);
    const disabled = await post(`/admin/staff/${await staffId(SALES)}`, owner, {
      csrf: ownerCsrf,
      intent: "disable",
    });
    expect(disabled.status).toBe(200);
    expect(disabled.html).toContain(copy.staffMemberPage.disabled);
    const next = await get("/admin/leads", sales);
    expect(next.status).toBe(303);
    expect(next.location).toMatch(/^\/admin\/login\?next=/);
    // Its right password is refused with a clear message.
    const again = await fetch(`${app.url}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ email: SALES, password: PASSWORD }),
      headers: { Origin: app.url, ...from() },
      redirect: "manual",
    });
    expect(again.status).toBe(403);
    expect(decodeEntities(await again.text())).toContain(copy.signIn.disabled);
    // Enabled again, it signs in.
    await post(`/admin/staff/${await staffId(SALES)}`, owner, {
      csrf: ownerCsrf,
      intent: "enable",
    });
    sales = (await signIn(SALES)).cookie;
    expect((await get("/admin/leads", sales)).status).toBe(200);
  });

  it("keeps the last owner: it cannot disable or demote itself", async () => {
    const ownerId = await staffId(OWNER);
    const attempts: Record<string, string>[] = [
      { intent: "disable" },
      { intent: "role", role: "editor" },
      { intent: "role", role: "sales" },
    ];
    for (const fields of attempts) {
      const answer = await post(`/admin/staff/${ownerId}`, owner, { csrf: ownerCsrf, ...fields });
      expect(answer.status, JSON.stringify(fields)).toBe(409);
      expect(answer.html).toContain(copy.staffMemberPage.lastOwner);
    }
    expect(await app.db.getStaffById(ownerId)).toMatchObject({ role: "owner", disabledAt: null });
    expect((await get("/admin/staff", owner)).status).toBe(200);
  });

  it("holds back staff management when owners must have a second factor, until the owner sets one up", async () => {
    const saved = await post("/admin/staff", owner, {
      csrf: ownerCsrf,
      intent: "policy",
      require: ["owner", "editor"],
    });
    expect(saved.status).toBe(303);
    const held = await get("/admin/staff", owner);
    expect(held.status).toBe(403);
    expect(decodeEntities(held.html)).toContain(copy.forbidden.secondFactorHeading);
    expect(held.html).toContain('href="/admin/account"');
    expect(
      (await post("/admin/staff", owner, { csrf: ownerCsrf, intent: "policy", require: [] }))
        .status,
    ).toBe(403);
    // Leads keep working meanwhile.
    expect((await get("/admin/leads", owner)).status).toBe(200);

    // The account page shows the key; the first code turns the factor on and shows ten codes.
    const account = await get("/admin/account", owner);
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</
      .exec(account.html)?.[1]
      ?.replaceAll(" ", "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(account.html).toContain('data-testid="totp-qr"');
    const wrong = await post("/admin/account", owner, {
      csrf: ownerCsrf,
      intent: "turn-on",
      secret: secret ?? "",
      code: "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(copy.accountPage.badCode);
    const on = await post("/admin/account", owner, {
      csrf: ownerCsrf,
      intent: "turn-on",
      secret: secret ?? "",
      code: totpCode(secret ?? "", Date.now()),
    });
    expect(on.status).toBe(200);
    expect(
      on.html.match(/<li>[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}<\/li>/g),
    ).toHaveLength(10);
    expect((await get("/admin/staff", owner)).status).toBe(200);

    // The next sign-in asks for a code; a wrong one is refused, the right one signs in.
    const password = await signIn(OWNER);
    // The first page after the code: /admin, which sends each role to its own.
    expect(password.location).toBe("/admin/login/code?next=%2Fadmin");
    expect((await get("/admin/leads", password.cookie)).location).toMatch(/^\/admin\/login\/code/);
    const bad = await post("/admin/login/code", password.cookie, { code: "123456" });
    expect(bad.status).toBe(401);
    expect(bad.html).toContain(copy.codePage.invalid);
    const good = await post("/admin/login/code", password.cookie, {
      code: totpCode(secret ?? "", Date.now() + 30_000),
    });
    expect(good.status).toBe(303);
    const fresh = `sw_admin=${/sw_admin=([^;]+)/.exec(good.setCookie ?? "")?.[1]}`;
    expect((await get("/admin/staff", fresh)).status).toBe(200);
    await post("/admin/staff", fresh, {
      csrf: await csrfFor(fresh),
      intent: "policy",
      require: [],
    });
  });

  it("lists every action in /admin/audit with its actor, and no request changes or deletes an entry", async () => {
    const trail = await audit();
    const has = (kind: string, actor: string | null, subject?: string) =>
      trail.some(
        (e: AuditEntry) =>
          e.kind === kind &&
          e.actorEmail === actor &&
          (subject === undefined || e.subject?.includes(subject)),
      );
    expect(has("signin.success", OWNER)).toBe(true);
    expect(has("signin.success", EDITOR)).toBe(true);
    expect(has("signin.success", SALES)).toBe(true);
    expect(has("staff.invite", OWNER, EDITOR)).toBe(true);
    expect(has("staff.invite", OWNER, SALES)).toBe(true);
    expect(has("staff.password-set", EDITOR)).toBe(true);
    expect(has("staff.password-set", SALES)).toBe(true);
    expect(has("access.denied", EDITOR)).toBe(true);
    expect(has("access.denied", SALES)).toBe(true);
    expect(has("staff.disable", OWNER, SALES)).toBe(true);
    expect(has("staff.enable", OWNER, SALES)).toBe(true);
    expect(has("staff.second-factor-policy", OWNER)).toBe(true);
    expect(has("account.second-factor-on", OWNER)).toBe(true);
    expect(has("signin.failure", OWNER)).toBe(true);

    // The page shows them, and filters by person, kind and date.
    // The owner's first session is still open (turning the second factor on ends none).
    const cookie = owner;
    const page = decodeEntities((await get("/admin/audit", cookie)).html);
    for (const label of [
      copy.auditKinds["staff.invite"],
      copy.auditKinds["access.denied"],
      copy.auditKinds["staff.disable"],
    ])
      expect(page).toContain(label);
    const byPerson = await get(`/admin/audit?person=${await staffId(EDITOR)}`, cookie);
    expect((byPerson.html.match(/data-testid="audit-entry"/g) ?? []).length).toBe(
      trail.filter((e) => e.actorEmail === EDITOR).length,
    );
    const byKind = decodeEntities((await get("/admin/audit?kind=staff.disable", cookie)).html);
    expect((byKind.match(/data-testid="audit-entry"/g) ?? []).length).toBe(1);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(
      (await get(`/admin/audit?from=${today}&to=${today}&kind=staff.disable`, cookie)).html,
    ).toContain('data-testid="audit-entry"');
    expect((await get("/admin/audit?from=2001-01-01&to=2001-01-02", cookie)).html).toContain(
      copy.auditPage.noMatch,
    );

    // Nothing in the audit table can be changed through the app: every way a request could try.
    const before = await auditRows();
    const csrf = await csrfFor(cookie);
    const attempts: [string, string, Record<string, string>][] = [
      ["POST", "/admin/audit", { csrf, intent: "delete", id: "1" }],
      ["POST", "/admin/audit", { csrf, intent: "update", id: "1", kind: "signin.success" }],
      ["POST", "/admin/audit.data", { csrf, intent: "delete" }],
      ["POST", "/admin/staff", { csrf, intent: "audit", id: "1" }],
    ];
    for (const [method, path, fields] of attempts) {
      const response = await fetch(`${app.url}${path}`, {
        method,
        body: new URLSearchParams(fields),
        headers: { Origin: app.url, Cookie: cookie, ...from() },
        redirect: "manual",
      });
      expect([400, 405], `${method} ${path}`).toContain(response.status);
    }
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${app.url}/admin/audit`, {
        method,
        headers: { Origin: app.url, Cookie: cookie, ...from() },
      });
      expect(response.status, method).toBe(405);
    }
    const after = await auditRows();
    // Every earlier entry is there, unchanged (only this test's own sign-in may be appended).
    expect(after.startsWith(before.slice(0, -1))).toBe(true);
  });
});
