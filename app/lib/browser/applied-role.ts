/**
 * The role an Apply link names. The address carries the role's id (?role=php-developer), the
 * same on /career and /hi/career; the form shows its title in the page's language. An older
 * link that names a title (?role=PHP+Developer, in either language) finds its role too, by the
 * title's key (`roleTitleKey`): the page carries the keys of every language's titles, not the
 * other language's words. Any other text is shown as it is, cut to 80 characters.
 */
import type { CareerRole } from "~/content/careers/schema";

/**
 * A short key standing for a role's title (FNV-1a, 32 bits, base 36): the career page's loader
 * sends the keys of the titles in every language with the role each names, so an older link
 * naming a title in the other language still finds its role.
 */
export function roleTitleKey(title: string): string {
  let hash = 0x811c9dc5;
  for (const char of title.trim()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The role ids by the keys of their titles in every language, for `appliedRoleTitle`. */
export function roleIdsByTitleKey(
  rolesByLanguage: readonly (readonly Pick<CareerRole, "id" | "title">[])[],
): Record<string, string> {
  return Object.fromEntries(
    rolesByLanguage.flatMap((roles) => roles.map((role) => [roleTitleKey(role.title), role.id])),
  );
}

/** The title, in `roles`' language, of the role `param` names. */
export function appliedRoleTitle(
  param: string | null | undefined,
  roles: readonly Pick<CareerRole, "id" | "title">[],
  idsByTitleKey: Readonly<Record<string, string>>,
): string | undefined {
  const wanted = param?.trim();
  if (!wanted) return undefined;
  const id = roles.some((role) => role.id === wanted)
    ? wanted
    : idsByTitleKey[roleTitleKey(wanted)];
  const match = roles.find((role) => role.id === id);
  if (match) return match.title;
  return wanted.slice(0, 80);
}
