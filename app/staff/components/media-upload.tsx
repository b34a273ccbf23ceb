import Upload from "lucide-react/icons/upload";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { admin } from "~/staff/words";

const words = admin.mediaPage.upload;

/** The types a phone offers from its camera and gallery; HEIC is refused by the server with how to export a JPEG. */
export const uploadAccept = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif";

interface Outcome {
  file: string;
  stored: boolean;
  message: string;
}

/** What the upload route answers a script (server/media/routes.ts). */
interface UploadAnswer {
  stored?: { file: string; message: string }[];
  refused?: { file: string; message: string }[];
  error?: string;
}

/**
 * The library's upload: a drop zone with the file button inside. Without JavaScript it is a
 * plain multipart form (the token first, then the files) that the server answers with a 303
 * back to /admin/media?uploaded=N&refused=M; with JavaScript the chosen or dropped files are
 * sent at once, each file's outcome is listed by name, and the page's list is read again.
 */
export function MediaUpload({ csrf }: { csrf: string }) {
  const inputId = useId();
  const form = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const [scripted, setScripted] = useState(false);
  const [busy, setBusy] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setScripted(true), []);

  async function send(files: File[]) {
    if (files.length === 0) return;
    setBusy(files.length);
    setFailure(null);
    const body = new FormData();
    // The token before the files: the server checks it before it reads any file.
    body.append("csrf", csrf);
    for (const file of files) body.append("files", file, file.name);
    try {
      const response = await fetch("/admin/media/upload", {
        method: "POST",
        body,
        headers: { Accept: "application/json", "X-CSRF-Token": csrf },
      });
      const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
      const listed: Outcome[] = [
        ...(answer.stored ?? []).map((s) => ({ file: s.file, stored: true, message: s.message })),
        ...(answer.refused ?? []).map((r) => ({ file: r.file, stored: false, message: r.message })),
      ];
      setOutcomes(listed);
      if (listed.length === 0) setFailure(answer.error ?? words.failed);
      if ((answer.stored ?? []).length > 0) await revalidator.revalidate();
    } catch {
      setFailure(words.failed);
    } finally {
      setBusy(0);
      form.current?.reset();
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  }

  return (
    <section
      aria-labelledby="upload-heading"
      className="mt-6 rounded-card border border-line bg-card p-4 shadow-card sm:p-6"
    >
      <h2 id="upload-heading" className="text-lg font-bold">
        {words.heading}
      </h2>
      <form
        ref={form}
        method="post"
        action="/admin/media/upload"
        encType="multipart/form-data"
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem("files") as HTMLInputElement;
          void send([...(input.files ?? [])]);
        }}
      >
        <input type="hidden" name="csrf" value={csrf} />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for a mouse; the file button inside is its keyboard and touch equivalent */}
        <div
          data-testid="drop-zone"
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-3 grid justify-items-center gap-3 rounded-card border-2 border-dashed px-4 py-8 text-center ${
            dragging ? "border-brand bg-primary-50" : "border-field"
          }`}
        >
          <Upload size={28} aria-hidden="true" className="text-brand" />
          <p className="font-semibold">{words.dropHint}</p>
          <label htmlFor={inputId} className="sr-only">
            {words.chooseLabel}
          </label>
          <input
            id={inputId}
            type="file"
            name="files"
            multiple
            accept={uploadAccept}
            aria-describedby={`${inputId}-formats`}
            onChange={(event) => {
              if (scripted) void send([...(event.currentTarget.files ?? [])]);
            }}
            className="max-w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-primary-700 file:px-5 file:font-semibold file:text-white hover:file:bg-primary-800"
          />
          <p id={`${inputId}-formats`} className="text-sm text-muted">
            {words.formats}
          </p>
          {scripted ? null : (
            <button type="submit" className={buttonClass("primary", "sm")}>
              {words.submit}
            </button>
          )}
        </div>
      </form>
      <div role="status" className="mt-3 text-sm">
        {busy > 0 ? <p>{fill(words.uploading, { count: busy })}</p> : null}
      </div>
      {failure ? (
        <p role="alert" className="mt-2 text-sm font-medium text-error">
          {failure}
        </p>
      ) : null}
      {outcomes.length > 0 ? (
        <ul aria-label={words.resultsLabel} className="mt-2 space-y-2" data-testid="upload-results">
          {outcomes.map((outcome, i) => (
            <li
              // Two files may share a name: the list's order is the answer's, fixed once shown.
              key={i}
              className={`rounded-lg border px-3 py-2 text-sm ${
                outcome.stored
                  ? "border-green-200 bg-green-50 text-success"
                  : "border-red-200 bg-red-50 text-error"
              }`}
            >
              <strong>{outcome.stored ? words.stored : words.refused}:</strong> {outcome.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
