/**
 * A picture field of the facts (app/content/engine/fields.ts `picture`): the picture chosen,
 * as a thumbnail, or the note that the page shows its drawing; "Choose from the library", which
 * lists the media library's pictures (GET /admin/media.json, searched by file name) to pick one;
 * "No picture (use the drawing)"; the decorative switch; and "Set the focal point", a tap on the
 * picture (app/staff/components/media-focal.tsx) that decides where every crop of it is cut. The
 * picture's description is words, edited in both languages in its own field (`pictureAlt`), as
 * every other word.
 */
import { memo, useCallback, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { mediaUrl } from "~/base/media-urls";
import { fill } from "~/base/template";
import { valueAt } from "~/content/engine/paths";
import { setValue } from "~/staff/editor/document";
import { type FieldSchema, type Path, pathKey } from "~/staff/editor/schema";
import { type EditorState, useEditorState } from "~/staff/editor/store";
import { admin } from "~/staff/words";
import { fieldClass } from "../../components/admin-page";
import { FocalPointEditor } from "../../components/media-focal";
import { fieldId, useEditorContext } from "./editor-context";
import { FieldGroup, FieldMessages } from "./fields";

const words = admin.contentEditor.picture;

interface Choice {
  hash: string | null;
  decorative: boolean;
}

/** A library item as /admin/media.json lists it (server/media/routes.ts `itemJson`). */
interface LibraryItem {
  id: number;
  hash: string;
  fileName: string;
  width: number;
  height: number;
  thumbnail: { img: { src: string; srcSet: string; width: number; height: number } };
  /** The focal point, 0..1 across and down. */
  focalPoint: { x: number; y: number };
  /** A 640-pixel JPEG of the whole picture. */
  url: string;
}

/** The small picture of a hash, uncropped (the library's 320-pixel WebP). */
const thumbnailOf = (hash: string) =>
  mediaUrl({ hash, focalX: 0.5, focalY: 0.5 }, { width: 320, format: "webp" });

export const PictureField = memo(function PictureField({
  path,
  schema,
}: {
  path: Path;
  schema: FieldSchema;
}) {
  const { store } = useEditorContext();
  const helpId = useId();
  const value = useEditorState(
    store,
    useCallback((s: EditorState) => valueAt(s.document.facts, path), [path]),
  ) as Choice | undefined;
  const choice: Choice = { hash: value?.hash ?? null, decorative: value?.decorative === true };
  const change = useCallback(
    (next: Choice) => store.edit((document) => setValue(document, "facts", path, next)),
    [store, path],
  );
  // The service's findings at the choice (a picture no longer in the library). The map is
  // selected whole: a new array from the selector would re-render for ever.
  const allIssues = useEditorState(
    store,
    useCallback((s: EditorState) => s.issues, []),
  );
  const issues = [pathKey("facts", path), pathKey("facts", [...path, "hash"])].flatMap(
    (key) => allIssues.get(key) ?? [],
  );
  const [open, setOpen] = useState(false);
  const [focalOpen, setFocalOpen] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const title = schema.title ?? String(path.at(-1));
  const decorativeTitle = schema.properties?.decorative?.title ?? words.decorative;
  return (
    <FieldGroup
      id={fieldId("facts", path)}
      field={`facts.${path.join(".")}`}
      testId="picture-field"
      title={title}
      description={schema.description}
      helpId={helpId}
    >
      <div className="mt-2 flex flex-wrap items-start gap-4">
        {choice.hash ? (
          <figure className="w-40 shrink-0">
            <img
              src={thumbnailOf(choice.hash)}
              alt={words.chosen}
              width={160}
              height={120}
              className="h-30 w-40 rounded-md border border-line bg-surface object-contain"
              data-testid="picture-chosen"
              data-hash={choice.hash}
              onError={() => setMissing(choice.hash)}
            />
            {missing === choice.hash ? (
              <figcaption className="mt-1 text-sm font-medium text-error">
                {words.missing}
              </figcaption>
            ) : null}
          </figure>
        ) : (
          <p className="text-sm text-muted" data-testid="picture-none">
            {words.none}
          </p>
        )}
        <div className="flex flex-col items-start gap-2">
          <button
            type="button"
            className={`${fieldClass} w-auto font-semibold`}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {choice.hash ? words.change : words.choose}
          </button>
          {choice.hash ? (
            <button
              type="button"
              className={`${fieldClass} w-auto`}
              aria-expanded={focalOpen}
              onClick={() => setFocalOpen(!focalOpen)}
            >
              {focalOpen ? words.focalClose : words.focal}
            </button>
          ) : null}
          {choice.hash ? (
            <button
              type="button"
              className={`${fieldClass} w-auto`}
              onClick={() => {
                setFocalOpen(false);
                change({ hash: null, decorative: false });
              }}
            >
              {words.noPicture}
            </button>
          ) : null}
          <label className="inline-flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={choice.decorative}
              disabled={!choice.hash}
              onChange={(event) => change({ ...choice, decorative: event.target.checked })}
              className="size-4 accent-primary-700"
            />
            {decorativeTitle}
          </label>
        </div>
      </div>
      {choice.hash && !choice.decorative ? (
        <p className="mt-2 text-sm text-muted">{words.describe}</p>
      ) : null}
      <FieldMessages id={`${fieldId("facts", path)}-problems`} problems={[]} issues={issues} />
      {focalOpen && choice.hash ? <FocalPanel hash={choice.hash} /> : null}
      {open ? (
        <LibraryPicker
          onPick={(hash) => {
            change({ hash, decorative: choice.decorative });
            setMissing(null);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </FieldGroup>
  );
});

/**
 * The chosen picture's focal point: the library item read by its hash (GET /admin/media.json),
 * then the media page's focal point editor, saving to the library at once.
 */
function FocalPanel({ hash }: { hash: string }) {
  const csrf = (useRouteLoaderData("admin") as { csrf?: string } | undefined)?.csrf ?? "";
  const [item, setItem] = useState<LibraryItem | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setItem(null);
    setFailed(false);
    fetch(`/admin/media.json?hash=${hash}`, {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const json = (await response.json()) as { items: LibraryItem[] };
        if (!current) return;
        if (json.items[0]) setItem(json.items[0]);
        else setFailed(true);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [hash]);
  return (
    <div className="mt-3 rounded-lg border border-line bg-surface p-3" data-testid="picture-focal">
      <p className="max-w-prose text-sm text-muted">{words.focalShared}</p>
      <div aria-live="polite">
        {failed ? (
          <p className="mt-2 text-sm font-medium text-error">{words.missing}</p>
        ) : item === null ? (
          <p className="mt-2 text-sm text-muted">{words.focalLoading}</p>
        ) : (
          <FocalPointEditor
            id={item.id}
            fileName={item.fileName}
            url={item.url}
            width={item.width}
            height={item.height}
            focal={item.focalPoint}
            csrf={csrf}
            onSaved={() => undefined}
          />
        )}
      </div>
    </div>
  );
}

/** The library's pictures, searched by file name, each a button that chooses it. */
function LibraryPicker({
  onPick,
  onClose,
}: {
  onPick: (hash: string) => void;
  onClose: () => void;
}) {
  const searchId = useId();
  const [items, setItems] = useState<LibraryItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(0);

  const load = useCallback(async (query: string) => {
    const run = ++asked.current;
    setFailed(false);
    setItems(null);
    try {
      const response = await fetch(`/admin/media.json?q=${encodeURIComponent(query)}`, {
        headers: { Accept: "application/json" },
        credentials: "same-origin",
      });
      if (!response.ok) throw new Error(String(response.status));
      const json = (await response.json()) as { items: LibraryItem[] };
      if (run === asked.current) setItems(json.items);
    } catch {
      if (run === asked.current) setFailed(true);
    }
  }, []);

  // The whole library (its first page) when the picker opens.
  useEffect(() => {
    void load("");
  }, [load]);

  // Inside the topic's form: no form of its own (forms do not nest), Enter searches.
  const query = useRef<HTMLInputElement>(null);
  const search = () => void load(query.current?.value ?? "");

  return (
    <section
      className="mt-3 rounded-lg border border-line bg-surface p-3"
      aria-label={words.libraryTitle}
      data-testid="picture-library"
    >
      <div className="flex flex-wrap items-end gap-2">
        <search className="flex flex-1 flex-wrap items-end gap-2">
          <label htmlFor={searchId} className="block text-sm font-semibold">
            {words.search}
            <input
              id={searchId}
              ref={query}
              type="search"
              className={`${fieldClass} mt-1`}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                search();
              }}
            />
          </label>
          <button type="button" className={`${fieldClass} w-auto font-semibold`} onClick={search}>
            {words.searchButton}
          </button>
        </search>
        <button type="button" className={`${fieldClass} w-auto`} onClick={onClose}>
          {words.close}
        </button>
      </div>
      <div aria-live="polite" className="mt-3">
        {failed ? (
          <p className="text-sm font-medium text-error">{words.failed}</p>
        ) : items === null ? (
          <p className="text-sm text-muted">{words.loading}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">{words.empty}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="w-full rounded-md border border-line bg-card p-1 text-left text-xs hover:border-primary-500 focus-visible:outline-2"
                  aria-label={fill(words.pick, { file: item.fileName })}
                  data-testid="picture-option"
                  data-hash={item.hash}
                  onClick={() => onPick(item.hash)}
                >
                  <img
                    src={item.thumbnail.img.src}
                    srcSet={item.thumbnail.img.srcSet}
                    sizes="10rem"
                    width={item.thumbnail.img.width}
                    height={item.thumbnail.img.height}
                    alt=""
                    loading="lazy"
                    className="aspect-square h-auto w-full rounded object-cover"
                  />
                  <span className="mt-1 block truncate">{item.fileName}</span>
                  <span className="block text-muted">
                    {fill(words.size, { width: item.width, height: item.height })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
