import { type KeyboardEvent, type MouseEvent, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { admin } from "~/staff/words";

const words = admin.mediaPage.detail;
/** One arrow press moves the point this far (of the width or height); Shift moves it 10 times. */
const STEP = 0.01;

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
const percent = (n: number) => Math.round(n * 100);

/**
 * The focal point of one picture: a tap or click on the picture puts the marker there, the arrow
 * keys move it, Enter (or the button) saves it through POST /admin/media/<id>/focal. Used by the
 * media page and by the editor's picture fields (app/staff/editor/form/picture-field.tsx).
 */
export function FocalPointEditor({
  id,
  fileName,
  url,
  width,
  height,
  focal,
  csrf,
  onSaved,
}: {
  id: number;
  fileName: string;
  url: string;
  width: number;
  height: number;
  focal: { x: number; y: number };
  csrf: string;
  /** After a save: instead of reading the page's data again (the editor keeps its own). */
  onSaved?: (focal: { x: number; y: number }) => void;
}) {
  const revalidator = useRevalidator();
  const [point, setPoint] = useState(focal);
  const [scripted, setScripted] = useState(false);
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const [message, setMessage] = useState("");
  useEffect(() => setScripted(true), []);
  // Another item opened, or the saved point read again: start from the stored point.
  useEffect(() => setPoint({ x: focal.x, y: focal.y }), [focal.x, focal.y]);

  const move = (next: { x: number; y: number }) => {
    setPoint({ x: clamp(next.x), y: clamp(next.y) });
    setState("idle");
  };

  async function save() {
    setState("saving");
    try {
      const response = await fetch(`/admin/media/${id}/focal`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/x-www-form-urlencoded",
          "X-CSRF-Token": csrf,
        },
        body: new URLSearchParams({ x: String(point.x), y: String(point.y) }),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        error?: string;
      };
      if (!response.ok) throw new Error(answer.error ?? admin.mediaPage.upload.failed);
      setMessage(answer.message ?? admin.mediaPage.focalNotice);
      setState("saved");
      if (onSaved) onSaved(point);
      else await revalidator.revalidate();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : admin.mediaPage.upload.failed);
      setState("failed");
    }
  }

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // A click from the keyboard (Space) has no position: the arrows move the point instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    move({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? STEP * 10 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      move({ x: point.x + delta[0], y: point.y + delta[1] });
    } else if (event.key === "Enter") {
      event.preventDefault();
      void save();
    }
  }

  const label = fill(words.focalLabel, {
    file: fileName,
    x: percent(point.x),
    y: percent(point.y),
  });
  return (
    <div className="mt-3">
      <p className="max-w-prose text-sm text-muted" id={`focal-help-${id}`}>
        {words.focalHelp} {scripted ? words.focalKeys : words.focalNoJs}
      </p>
      <button
        type="button"
        data-testid="focal-picture"
        aria-label={label}
        aria-describedby={`focal-help-${id}`}
        disabled={!scripted}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="relative mt-3 block w-full max-w-xl cursor-crosshair overflow-hidden rounded-lg border border-line bg-surface disabled:cursor-default"
      >
        <img src={url} alt="" width={width} height={height} className="block h-auto w-full" />
        <span
          data-testid="focal-marker"
          aria-hidden="true"
          className="pointer-events-none absolute size-10 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-white/25 shadow-[0_0_0_3px_rgb(15_23_42/0.75),0_0_12px_rgb(15_23_42/0.6)]"
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
        />
      </button>
      <p className="mt-2 text-sm" data-testid="focal-value">
        {fill(words.focalLabel, { file: fileName, x: percent(point.x), y: percent(point.y) })}
      </p>
      {scripted ? (
        <button
          type="button"
          onClick={() => void save()}
          disabled={state === "saving"}
          className={`${buttonClass("primary", "sm")} mt-3`}
        >
          {state === "saving" ? words.focalSaving : words.focalSave}
        </button>
      ) : null}
      <div role="status" className="mt-2 text-sm">
        {state === "saved" ? <p className="font-medium text-success">{message}</p> : null}
      </div>
      {state === "failed" ? (
        <p role="alert" className="mt-2 text-sm font-medium text-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
