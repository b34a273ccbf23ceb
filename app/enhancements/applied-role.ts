/**
 * The careers form's message starts with the role the visitor chose: an Apply link puts the
 * role's id in the address (?role=…, app/enhancements/section-links.ts), and so does a shared
 * link. This writes "Applying for: <title>" at the start of the message, in the page's language,
 * whether or not the form's island has hydrated (it may never: the form posts natively too), and
 * again on the empty form "Send another message" brings. The title comes from the role's card
 * (its heading, `role-<id>`); an older link that names a title in either language finds its role
 * by the title's key (app/lib/browser/applied-role.ts), from the form's `data-role-keys`.
 */
import { appliedRoleTitle } from "~/lib/browser/applied-role";
import { careerFormId, roleChangeEvent, roleInAddress } from "~/lib/browser/career-apply";

export function fillAppliedRole(): void {
  const holder = document.querySelector<HTMLElement>(`#${careerFormId} [data-applying-for]`);
  if (!holder) return;
  const roles = [...document.querySelectorAll<HTMLElement>("[data-apply-role]")].map((link) => {
    const id = link.dataset.applyRole ?? "";
    return { id, title: document.getElementById(`role-${id}`)?.textContent ?? id };
  });
  const keys = JSON.parse(holder.dataset.roleKeys ?? "{}") as Record<string, string>;
  /** The start each message box was given, so a new role replaces it. */
  const given = new WeakMap<HTMLTextAreaElement, string>();

  const fill = () => {
    const message = holder.querySelector<HTMLTextAreaElement>('textarea[name="msg"]');
    if (!message) return;
    const role = appliedRoleTitle(roleInAddress(), roles, keys);
    const start = role ? `${holder.dataset.applyingFor} ${role}\n` : "";
    const before = given.get(message) ?? "";
    if (start === before) return;
    const rest =
      before && message.value.startsWith(before)
        ? message.value.slice(before.length)
        : message.value;
    message.value = rest.startsWith(start) ? rest : `${start}${rest}`;
    given.set(message, start);
  };
  fill();
  window.addEventListener(roleChangeEvent, fill);
  // "Send another message" renders a new, empty form.
  new MutationObserver(fill).observe(holder, { childList: true, subtree: true });
}
