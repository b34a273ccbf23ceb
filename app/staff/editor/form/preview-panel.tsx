/**
 * The preview of the real pages that show a topic, with the person's draft as last saved: a page
 * (by its name) and a language to pick, a phone (390 px) or desktop (1280 px) width, drawn in a
 * frame scaled to fit the screen, or opened in a tab of its own. It opens on the first page that
 * shows a change, at the first change, each change outlined, until the person picks a page.
 * Nothing of it reaches visitors (app/staff/pages/content/preview.ts).
 */
import ExternalLink from "lucide-react/icons/external-link";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { useEffect, useId, useRef, useState } from "react";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { FIRST_CHANGE_ID } from "~/staff/editor/preview-marks";
import { admin } from "~/staff/words";
import { fieldClass } from "../../components/admin-page";

const words = admin.contentEditor.preview;
const widths = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof widths;

export function PreviewPanel({
  topic,
  pages,
  beforeShow,
}: {
  topic: string;
  pages: readonly { en: string; hi: string; name: string }[];
  /** Saves the draft; resolves when the preview can show it. */
  beforeShow: () => Promise<unknown>;
}) {
  const ids = { page: useId(), language: useId() };
  const [page, setPage] = useState(pages[0]?.en ?? "");
  // Until the person picks a page, each showing opens on the first page the draft changes.
  const [picked, setPicked] = useState(false);
  const [showing, setShowing] = useState<ReadonlySet<string>>(new Set());
  const [language, setLanguage] = useState<"en" | "hi">("en");
  const [width, setWidth] = useState<Width>("phone");
  const [version, setVersion] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBoxWidth(element.clientWidth));
    observer.observe(element);
    setBoxWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  if (pages.length === 0)
    return (
      <section
        aria-labelledby="preview-heading"
        className="rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
      >
        <h2 id="preview-heading" className="text-lg font-bold">
          {words.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{words.noPages}</p>
      </section>
    );

  const chosen = pages.find((p) => p.en === page) ?? pages[0];
  const path = chosen ? chosen[language] : "/";
  const src = `/admin/content/${encodeURIComponent(topic)}/preview?path=${encodeURIComponent(path)}`;
  const frameWidth = widths[width];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / frameWidth) : 1;
  const frameHeight = width === "phone" ? 780 : 800;
  const show = async () => {
    await beforeShow();
    const response = await fetch(`/admin/content/${encodeURIComponent(topic)}/changes`).catch(
      () => null,
    );
    const changed = new Set<string>(
      response?.ok ? ((await response.json()) as { showing: string[] }).showing : [],
    );
    setShowing(changed);
    const first = pages.find((p) => changed.has(p.en) || changed.has(p.hi));
    if (!picked && first) setPage(first.en);
    setVersion(Date.now());
  };

  return (
    <section
      id="preview"
      aria-labelledby="preview-heading"
      className="rounded-card border border-line bg-card p-4 shadow-card sm:p-5"
    >
      <h2 id="preview-heading" className="text-lg font-bold">
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{words.intro}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.page} className="text-sm font-semibold">
            {words.page}
          </label>
          <select
            id={ids.page}
            value={chosen?.en}
            onChange={(event) => {
              setPage(event.target.value);
              setPicked(true);
            }}
            className={fieldClass}
          >
            {pages.map((p) => (
              <option key={p.en} value={p.en}>
                {showing.has(p.en) || showing.has(p.hi)
                  ? fill(words.showsChange, { page: p.name })
                  : p.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">{words.language}</legend>
          <div className="mt-1.5 flex gap-2">
            {(["en", "hi"] as const).map((l) => (
              <label
                key={l}
                className="inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold has-[:checked]:border-brand has-[:checked]:bg-primary-50 has-[:checked]:text-brand"
              >
                <input
                  type="radio"
                  name={ids.language}
                  value={l}
                  checked={language === l}
                  onChange={() => setLanguage(l)}
                  className="size-4 accent-primary-700"
                />
                {admin.contentEditor.topic.languages[l]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold">{words.width}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {(Object.keys(widths) as Width[]).map((w) => (
            <label
              key={w}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm font-semibold has-[:checked]:border-brand has-[:checked]:bg-primary-50 has-[:checked]:text-brand"
            >
              <input
                type="radio"
                name={`${ids.language}-width`}
                value={w}
                checked={width === w}
                onChange={() => setWidth(w)}
                className="size-4 accent-primary-700"
              />
              {words[w]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={show} className={buttonClass("primary", "sm")}>
          <RefreshCw size={16} aria-hidden="true" />
          {version === null ? words.show : words.refresh}
        </button>
        <a
          href={`${src}#${FIRST_CHANGE_ID}`}
          target="_blank"
          rel="noopener"
          className={buttonClass("outline", "sm")}
          onClick={() => void beforeShow()}
        >
          <ExternalLink size={16} aria-hidden="true" />
          {words.openTab}
        </a>
      </div>
      <div ref={box} className="mt-4 w-full overflow-hidden">
        {version !== null ? (
          <div
            className="mx-auto overflow-hidden rounded-lg border border-line bg-page"
            style={{ width: frameWidth * scale, height: frameHeight * scale }}
          >
            <iframe
              key={`${path}-${width}-${version}`}
              title={fill(words.frameTitle, { page: chosen?.name ?? path })}
              // Opens at the first change (an id the preview's HTML gives it).
              src={`${src}&v=${version}#${FIRST_CHANGE_ID}`}
              // The draft's page is untrusted: an opaque origin, no script, no forms.
              sandbox=""
              width={frameWidth}
              height={frameHeight}
              style={{ transform: `scale(${scale})`, transformOrigin: "0 0", border: 0 }}
              data-testid="preview-frame"
              data-width={frameWidth}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
