/**
 * A lucide icon drawn from the site's icon sprite (scripts/icon-sprite.ts turns every
 * `lucide-react/icons/<name>` import into this component with its `name`): an <svg> with
 * lucide's own stroke attributes and a <use> of the icon's path, so the page carries no path
 * data.
 */

import { spriteUrl } from "virtual:icon-sprite";
import type { SVGProps } from "react";

export interface SpriteIconProps extends SVGProps<SVGSVGElement> {
  /** Width and height (px); 24 by default, as lucide's. */
  size?: number | string;
}

export function SpriteIcon({
  name,
  size = 24,
  className,
  ...rest
}: SpriteIconProps & { name: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden={rest.role === "img" ? undefined : true}
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
