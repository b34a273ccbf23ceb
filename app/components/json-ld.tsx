import type { Thing, WithContext } from "schema-dts";

/**
 * Structured data for search engines. Pass schema-dts objects so every block is type-checked
 * against schema.org. "<" is escaped so text can never close the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON, "<" escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
