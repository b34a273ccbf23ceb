import { useEffect, useState } from "react";
import { data, Form, Link, redirect } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import {
  recordAudit,
  requirePermission,
  requirePermissionPost,
} from "~/staff/access/checks.server";
import { editorOf } from "~/staff/editor/page-data.server";
import {
  findLaunchItem,
  type LaunchGroup,
  type LaunchPageItem,
  launchPageItems,
  mayConfirm,
  recordRefusedConfirm,
} from "~/staff/launch/launch-data.server";
import { admin as copy } from "~/staff/words";
import { AdminPageTitle, adminMeta, ErrorNotice, Notice } from "../components/admin-page";
import { CsrfField } from "../components/csrf-field";
import { Pill, plural } from "../editor/form/parts";
import type { Route } from "./+types/launch";

const words = copy.launchPage;
const groups: readonly LaunchGroup[] = ["owner", "adviser", "server"];

/**
 * /admin/launch: every item the site must settle before launch on one page, grouped by who
 * settles it (the owner; a lawyer or accountant; whoever runs the server), each with what the site
 * says now, a link to its field, and Confirm / Undo confirm (plain forms: no JavaScript needed).
 * Legal and money items are confirmed by owners only; both actions are revisions of the words
 * (the topic's history shows them) and entries of the audit trail.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requirePermission(request, context, "content.edit");
  const { statuses, content } = await editorOf(context).launch();
  const items = launchPageItems(statuses, content as never, staff);
  const search = new URL(request.url).searchParams;
  const named = (id: string | null) => items.find((item) => item.id === id)?.what ?? id ?? "";
  return {
    items,
    /** The item just confirmed: its group's settled list opens at it, with Undo confirm. */
    focus: search.get("confirmed"),
    notice: search.has("confirmed")
      ? fill(words.notices.confirmed, { what: named(search.get("confirmed")) })
      : search.has("undone")
        ? fill(words.notices.undone, { what: named(search.get("undone")) })
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, form, admin } = await requirePermissionPost(request, context, "content.publish");
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("item") ?? "");
  const listed = findLaunchItem(id);
  if (!listed || (intent !== "confirm" && intent !== "unconfirm"))
    return data({ error: words.unknown }, { status: 400 });
  if (!mayConfirm(staff, listed.item)) {
    // Refused like any request beyond a role: recorded, and answered 403.
    await recordRefusedConfirm(admin, context.clientIp, staff, "/admin/launch", id);
    return data({ error: words.refused }, { status: 403 });
  }
  const editor = editorOf(context);
  const result =
    intent === "confirm"
      ? await editor.confirm(
          [id],
          staff.email,
          fill(words.notes.confirmed, { what: listed.item.what }),
        )
      : await editor.unconfirm(
          [id],
          staff.email,
          fill(words.notes.undone, { what: listed.item.what }),
        );
  if (!result.ok) return data({ error: words.unknown }, { status: 409 });
  await recordAudit(context, staff, {
    kind: intent === "confirm" ? "content.confirm" : "content.unconfirm",
    subject: `content:${listed.topic}`,
    details: { item: id, revision: result.revision },
  });
  const done = intent === "confirm" ? "confirmed" : "undone";
  return redirect(`/admin/launch?${done}=${encodeURIComponent(id)}#item-${id}`, 303);
}

export const meta: Route.MetaFunction = () => adminMeta(words.title);

/** The line to forward, selectable as text; a Copy button once the page runs its script. */
function ForwardLine({ line, what }: { line: string; what: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="mt-2 rounded-lg border border-line bg-surface p-2">
      <p className="text-xs font-semibold text-muted">{words.forward}</p>
      <p className="mt-1 break-words font-mono text-sm select-all" data-testid="server-line">
        {line}
      </p>
      {ready ? (
        <button
          type="button"
          className={`${buttonClass("outline", "sm")} mt-2`}
          aria-label={fill(words.copyNamed, { what })}
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(line);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? words.copied : words.copy}
        </button>
      ) : null}
    </div>
  );
}

function ItemForm({
  item,
  intent,
  label,
  named,
}: {
  item: LaunchPageItem;
  intent: "confirm" | "unconfirm";
  label: string;
  named: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="item" value={item.id} />
      <button
        type="submit"
        className={buttonClass("outline", "sm")}
        aria-label={fill(named, { what: item.what })}
      >
        {label}
      </button>
    </Form>
  );
}

