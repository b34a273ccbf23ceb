import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { fill } from "~/base/template";
import { requirePermission } from "~/staff/access/checks.server";
import { editorOf } from "~/staff/editor/page-data.server";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import { AdminPageTitle, adminMeta } from "../../components/admin-page";
import { Pill, plural } from "../../editor/form/parts";
import type { Route } from "./+types/overview";

/**
 * /admin/content: every topic of the site's words (a page, or the site's shell) with its state:
 * published when and by whom, who has a draft, what launch-check still lists, the Hindi to check,
 * and a stored revision this release refuses.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requirePermission(request, context, "content.edit");
  const topics = await editorOf(context).overview({ id: staff.staffId, email: staff.email });
  return {
    openItems: topics.reduce((sum, topic) => sum + topic.openItems, 0),
    topics: topics.map((topic) => ({
      name: topic.name,
      title: topic.title,
      description: topic.description,
      published: topic.published
        ? { time: formatTime(topic.published.at), author: topic.published.by }
        : null,
      mine: topic.drafts.some((draft) => draft.staffId === staff.staffId),
      others: topic.drafts
        .filter((draft) => draft.staffId !== staff.staffId)
        .map((draft) => draft.staffEmail),
      openItems: topic.openItems,
      outdatedHindi: topic.outdatedHindi,
      problem: topic.problem !== null,
    })),
    /** Topics whose published words this release refuses, and why: the banner over the list. */
    servedAsShipped: topics
      .filter((topic) => topic.problem !== null)
      .map((topic) => ({ name: topic.name, title: topic.title, reason: topic.problem ?? "" })),
  };
}

export const meta: Route.MetaFunction = () => adminMeta(copy.contentEditor.overview.title);

export default function ContentOverview({ loaderData }: Route.ComponentProps) {
  const words = copy.contentEditor.overview;
  const { topics, openItems, servedAsShipped } = loaderData;
  return (
    <>
      <AdminPageTitle title={words.title} intro={words.intro} />
      {servedAsShipped.length > 0 ? (
        <div
          role="alert"
          className="mt-4 rounded-card border border-red-200 bg-red-50 px-4 py-3 text-sm text-error"
          data-testid="served-as-shipped"
        >
          <p className="font-semibold">{words.servedAsShipped.heading}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {servedAsShipped.map((topic) => (
              <li key={topic.name} className="break-words">
                <Link to={`/admin/content/${topic.name}`} className="underline">
                  {fill(words.servedAsShipped.item, { topic: topic.title, reason: topic.reason })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p
        className={`mt-4 rounded-card border px-4 py-3 text-sm font-medium ${
          openItems > 0
            ? "border-amber-200 bg-amber-50 text-amber-900"
            : "border-green-200 bg-green-50 text-success"
        }`}
        data-testid="launch-summary"
      >
        {/* The count opens the one list of every item (/admin/launch). */}
        <Link to="/admin/launch" className="underline underline-offset-2">
          {openItems > 0 ? plural(words.launchOpen, openItems) : words.launchDone}
        </Link>
      </p>
      <ul
        aria-label={words.listLabel}
        className="mt-6 divide-y divide-line overflow-hidden rounded-card border border-line bg-card shadow-card"
      >
        {topics.map((topic) => (
          <li
            key={topic.name}
            className="group relative flex items-center gap-3 px-4 py-4 hover:bg-surface sm:px-5"
            data-testid="content-topic"
            data-topic={topic.name}
          >
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold">
                {/* The whole row opens the topic; the link's name is the topic's title. */}
                <Link
                  to={`/admin/content/${topic.name}`}
                  className="text-brand group-hover:underline after:absolute after:inset-0"
                >
                  {topic.title}
                </Link>
              </h2>
              <p className="mt-0.5 text-sm text-muted">{topic.description}</p>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <span className="text-muted">
                  {topic.published ? fill(words.published, topic.published) : words.shipped}
                </span>
                {topic.mine ? <Pill tone="brand">{words.yourDraft}</Pill> : null}
                {topic.others.map((email) => (
                  <Pill key={email} tone="neutral">
                    {fill(words.draftBy, { email })}
                  </Pill>
                ))}
                {topic.openItems > 0 ? (
                  <Pill tone="warning">{plural(words.openItems, topic.openItems)}</Pill>
                ) : null}
                {topic.outdatedHindi > 0 ? (
                  <Pill tone="warning">{plural(words.outdatedHindi, topic.outdatedHindi)}</Pill>
                ) : null}
                {topic.problem ? <Pill tone="error">{words.problem}</Pill> : null}
              </p>
            </div>
            <ChevronRight size={20} aria-hidden="true" className="shrink-0 text-muted" />
          </li>
        ))}
      </ul>
    </>
  );
}
