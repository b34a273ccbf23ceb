/** The announcement shown in the image modal, 5 s after a visitor's first page load. */

/** The internship batch the announcement is about; drawn into the artwork in both languages. */
export const promoBatchYear = 2026;
