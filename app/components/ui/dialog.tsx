import X from "lucide-react/icons/x";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useSiteCopy } from "~/lib/site-copy";

interface DialogProps {
  open: boolean;
  onClose: () => void;
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

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A centred modal built on the native <dialog>: the page behind is inert, Escape closes it, a
 * click on the backdrop closes it, Tab and Shift+Tab cycle inside it, and focus goes back to
 * whatever opened it. No library: the platform does the hard parts at no JavaScript cost
 * (docs/decisions/0002-native-dialog.md).
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle,
  description,
  size = "lg",
  children,
  testId,
}: DialogProps) {
  const { ui } = useSiteCopy();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const closedByParent = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      // Closed by the parent (another dialog took over): no need to report it back.
      closedByParent.current = true;
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected && !closedByParent.current) target.focus({ preventScroll: true });
      if (!closedByParent.current) onClose();
      closedByParent.current = false;
    };
    dialog.addEventListener("close", handleClose);
    return () => dialog.removeEventListener("close", handleClose);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${sizes[size]} overflow-y-auto overscroll-contain rounded-2xl bg-card p-0 text-ink shadow-2xl backdrop:bg-ink/60 open:animate-[dialog-in_300ms_ease-out] motion-reduce:animate-none`}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop area.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const items = Array.from(
          event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector),
        ).filter((el) => el.offsetParent !== null);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="relative p-5 sm:p-8">
        <button
          type="button"
          onClick={() => ref.current?.close()}
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
