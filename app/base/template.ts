/**
 * Sentences of the content layer that take a value known only at render time (a status code,
 * the current year, a slide's position): copy is plain data, handed from the server to the
 * browser in a route's loader data, so such a sentence is a string with named slots,
 * "Call us on {number}", filled where the value is known. The slots are part of the type, so a
 * translation that drops or misnames one does not compile (`Template<"number">`), and the
 * content schemas check the string carries them (`templateSchema` in app/content/engine/schema.ts).
 */

declare const slots: unique symbol;

/** A sentence with the named slots `Slot` ("{status}"), in one language. */
export type Template<Slot extends string> = string & { readonly [slots]?: Slot };

/** Declares a template's slots: `template<"number">("Call us on {number}")`. */
export function template<Slot extends string>(text: string): Template<Slot> {
  return text as Template<Slot>;
}

/** The sentence with each slot replaced by its value; an unknown slot is left as it is. */
export function fill<Slot extends string>(
  sentence: Template<Slot>,
  values: Record<Slot, string | number>,
): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name as Slot]) : whole,
  );
}
