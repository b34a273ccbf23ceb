/**
 * Brand marks (./brand-glyphs.ts), drawn from the icon sprite; decorative, so callers give the
 * link an accessible name.
 */

import { spriteUrl } from "virtual:icon-sprite";
import type { SVGProps } from "react";
import type { BrandGlyph } from "./brand-glyphs";

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function BrandIcon({ glyph, size = 20, ...rest }: IconProps & { glyph: BrandGlyph }) {
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
}

export const InstagramIcon = (props: IconProps) => <BrandIcon glyph="instagram" {...props} />;
export const LinkedInIcon = (props: IconProps) => <BrandIcon glyph="linkedin" {...props} />;
export const FacebookIcon = (props: IconProps) => <BrandIcon glyph="facebook" {...props} />;
export const WhatsAppIcon = (props: IconProps) => <BrandIcon glyph="whatsapp" {...props} />;

export const socialIcons = {
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
  Facebook: FacebookIcon,
} as const;