function OpenItem({ item }: { item: LaunchPageItem }) {
  return (
    <li
      id={`item-${item.id}`}
      className="scroll-mt-4 rounded-lg border border-line bg-card p-3 text-sm sm:p-4"
      data-launch-item={item.id}
    >
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
        {item.question ? <Pill tone="brand">{words.question}</Pill> : null}
        <span>{fill(words.where, { topic: item.topicTitle })}</span>
      </p>
      <h3 className="mt-1.5 font-semibold break-words">{item.what}</h3>
      <div className="mt-1.5">
        <p className="font-semibold">{words.now}</p>
        {item.now.length > 0 ? (
          <ul className="mt-0.5 list-disc space-y-0.5 pl-5 text-muted" data-testid="item-now">
            {item.now.map((line, index) => (
              <li key={index} className="break-words">
                {line}
              </li>
            ))}
            {item.more > 0 ? <li>{plural(words.more, item.more)}</li> : null}
          </ul>
        ) : (
          <p className="text-muted">{words.nowEmpty}</p>
        )}
      </div>
      <p className="mt-1.5 break-words">
        <span className="font-semibold">{words.toDo}</span> {item.replaceWith}
      </p>
      {item.serverLine ? <ForwardLine line={item.serverLine} what={item.what} /> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Link
          to={item.fieldLink}
          className="inline-flex min-h-9 items-center rounded-full px-3 font-semibold text-brand hover:bg-primary-50"
          aria-label={fill(words.goToNamed, { what: item.what })}
        >
          {words.goTo}
        </Link>
        {item.canConfirm ? (
          <ItemForm item={item} intent="confirm" label={words.confirm} named={words.confirmNamed} />
        ) : item.ownerOnly ? (
          <span className="text-xs text-muted">{words.ownerOnly}</span>
        ) : null}
      </div>
    </li>
  );
}

function SettledItem({ item }: { item: LaunchPageItem }) {
  return (
    <li
      id={`item-${item.id}`}
      className="flex flex-wrap items-center gap-2 py-2 text-sm"
      data-launch-item={item.id}
      data-settled="true"
    >
      <span className="min-w-0 flex-1 break-words">
        <span className="font-semibold">{item.what}</span>
        <span className="block text-muted">
          {item.confirmed
            ? fill(words.confirmedBy, { who: item.confirmed.by, time: item.confirmed.at })
            : words.replaced}
        </span>
      </span>
      {item.confirmed && item.canConfirm ? (
        <ItemForm item={item} intent="unconfirm" label={words.undo} named={words.undoNamed} />
      ) : null}
    </li>
  );
}

export default function LaunchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, notice, focus } = loaderData;
  const open = items.filter((item) => !item.settled);
  return (
    <>
      <AdminPageTitle title={words.title} intro={words.intro} />
      {notice ? (
        <div className="mt-4" data-testid="launch-notice">
          <Notice>{notice}</Notice>
        </div>
      ) : null}
      {actionData && "error" in actionData ? (
        <div className="mt-4">
          <ErrorNotice>{actionData.error}</ErrorNotice>
        </div>
      ) : null}
      <p className="mt-4 text-sm font-medium" data-testid="launch-total">
        {open.length > 0 ? plural(words.openTotal, open.length) : words.allDone}
      </p>
      {groups.map((group) => {
        const mine = items.filter((item) => item.group === group);
        if (mine.length === 0) return null;
        const openHere = mine.filter((item) => !item.settled);
        const settledHere = mine.filter((item) => item.settled);
        const headingId = `group-${group}`;
        return (
          <section
            key={group}
            aria-labelledby={headingId}
            className="mt-6"
            data-testid={`launch-group-${group}`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={headingId} className="text-lg font-bold">
                {words.groups[group].heading}
              </h2>
              <span className="text-sm text-muted">
                {openHere.length > 0 ? plural(words.groupOpen, openHere.length) : words.groupNone}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">{words.groups[group].intro}</p>
            {openHere.length > 0 ? (
              <ul className="mt-3 space-y-2">
                {openHere.map((item) => (
                  <OpenItem key={item.id} item={item} />
                ))}
              </ul>
            ) : null}
            {settledHere.length > 0 ? (
              <details
                className="mt-3 rounded-lg border border-line bg-card px-3 py-2"
                open={settledHere.some((item) => item.id === focus)}
              >
                <summary className="min-h-9 cursor-pointer py-1 text-sm font-semibold">
                  {plural(words.settledHeading, settledHere.length)}
                </summary>
                <ul className="divide-y divide-line">
                  {settledHere.map((item) => (
                    <SettledItem key={item.id} item={item} />
                  ))}
                </ul>
              </details>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
