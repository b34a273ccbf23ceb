import ArrowUp from "lucide-react/icons/arrow-up";
import Megaphone from "lucide-react/icons/megaphone";
import MessageSquareText from "lucide-react/icons/message-square-text";
import { fill } from "~/base/template";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { useLocalizeHref } from "~/components/ui/link";
import { contactPopupId, promoDialogId } from "~/lib/browser/dialog-ids";
import { useSiteCopy } from "~/lib/pages/site-copy";

const round =
  "inline-flex size-11 sm:size-12 items-center justify-center rounded-full shadow-lift transition-[transform,background-color] duration-150 hover:-translate-y-0.5";

/**
 * Go to top (shown past 300 px of scrolling), the announcement, the chat link and the Message
 * button (app/enhancements/floating-widget.ts and dialogs.ts). Without JavaScript the chat link
 * works and the Message button is a link to the contact page; the other two need a script.
 * The widget steps aside (`data-step-aside`) while it would lie over a form of the page.
 */
export function FloatingWidget() {
  const { ui, contact, dialogs } = useSiteCopy();
  const localizeHref = useLocalizeHref();
  return (
    <div
      className="fixed right-3 bottom-3 z-30 flex flex-col items-center gap-2 transition-[opacity,visibility] duration-150 data-step-aside:invisible data-step-aside:opacity-0 motion-reduce:transition-none sm:right-6 sm:bottom-6 sm:gap-3"
      data-floating-widget=""
    >
      <button
        type="button"
        hidden
        data-go-to-top=""
        className={`${round} bg-card text-brand ring-1 ring-line`}
        aria-label={ui.floatingWidget.toTop}
      >
        <ArrowUp size={22} aria-hidden="true" />
      </button>
      {/* Staff may switch the announcement off: then no button opens it. */}
      {dialogs.promo.enabled ? (
        <button
          type="button"
          data-opens-dialog={promoDialogId}
          aria-haspopup="dialog"
          data-needs-js=""
          className={`${round} bg-card text-accent-text ring-1 ring-line`}
          aria-label={ui.floatingWidget.announcement}
        >
          <Megaphone size={21} aria-hidden="true" />
        </button>
      ) : null}
      <a
        href={contact.chat.url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${round} bg-[#128C4B] text-white`}
        aria-label={fill(ui.newTabLabel, { label: contact.chat.label })}
      >
        <WhatsAppIcon size={24} />
      </a>
      <a
        href={localizeHref("/contact-us")}
        data-opens-dialog={contactPopupId}
        className={`${round} bg-primary-700 text-white`}
        aria-label={ui.floatingWidget.message}
        aria-haspopup="dialog"
      >
        <MessageSquareText size={22} aria-hidden="true" />
      </a>
    </div>
  );
}
