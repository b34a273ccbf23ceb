import ImageIcon from "lucide-react/icons/image";
import Search from "lucide-react/icons/search";
import { data, Form, Link, useRouteLoaderData } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { can, requireStaff } from "~/staff/access/checks.server";
import { formatTime } from "~/staff/format-time.server";
import { admin as copy } from "~/staff/words";
import {
  AdminPageTitle,
  AdminSection,
  adminMeta,
  ErrorNotice,
  fieldClass,
  Notice,
  Pagination,
} from "../components/admin-page";
import { FocalPointEditor } from "../components/media-focal";
import { MediaUpload } from "../components/media-upload";
import type { Route } from "./+types/media";

const words = copy.mediaPage;

/** "840 KB", "3.2 MB": what a person sees in a phone's gallery. */
function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return fill(words.mb, { n: mb.toFixed(1) });
  return fill(words.kb, { n: Math.max(1, Math.round(bytes / 1024)) });
}

/** The notice of the redirect after a form sent without JavaScript (server/media/routes.ts). */
function noticeOf(query: URLSearchParams): { ok: boolean; text: string } | null {
  const count = (name: string) => Number(query.get(name) ?? "0") || 0;
  if (query.has("uploaded") || query.has("refused")) {
    const text = fill(words.uploadedNotice, {
      uploaded: count("uploaded"),
      refused: count("refused"),
    });
    return count("refused") > 0
      ? { ok: false, text: `${text} ${words.refusedNoJs}` }
      : { ok: true, text };
  }
  if (query.get("removed") === "1") return { ok: true, text: words.removedNotice };
  if (query.get("in-use") === "1") return { ok: false, text: words.inUseNotice };
  if (query.get("focal") === "1") return { ok: true, text: words.focalNotice };
  if (query.get("missing") === "1") return { ok: false, text: words.missingNotice };
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(request, context);
  const library = context.mediaLibrary;
  if (!library) throw data(copy.layout.error.unknown, { status: 503 });
  const query = new URL(request.url).searchParams;
  const listing = await library.list(query);
  const itemId = Number(query.get("item"));
  const open = Number.isSafeInteger(itemId) && itemId > 0 ? await library.one(itemId) : null;
  const card = (item: NonNullable<typeof open>) => ({
    id: item.id,
    fileName: item.fileName,
    width: item.width,
    height: item.height,
    size: sizeLabel(item.bytes),
    uploader: item.uploader,
    when: formatTime(Date.parse(item.uploadedAt)),
    uses: item.uses.map((use) => `${use.topic} › ${use.field}`),
    focal: item.focalPoint,
    url: item.url,
    // The grid's thumbnail: WebP and JPEG only (no AVIF to encode for a staff list).
    webp: item.thumbnail.sources.find((source) => source.type === "image/webp"),
    img: item.thumbnail.img,
  });
  return {
    canChange: can(staff, "content.edit"),
    q: query.get("q") ?? "",
    unused: query.get("unused") === "1",
    items: listing.items.map(card),
    total: listing.total,
    page: listing.page,
    pages: Math.max(1, Math.ceil(listing.total / listing.perPage)),
    open: open ? card(open) : null,
    confirmRemove: query.get("remove") === "1",
    notice: noticeOf(query),
  };
}

export const meta: Route.MetaFunction = () => adminMeta(words.title);

type Card = Route.ComponentProps["loaderData"]["items"][number];

