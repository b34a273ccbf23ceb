import ArrowUp from "lucide-react/icons/arrow-up";
import Megaphone from "lucide-react/icons/megaphone";
import MessageSquareText from "lucide-react/icons/message-square-text";
import { useEffect, useState } from "react";
import { fill } from "~/base/template";
import { WhatsAppIcon } from "~/components/ui/brand-icons";
import { useLocalizeHref } from "~/components/ui/link";
import { scrollBehavior } from "~/lib/scroll";
import { useSiteCopy } from "~/lib/site-copy";
import { useSiteDialogs } from "./site-dialogs";
import { preloadContactPopup } from "./site-dialogs-outlet";

/** Past this scroll position (px) the go-to-top button shows (docs/requirements.md). */
export const GO_TO_TOP_THRESHOLD = 300;

const round =
  "inline-flex size-11 sm:size-12 items-center justify-center rounded-full shadow-lift transition-[transform,background-color] duration-150 hover:-translate-y-0.5";

export function FloatingWidget() {
  const { openContact, openPromo } = useSiteDialogs();
  const [showTop, setShowTop] = useState(false);
  const { ui, contact, locale } = useSiteCopy();
  const localizeHref = useLocalizeHref();

  useEffect(() => {
    const update = () => setShowTop(window.scrollY > GO_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <div
      className="fixed right-3 bottom-3 z-30 flex flex-col items-center gap-2 sm:right-6 sm:bottom-6 sm:gap-3"
      data-testid="floating-widget"
    >
      {showTop ? (
        <button
          type="button"
          className={`${round} bg-card text-brand ring-1 ring-line`}
          onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
          aria-label={ui.floatingWidget.toTop}
        >
          <ArrowUp size={22} aria-hidden="true" />
        </button>
      ) : null}
      <button
        type="button"
        className={`${round} bg-card text-accent-text ring-1 ring-line`}
        onClick={openPromo}
        aria-label={ui.floatingWidget.announcement}
      >
        <Megaphone size={21} aria-hidden="true" />
      </button>
      <a
        href={contact.chat.url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${round} bg-[#128C4B] text-white`}
        aria-label={fill(ui.newTabLabel, { label: contact.chat.label })}
      >
        <WhatsAppIcon size={24} />
      </a>
      {/* Without JavaScript the Message button is a link to the contact page. */}
      <a
        href={localizeHref("/contact-us")}
        className={`${round} bg-primary-700 text-white`}
        onClick={(event) => {
          event.preventDefault();
          openContact();
        }}
        // Fetch the popup's code and words as soon as the visitor shows intent.
        onPointerEnter={() => preloadContactPopup(locale)}
        onFocus={() => preloadContactPopup(locale)}
        aria-label={ui.floatingWidget.message}
        aria-haspopup="dialog"
      >
        <MessageSquareText size={22} aria-hidden="true" />
      </a>
    </div>
  );
}
