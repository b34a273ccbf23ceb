import LoaderCircle from "lucide-react/icons/loader-circle";
import X from "lucide-react/icons/x";
import type { ReactNode } from "react";
import { useSiteCopy } from "~/lib/pages/site-copy";

interface DialogProps {
  /** The element's id: what its openers name (`data-opens-dialog`). */
  id: string;
  title: string;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  description?: string;
  /** Tailwind max-width class; the contact popup is large (docs/requirements.md). */
  size?: "md" | "lg" | "xl";
  children: ReactNode;
  testId?: string;
}

const sizes = { md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-4xl" } as const;

/**
 * A centred modal on the native <dialog>, rendered with the page and opened by any element that
 * names it (`data-opens-dialog`): the page behind is inert, Escape closes it, so do its close
 * button and a click on the backdrop, Tab cycles inside it, and focus goes back to whatever
 * opened it (app/enhancements/dialogs.ts; docs/decisions/0002-native-dialog.md). Without
 * JavaScript it stays closed and its openers are plain links. The site-wide dialogs' contents
 * come with the page script, not with the page (`DialogBody`).
 */
export function Dialog({
  id,
  title,
  hideTitle,
  description,
  size = "lg",
  children,
  testId,
}: DialogProps) {
  const { ui } = useSiteCopy();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${sizes[size]} overflow-y-auto overscroll-contain rounded-2xl bg-card p-0 text-ink shadow-2xl backdrop:bg-ink/60 open:animate-[dialog-in_300ms_ease-out] motion-reduce:animate-none`}
    >
      <div className="relative p-5 sm:p-8">
        <button
          type="button"
          data-closes-dialog=""
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
          aria-label={ui.dialogClose}
        >
          <X size={22} aria-hidden="true" />
        </button>
        <h2
          id={titleId}
          className={hideTitle ? "sr-only" : "pr-12 text-2xl font-bold tracking-tight text-ink"}
        >
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-2 pr-8 text-muted">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}

/**
 * Where a site-wide dialog's contents go: they are the same on every page of a language, and
 * only a visitor with JavaScript can open the dialog, so the page script fetches them once it is
 * about to be needed (/dialogs.json, app/routes/site-dialogs.ts; app/enhancements/dialogs.ts).
 * Until they arrive it shows that it is busy.
 */
export function DialogBody() {
  return (
    <div data-dialog-body="" aria-busy="true">
      <LoaderCircle
        size={28}
        aria-hidden="true"
        className="mx-auto my-16 animate-spin text-muted"
      />
    </div>
  );
}
