import { fill, type Template } from "~/base/template";
import { useSiteCopy } from "~/lib/pages/site-copy";
import { socialIcons } from "./brand-icons";
import { ExternalLink } from "./external-link";

/**
 * The agency's social profiles (app/content/site/facts.json), each with its icon. With `linkLabel`
 * the links show the icon alone and are named by it (the footer); otherwise the network's name is
 * shown.
 */
export function SocialLinks({
  className,
  itemClassName,
  iconSize = 18,
  label,
  linkLabel,
}: {
  className: string;
  itemClassName: string;
  iconSize?: number;
  /** Names the list, where the context does not. */
  label?: string;
  linkLabel?: Template<"network">;
}) {
  const { contact } = useSiteCopy();
  return (
    <ul className={className} aria-label={label}>
      {contact.social.map((profile) => {
        const Icon = socialIcons[profile.network];
        return (
          <li key={profile.network}>
            <ExternalLink
              href={profile.url}
              className={itemClassName}
              aria-label={linkLabel ? fill(linkLabel, { network: profile.network }) : undefined}
            >
              <Icon size={iconSize} />
              {linkLabel ? null : profile.network}
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
