/**
 * A long history of the policies topic, written straight through the content store (one
 * revision a transaction, no publish check): what the editor meets after years of use, for
 * tests/integration/content-editor-history.test.ts and bench/editor-history.ts.
 *
 * Revision 1 changes the English of the table of contents' title only (its Hindi stays out of
 * date for the whole history); revision 2 the related policies' title in both languages; every
 * later one the payments section's title, in both languages.
 */
import { shippedDocuments } from "../../app/content/engine/content";
import type { ContentStore, StoredDocument } from "../../server/db/content";

const shipped = shippedDocuments();
export type Policies = (typeof shipped)["policies"];
type Language = "en" | "hi";

/** The words of the policy pages' frame in one language. */
export const policyUi = (document: Policies, part: Language) =>
  document[part].policyUi as { tocTitle: string; relatedTitle: string };

/** The payments section of the terms, in one language. */
export const paymentsSection = (document: Policies, part: Language) =>
  (document[part].terms.sections as Record<string, { title: string }>).payments as {
    title: string;
  };

/** A copy of `from` with `change` made to it. */
export const changedPolicies = (from: Policies, change: (document: Policies) => void) => {
  const document = structuredClone(from);
  change(document);
  return document;
};

/** Writes `count` revisions of the policies (at least 2); answers the document they end with. */
export async function seedPolicyHistory(store: ContentStore, count: number): Promise<Policies> {
  let document = shipped.policies;
  const append = async (next: Policies, note: string) => {
    const result = await store.appendRevision({
      createdAt: Date.now(),
      author: "seed@agency.in",
      note,
      kind: "publish",
      basedOn: await store.latestRevision(),
      topics: { policies: next as unknown as StoredDocument },
    });
    if (!result.ok) throw new Error(`seeding refused: ${result.reason}`);
    document = next;
  };
  await append(
    changedPolicies(document, (d) => {
      policyUi(d, "en").tocTitle = "Contents of this page";
    }),
    "Contents",
  );
  await append(
    changedPolicies(document, (d) => {
      policyUi(d, "en").relatedTitle = "More policies";
      policyUi(d, "hi").relatedTitle = "और नीतियाँ";
    }),
    "Related",
  );
  for (let n = 3; n <= count; n += 1)
    await append(
      changedPolicies(document, (d) => {
        paymentsSection(d, "en").title = `Payments (${n})`;
        paymentsSection(d, "hi").title = `भुगतान (${n})`;
      }),
      `Payments ${n}`,
    );
  return document;
}
