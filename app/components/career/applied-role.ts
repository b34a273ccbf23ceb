/**
 * The role an Apply link names. The address carries the role's id (?role=php-developer), the
 * same on /career and /hi/career; the form shows its title in the page's language. An older
 * link that names a title (?role=PHP+Developer, in either language) finds its role too; any
 * other text is shown as it is, cut to 80 characters.
 */
import * as careersEn from "~/content/careers";
import type { CareerRole } from "~/content/careers.schema";
import * as careersHi from "~/content/hi/careers";
import { useLocalized } from "~/lib/locale";

const rolesByLocale: ReadonlyArray<readonly CareerRole[]> = [
  careersEn.careerRoles,
  careersHi.careerRoles,
];

/** The title, in `roles`' language, of the role `param` names. */
export function appliedRoleTitle(
  param: string | null | undefined,
  roles: readonly CareerRole[],
): string | undefined {
  const wanted = param?.trim();
  if (!wanted) return undefined;
  const byId = roles.find((role) => role.id === wanted);
  if (byId) return byId.title;
  for (const list of rolesByLocale) {
    const index = list.findIndex((role) => role.title === wanted);
    const match = roles.find((role) => role.id === list[index]?.id);
    if (match) return match.title;
  }
  return wanted.slice(0, 80);
}

/** appliedRoleTitle for the language of the page being shown. */
export function useAppliedRoleTitle(param: string | null | undefined): string | undefined {
  const { careerRoles } = useLocalized({ en: careersEn, hi: careersHi });
  return appliedRoleTitle(param, careerRoles);
}
