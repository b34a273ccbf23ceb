/** Text made safe to put inside HTML, in an element's text or in a quoted attribute. */
export const escapeHtml = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
