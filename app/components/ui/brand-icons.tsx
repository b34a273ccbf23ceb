/**
 * Brand marks (./brand-glyphs.ts), drawn from the icon sprite; decorative, so callers give the
 * link an accessible name.
 */

import { spriteUrl } from "virtual:icon-sprite";
import type { SVGProps } from "react";
import type { BrandGlyph } from "./brand-glyphs";

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function brandIcon(glyph: BrandGlyph) {
  return function BrandIcon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        <use href={`${spriteUrl}#brand-${glyph}`} />
      </svg>
    );
  };
}

export const InstagramIcon = brandIcon("instagram");
export const LinkedInIcon = brandIcon("linkedin");
export const FacebookIcon = brandIcon("facebook");
export const WhatsAppIcon = brandIcon("whatsapp");

export const socialIcons = {
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
  Facebook: FacebookIcon,
} as const;