/** The page's query with some keys changed (null removes one), as "?…". */
function searchWith(
  base: { q: string; unused: boolean },
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams();
  if (base.q) params.set("q", base.q);
  if (base.unused) params.set("unused", "1");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

function Uploaded({ item }: { item: Card }) {
  if (!item.uploader) return fill(words.item.uploadedNoOne, { when: item.when });
  // A narrow card breaks a long email after its "@" rather than mid-word.
  const [before, after] = fill(words.item.uploaded, { who: item.uploader, when: item.when }).split(
    /@(.*)/s,
  );
  return (
    <>
      {before}@<wbr />
      {after}
    </>
  );
}

function Uses({ item }: { item: Card }) {
  if (item.uses.length === 0) return <p className="text-sm text-muted">{words.item.notUsed}</p>;
  return (
    <div className="text-sm">
      <p className="font-semibold">{words.item.usedOn}</p>
      <ul className="list-inside list-disc">
        {item.uses.map((use) => (
          <li key={use}>{use}</li>
        ))}
      </ul>
    </div>
  );
}

/** How wide a grid cell is: four columns on a laptop, three on a tablet, two on a phone. */
const thumbnailSizes = "(min-width: 64rem) 18rem, (min-width: 40rem) 30vw, 45vw";

function MediaCard({ item, href }: { item: Card; href: string }) {
  return (
    <li
      data-testid="media-item"
      className="flex min-w-0 flex-col overflow-hidden rounded-card border border-line bg-card shadow-card"
    >
      <Link
        to={href}
        aria-label={fill(words.item.open, { file: item.fileName })}
        className="block aspect-square bg-surface"
      >
        <picture>
          {item.webp ? (
            <source type={item.webp.type} srcSet={item.webp.srcSet} sizes={thumbnailSizes} />
          ) : null}
          <img
            src={item.img.src}
            srcSet={item.img.srcSet}
            sizes={thumbnailSizes}
            width={item.img.width}
            height={item.img.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </picture>
      </Link>
      {/* One column that may shrink: a long file name is cut short, never widens the card. */}
      <div className="grid grid-cols-1 gap-1 p-3 text-sm">
        <p className="truncate font-semibold" title={item.fileName}>
          {item.fileName}
        </p>
        <p className="text-muted">
          {fill(words.item.size, { width: item.width, height: item.height, size: item.size })}
        </p>
        <p className="text-muted break-words">
          <Uploaded item={item} />
        </p>
        <Uses item={item} />
      </div>
    </li>
  );
}

function PictureDetail({
  item,
  canChange,
  confirmRemove,
  closeHref,
  search,
  csrf,
}: {
  item: Card;
  canChange: boolean;
  confirmRemove: boolean;
  closeHref: string;
  search: (changes: Record<string, string | null>) => string;
  csrf: string;
}) {
  return (
    <AdminSection id="picture-heading" title={item.fileName}>
      {/* The picture on the left on a laptop, its facts and removal beside it; stacked on a phone. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,36rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div>
          {canChange ? (
            <>
              <h3 className="mt-4 font-bold">{words.detail.focalHeading}</h3>
              <FocalPointEditor
                key={item.id}
                id={item.id}
                fileName={item.fileName}
                url={item.url}
                width={item.width}
                height={item.height}
                focal={item.focal}
                csrf={csrf}
              />
            </>
          ) : (
            <img
              src={item.url}
              alt=""
              width={item.width}
              height={item.height}
              className="mt-4 block h-auto w-full rounded-lg border border-line"
            />
          )}
        </div>
        <div>
          <div data-testid="picture-detail" className="mt-5 grid gap-1 text-sm text-muted lg:mt-4">
            <p>
              {fill(words.item.size, { width: item.width, height: item.height, size: item.size })}
            </p>
            <p className="break-words">
              <Uploaded item={item} />
            </p>
            <div className="text-ink">
              <Uses item={item} />
            </div>
          </div>
          {canChange ? (
            <>
              <h3 className="mt-6 font-bold">{words.detail.removeHeading}</h3>
              {item.uses.length > 0 ? (
                <p className="mt-1 max-w-prose text-sm text-muted">{words.detail.usedHelp}</p>
              ) : confirmRemove ? (
                <form
                  method="post"
                  action={`/admin/media/${item.id}/remove`}
                  className="mt-2 rounded-card border border-red-200 bg-red-50 p-4"
                  data-testid="remove-confirm"
                >
                  <input type="hidden" name="csrf" value={csrf} />
                  <p className="text-sm font-medium text-error">
                    {fill(words.detail.removeConfirm, { file: item.fileName })}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="submit"
                      className={`${buttonClass("primary", "sm")} bg-red-700 hover:bg-red-800`}
                    >
                      {words.detail.removeYes}
                    </button>
                    <Link to={search({ remove: null })} className={buttonClass("outline", "sm")}>
                      {words.detail.removeNo}
                    </Link>
                  </div>
                </form>
              ) : (
                <>
                  <p className="mt-1 max-w-prose text-sm text-muted">{words.detail.removeHelp}</p>
                  <Link
                    to={search({ remove: "1" })}
                    className={`${buttonClass("outline", "sm")} mt-2`}
                  >
                    {words.detail.removeStart}
                  </Link>
                </>
              )}
            </>
          ) : null}
          <p className="mt-6">
            <Link to={closeHref} className="font-semibold text-brand underline underline-offset-2">
              {words.detail.close}
            </Link>
          </p>
        </div>
      </div>
    </AdminSection>
  );
}

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const { canChange, q, unused, items, total, page, pages, open, confirmRemove, notice } =
    loaderData;
  // The session's form token, from the staff layout (as CsrfField reads it).
  const csrf = (useRouteLoaderData("admin") as { csrf?: string } | undefined)?.csrf ?? "";
  const base = { q, unused };
  const pageQuery: Record<string, string | null> = { page: page > 1 ? String(page) : null };
  return (
    <>
      <AdminPageTitle title={words.title} intro={canChange ? words.intro : words.viewOnly} />
      {notice ? (
        notice.ok ? (
          <Notice>{notice.text}</Notice>
        ) : (
          <ErrorNotice>{notice.text}</ErrorNotice>
        )
      ) : null}
      {canChange ? <MediaUpload csrf={csrf} /> : null}
      {open ? (
        <PictureDetail
          item={open}
          canChange={canChange}
          confirmRemove={confirmRemove}
          closeHref={searchWith(base, pageQuery)}
          search={(changes) =>
            searchWith(base, { ...pageQuery, item: String(open.id), ...changes })
          }
          csrf={csrf}
        />
      ) : null}
      <Form
        method="get"
        role="search"
        aria-label={words.search.formLabel}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-card border border-line bg-card p-4 shadow-card"
      >
        <div className="min-w-0 grow basis-56">
          <label htmlFor="media-search" className="text-sm font-semibold">
            {words.search.label}
          </label>
          <input
            id="media-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={words.search.placeholder}
            className={fieldClass}
          />
        </div>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="unused"
            value="1"
            defaultChecked={unused}
            className="size-4"
          />
          {words.search.unusedLabel}
        </label>
        <button type="submit" className={buttonClass("primary", "md")}>
          <Search size={16} aria-hidden="true" />
          {words.search.submit}
        </button>
        {q || unused ? (
          <Link to="?" className={buttonClass("outline", "md")}>
            {words.search.clear}
          </Link>
        ) : null}
      </Form>
      <p className="mt-4 text-sm text-muted" data-testid="media-count">
        {fill(words.count[total === 1 ? "one" : "other"], { count: total })}
      </p>
      {items.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-muted" data-testid="media-empty">
          <ImageIcon size={18} aria-hidden="true" />
          {q || unused ? words.noMatch : words.empty}
        </p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              href={`${searchWith(base, { ...pageQuery, item: String(item.id) })}#picture-heading`}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        search={(n) => searchWith(base, { page: String(n) }).slice(1)}
      />
    </>
  );
}
