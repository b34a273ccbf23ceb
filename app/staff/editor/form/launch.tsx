/**
 * Before launch: the topic's launch-check items beside the form (app/content/engine/launch-check.ts),
 * each with what it says now and what belongs in its place, a link to its field, and (for those
 * who may publish) "Confirm as it stands", recorded like a publish. An item whose fields the
 * draft all changes says publishing settles it.
 */

import CheckCircle2 from "lucide-react/icons/circle-check";
import { useCallback, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { valueAt } from "~/content/engine/paths";
import type { Part, Segment } from "~/staff/editor/schema";
import { type EditorState, useEditorState } from "~/staff/editor/store";
import { admin } from "~/staff/words";
import { CsrfField } from "../../components/csrf-field";
import { fieldId, useEditorContext } from "./editor-context";
import { Pill, plural } from "./parts";

const words = admin.contentEditor.launch;

/**
 * A launch-check item beside the form: what it is, and the shipped value of each of its fields
 * (made on the server: app/staff/editor/page-data.server.ts).
 */
export interface LaunchItem {
  id: string;
  kind: "placeholder" | "question";
  what: string;
  replaceWith: string;
  value: string;
  /** Legal or money: only an owner may confirm it (app/content/engine/launch-check.ts). */
  ownerOnly: boolean;
  settled: boolean;
  /** How it was settled: confirmed (by whom, when), or replaced. */
  confirmed: { by: string; at: string } | null;
  fields: { part: Part; path: Segment[]; shipped: unknown }[];
}

/** Whether the draft gives every field of the item a value other than the shipped one. */
function useReplacedInDraft(item: LaunchItem): boolean {
  const { store } = useEditorContext();
  return useEditorState(
    store,
    useCallback(
      (s: EditorState) =>
        item.fields.length > 0 &&
        item.fields.every(
          (field) =>
            JSON.stringify(valueAt(s.document[field.part], field.path)) !==
            JSON.stringify(field.shipped),
        ),
      [item],
    ),
  );
}

function OpenItem({
  item,
  canConfirm,
  isOwner,
  beforeConfirm,
}: {
  item: LaunchItem;
  canConfirm: boolean;
  isOwner: boolean;
  beforeConfirm: () => Promise<unknown>;
}) {
  const { goToField } = useEditorContext();
  const submit = useSubmit();
  const replaced = useReplacedInDraft(item);
  const first = item.fields[0];
  return (
    <li className="rounded-lg border border-line bg-card p-3 text-sm" data-launch-item={item.id}>
      <p className="flex flex-wrap items-center gap-2">
        <Pill tone={item.kind === "question" ? "brand" : "warning"}>
          {item.kind === "question" ? words.question : words.placeholder}
        </Pill>
      </p>
      <p className="mt-1.5 font-semibold">{item.what}</p>
      <p className="mt-1 line-clamp-3 break-words text-muted" title={item.value}>
        <span className="font-semibold text-ink">{words.now}</span> {item.value}
      </p>
      <p className="mt-1 text-muted">
        <span className="font-semibold text-ink">
          {item.kind === "question" ? words.answer : words.replaceWith}
        </span>{" "}
        {item.replaceWith}
      </p>
      {replaced ? (
        <p className="mt-1.5 flex items-center gap-1.5 font-medium text-success">
          <CheckCircle2 size={16} aria-hidden="true" />
          {words.inDraft}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {first ? (
          <a
            href={`#${fieldId(first.part, first.path)}`}
            onClick={(event) => {
              event.preventDefault();
              goToField(first.part, first.path);
            }}
            className="inline-flex min-h-9 items-center rounded-full px-3 font-semibold text-brand hover:bg-primary-50"
            aria-label={fill(words.goToNamed, { what: item.what })}
          >
            {words.goTo}
          </a>
        ) : null}
        {canConfirm && !(item.ownerOnly && !isOwner) ? (
          <Form
            method="post"
            preventScrollReset
            onSubmit={async (event) => {
              // The draft is saved first: the page reloads its data after the confirmation.
              event.preventDefault();
              const form = event.currentTarget;
              await beforeConfirm();
              await submit(form, { method: "post", preventScrollReset: true });
            }}
          >
            <CsrfField />
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="item" value={item.id} />
            <button
              type="submit"
              className={buttonClass("outline", "sm")}
              aria-label={fill(words.confirmNamed, { what: item.what })}
            >
              {words.confirm}
            </button>
          </Form>
        ) : canConfirm ? (
          <span className="text-xs text-muted">{admin.launchPage.ownerOnly}</span>
        ) : null}
      </div>
    </li>
  );
}

export function LaunchList({
  items,
  canConfirm,
  isOwner,
  beforeConfirm,
}: {
  items: readonly LaunchItem[];
  canConfirm: boolean;
  /** Owners confirm legal and money items too. */
  isOwner: boolean;
  beforeConfirm: () => Promise<unknown>;
}) {
  const open = items.filter((item) => !item.settled);
  const settled = items.filter((item) => item.settled);
  // A long list starts closed, so a phone reaches the form, and its items are made only once
  // it is opened (as the form's sections): the policies' 39 items were three quarters of the
  // editor's page and most of the time it took to open on a slow phone.
  const [expanded, setExpanded] = useState(open.length <= 3);
  if (items.length === 0) return null;
  return (
    <details
      open={expanded}
      onToggle={(event) => setExpanded((event.currentTarget as HTMLDetailsElement).open)}
      className="group rounded-card border border-amber-200 bg-amber-50 p-4 shadow-card sm:p-5"
      data-testid="launch-list"
    >
      <summary className="flex min-h-10 cursor-pointer items-center justify-between gap-2">
        <h2 id="launch-heading" className="font-bold text-amber-900">
          {words.heading}
        </h2>
        <span className="rounded-full bg-card px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
          {plural(words.openCount, open.length)}
        </span>
      </summary>
      <p className="mt-1 text-sm">
        <Link
          to="/admin/launch"
          className="font-semibold text-amber-900 underline underline-offset-2"
        >
          {admin.launchPage.seeAll}
        </Link>
      </p>
      {!expanded ? null : open.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-amber-900">{words.intro}</p>
          {canConfirm ? (
            <p className="mt-1 text-xs text-amber-900">{words.confirmNote}</p>
          ) : (
            <p className="mt-1 text-xs text-amber-900">{words.noConfirm}</p>
          )}
          <ul className="mt-3 space-y-2">
            {open.map((item) => (
              <OpenItem
                key={item.id}
                item={item}
                canConfirm={canConfirm}
                isOwner={isOwner}
                beforeConfirm={beforeConfirm}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm text-amber-900">{words.none}</p>
      )}
      {expanded && settled.length > 0 ? (
        <details className="mt-3 text-sm text-amber-900">
          <summary className="cursor-pointer font-semibold">
            {plural(words.settledHeading, settled.length)}
          </summary>
          <ul className="mt-2 space-y-1">
            {settled.map((item) => (
              <li key={item.id}>
                {item.what} —{" "}
                {fill(words.settled, {
                  how: item.confirmed
                    ? fill(words.confirmedBy, { who: item.confirmed.by, time: item.confirmed.at })
                    : words.replaced,
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </details>
  );
}
