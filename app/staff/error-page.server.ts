/**
 * The words of the staff pages' error page: the root's loader hands them over on /admin paths
 * (app/root.tsx), so its error page speaks the staff pages' words when their own layout failed.
 */
import { admin } from "./words";

export const staffErrorPage = admin.errorPage;
export type StaffErrorPage = typeof staffErrorPage;
