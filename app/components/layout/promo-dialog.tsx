import type { ShownPicture } from "~/base/media-urls";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogBody } from "~/components/ui/dialog";
import { localizeHref } from "~/components/ui/link";
import { Picture } from "~/components/ui/picture";
import type { PromoCopy } from "~/content/shell";
import { contactPopupId, promoDialogId } from "~/lib/browser/dialog-ids";
import { type SiteCopy, useSiteCopy } from "~/lib/pages/site-copy";

function PromoArt({ promo }: { promo: PromoCopy }) {
  return (
    <svg viewBox="0 0 640 300" className="h-auto w-full" role="img" aria-label={promo.imageAlt}>
      <defs>
        <linearGradient id="promo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#312E81" />
          <stop offset=".6" stopColor="#4338CA" />
          <stop offset="1" stopColor="#6D28D9" />
        </linearGradient>
      </defs>
      <rect width="640" height="300" rx="20" fill="url(#promo-bg)" />
      <circle cx="560" cy="40" r="120" fill="#fff" opacity=".06" />
      <circle cx="80" cy="300" r="140" fill="#fff" opacity=".05" />
      <g transform="translate(360 58)">
        <rect width="230" height="150" rx="12" fill="#0F172A" />
        <rect x="10" y="12" width="210" height="126" rx="6" fill="#1E1B4B" />
        <rect x="24" y="28" width="70" height="8" rx="4" fill="#FDBA74" />
        <rect x="24" y="46" width="130" height="8" rx="4" fill="#A5B4FC" />
        <rect x="40" y="64" width="110" height="8" rx="4" fill="#C4B5FD" />
        <rect x="40" y="82" width="150" height="8" rx="4" fill="#A5B4FC" />
        <rect x="24" y="100" width="90" height="8" rx="4" fill="#FDBA74" />
        <rect x="24" y="118" width="60" height="8" rx="4" fill="#E0E7FF" />
        <path d="M-20 150h270l-14 18H-6z" fill="#CBD5E1" />
      </g>
      {/* The page's font stack (app/app.css), so Hindi text follows the Devanagari font's rules. */}
      <g fill="#fff" fontFamily="inherit">
        <text x="40" y="86" fontSize="15" fontWeight="600" fill="#FDBA74" letterSpacing="2">
          {promo.art.eyebrow}
        </text>
        <text x="40" y="130" fontSize="34" fontWeight="700">
          {promo.art.heading}
        </text>
        {promo.art.lines.map((line, index) => (
          <text key={line} x="40" y={168 + index * 26} fontSize="17" opacity=".9">
            {line}
          </text>
        ))}
      </g>
    </svg>
  );
}

/**
 * The announcement, opened by itself once per browser session, 5 s after the first page load,
 * and by the floating widget's button (app/enhancements/dialogs.ts). Every page carries its
 * frame; what it holds is fetched with the contact popup's (`PromoDialogBody`).
 */
export function PromoDialog() {
  const { promo } = useSiteCopy().dialogs;
  // Switched off by staff: no frame, so it never opens by itself (app/enhancements/dialogs.ts).
  if (!promo.enabled) return null;
  return (
    <Dialog id={promoDialogId} title={promo.title} size="lg" testId="image-modal">
      <DialogBody />
    </Dialog>
  );
}

/** Where the announcement's picture shows: the dialog's width, at most 40rem. */
const promoPlace = {
  widths: [640, 960, 1280],
  aspect: "16x9",
  sizes: "(min-width: 44rem) 40rem, 92vw",
} as const;

/**
 * What the announcement holds, rendered once per language (app/routes/site-dialogs.ts): the
 * picture staff chose (`picture`), or the drawn artwork.
 */
export function PromoDialogBody({
  site,
  picture = null,
}: {
  site: SiteCopy;
  picture?: ShownPicture | null;
}) {
  const { promo } = site.dialogs;
  return (
    <>
      <div className="mt-4 overflow-hidden rounded-2xl">
        <Picture
          picture={picture}
          alt={promo.pictureAlt}
          place={promoPlace}
          placeholder={<PromoArt promo={promo} />}
          className="h-auto w-full"
        />
      </div>
      <p className="mt-4 text-muted">{promo.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={localizeHref(promo.primary.href, site.locale)}
          className={buttonClass("accent", "md")}
        >
          {promo.primary.label}
        </a>
        <button
          type="button"
          data-opens-dialog={contactPopupId}
          aria-haspopup="dialog"
          className={buttonClass("outline", "md")}
        >
          {promo.secondary.label}
        </button>
      </div>
    </>
  );
}
