/**
 * Real pictures in every picture field of the site (issue 52's proof), for the browser test
 * tests/e2e/pictures-on-pages.spec.ts and the bench bench/pictures.ts: the places are found from
 * the topics' schemas (every field `picture()` of app/content/engine/fields.ts makes, in every
 * item of every list, and the `pictureAlt()` words that describe it), never from a list written
 * here, so a picture field added to a topic is seeded with no change to this file. The fixtures
 * (./photos.ts) are uploaded as the media library's page sends them (POST /admin/media/upload
 * with the session's form token), one is chosen for each place with its alt text in English and
 * in Hindi, and each changed topic is published as the words editor publishes it (POST
 * /admin/content/<topic>, intent "publish", the whole document, the revision it starts from).
 * The publish check is asked first, in this process, so a refusal names its fields in words.
 */
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { z } from "zod";
import { fill } from "../../app/base/template";
import { altPlacesOf } from "../../app/content/engine/checks";
import {
  type ContentDocuments,
  type DataTopicName,
  dataTopicNames,
  topicNamed,
} from "../../app/content/engine/content";
import type { PictureChoice } from "../../app/content/engine/fields";
import { formatPath, type PathSegment, parsePath, valueAt } from "../../app/content/engine/paths";
import { setValue } from "../../app/staff/editor/document";
import { admin } from "../../app/staff/words";
import { contentOperations } from "../../server/content/operations";
import type { SiteDatabase } from "../../server/db";
import { type MediaJson, type StaffSession, upload } from "./media";
import type { PictureFixture } from "./photos";

/** One picture field of the site, in one item when it sits in a list. */
export interface PicturePlace {
  topic: DataTopicName;
  /** The field's path in the topic's facts, list items by id: ["projects", "crm", "webPicture"]. */
  path: PathSegment[];
  /** The field's key and label, as the editor shows it ("webPicture", "Screenshot picture"). */
  key: string;
  title: string;
  /** The words fields that describe it (`pictureAlt`), the same path in English and Hindi. */
  altPaths: PathSegment[][];
}

// biome-ignore lint/suspicious/noExplicitAny: a JSON schema node, walked by its keys
type SchemaNode = Record<string, any>;

/** Every picture field of `topic` in `facts` (its document's facts), found from the schema. */
export function picturePlacesOf(topic: DataTopicName, facts: unknown): PicturePlace[] {
  const schema = z.toJSONSchema(topicNamed(topic).factsSchema, {
    unrepresentable: "any",
  }) as SchemaNode;
  const found: PicturePlace[] = [];
  const walk = (node: SchemaNode | undefined, value: unknown, path: PathSegment[]) => {
    if (!node || typeof node !== "object") return;
    if (node.picture === true) {
      const key = String(path.at(-1));
      found.push({ topic, path, key, title: String(node.title ?? key), altPaths: [] });
      return;
    }
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
      walk(option, value, path);
    if (node.properties && value && typeof value === "object" && !Array.isArray(value))
      for (const [key, child] of Object.entries(node.properties as SchemaNode))
        walk(child, (value as Record<string, unknown>)[key], [...path, key]);
    if (node.items && Array.isArray(value))
      value.forEach((item, index) => {
        const id = (item as { id?: unknown } | null)?.id;
        walk(node.items, item, [...path, typeof id === "string" ? id : index]);
      });
  };
  walk(schema, facts, []);

  // The words that describe each place: a `pictureAlt` field names its picture (`altOf`).
  const byPath = new Map(found.map((place) => [formatPath(place.path), place]));
  for (const alt of altPlacesOf(topic)) {
    const star = alt.path.indexOf("*");
    if (alt.keyedBy && star >= 0) {
      const listPath = parsePath(alt.keyedBy).slice(1); // "facts.projects" → ["projects"]
      const items = valueAt(facts, listPath);
      for (const item of Array.isArray(items) ? items : []) {
        const id = (item as { id?: unknown } | null)?.id;
        if (typeof id !== "string") continue;
        const place = byPath.get(formatPath([...listPath, id, ...parsePath(alt.altOf)]));
        place?.altPaths.push(alt.path.map((segment) => (segment === "*" ? id : segment)));
      }
    } else byPath.get(alt.altOf)?.altPaths.push(alt.path);
  }
  return found;
}

/** Every picture field of every topic in `documents`, in topic order. */
export function picturePlaces(documents: Partial<ContentDocuments>): PicturePlace[] {
  return dataTopicNames.flatMap((topic) =>
    documents[topic] ? picturePlacesOf(topic, documents[topic]?.facts) : [],
  );
}

/** Which fixture a place gets: a logo for a logo, a screenshot for a website or a design… */
export function fixtureFor(
  place: PicturePlace,
  fixtures: readonly PictureFixture[],
  index: number,
): PictureFixture {
  const about = `${place.key} ${place.title}`.toLowerCase();
  const wanted: PictureFixture["kind"][] = /logo/.test(about)
    ? ["logo"]
    : /screen|web|demo|ui|app|design/.test(about)
      ? ["screenshot"]
      : /photo|intern|testimonial|person|people|team|author/.test(about)
        ? ["portrait"]
        : /graphic|poster|flex|board|banner|announce|promo/.test(about)
          ? ["poster", "photo"]
          : ["photo", "poster", "portrait"];
  const pool = fixtures.filter((fixture) => wanted.includes(fixture.kind));
  const from = pool.length > 0 ? pool : fixtures;
  return from[index % from.length] as PictureFixture;
}

export interface SeedOptions {
  /** The running server's address (its /admin routes). */
  url: string;
  /** Its database, opened in this process: the live documents and the publish check. */
  db: SiteDatabase;
  /** A signed-in owner or editor (./media.ts signedInStaff): its cookie and form token. */
  staff: StaffSession;
  fixtures: readonly PictureFixture[];
  /** Places to leave as they are (a test chooses them through the editor's page itself). */
  skip?: (place: PicturePlace) => boolean;
}

export interface SeededPlace extends PicturePlace {
  fixture: PictureFixture;
  item: MediaJson;
}

export interface SeedResult {
  /** The library items, by fixture name. */
  items: Map<string, MediaJson>;
  /** Each place seeded, with the picture chosen for it. */
  places: SeededPlace[];
  /** Places with no words field to describe them (none today): chosen, described nowhere. */
  undescribed: PicturePlace[];
  /** The topics published, with their new revision. */
  published: { topic: DataTopicName; revision: number }[];
}

/** Uploads `fixtures` to the library at `url` as the library's page does; their items by name. */
export async function uploadFixtures(
  url: string,
  staff: StaffSession,
  fixtures: readonly PictureFixture[],
): Promise<Map<string, MediaJson>> {
  const answer = await upload({ url } as never, staff, [
    ...fixtures.map((fixture) => ({
      name: fixture.name,
      bytes: fixture.bytes,
      type: fixture.type,
    })),
  ]);
  if (answer.status !== 200 || answer.json.refused.length > 0)
    throw new Error(`upload refused (${answer.status}): ${JSON.stringify(answer.json)}`);
  return new Map(answer.json.stored.map((stored) => [stored.file, stored.item]));
}

/**
 * Publishes `document` as the words editor's publish button does (a multipart POST of the form
 * to /admin/content/<topic>, answered by a redirect to ?published=<revision>), retrying while the
 * editor's save rate (two a second) says "too fast".
 */
export async function publishAsEditor(
  url: string,
  staff: StaffSession,
  topic: string,
  document: unknown,
  basedOn: number,
  note: string,
): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const body = new FormData();
    body.set("csrf", staff.csrf);
    body.set("intent", "publish");
    body.set("note", note);
    body.set("document", JSON.stringify(document));
    body.set("basedOn", String(basedOn));
    body.set("hindiChecked", "[]");
    const response = await fetch(`${url}/admin/content/${encodeURIComponent(topic)}`, {
      method: "POST",
      body,
      headers: { Origin: url, Cookie: staff.cookie },
      redirect: "manual",
    });
    const location = response.headers.get("location") ?? "";
    await response.body?.cancel();
    const published = /[?&]published=(\d+)/.exec(location);
    if (response.status === 303 && published) return Number(published[1]);
    if (response.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      continue;
    }
    throw new Error(`publishing ${topic} answered ${response.status} ${location}`);
  }
  throw new Error(`publishing ${topic}: still too fast after 20 tries`);
}

/**
 * Uploads the fixtures, chooses one for every picture field of the live words (but those `skip`
 * keeps) with its alt text in both languages, and publishes each topic that changed.
 */
export async function seedPictures(options: SeedOptions): Promise<SeedResult> {
  const { url, db, staff, fixtures } = options;
  const items = await uploadFixtures(url, staff, fixtures);
  const operations = contentOperations(db);
  const live = await operations.live();
  const documents = live.content.documents;
  const places: SeededPlace[] = [];
  const undescribed: PicturePlace[] = [];
  const changed = new Map<DataTopicName, { facts: unknown; en: unknown; hi: unknown }>();
  let index = 0;
  for (const place of picturePlaces(documents)) {
    if (options.skip?.(place)) continue;
    const fixture = fixtureFor(place, fixtures, index++);
    const item = items.get(fixture.name);
    if (!item) throw new Error(`${fixture.name} was not stored`);
    const source = documents[place.topic];
    let document = changed.get(place.topic) ?? {
      facts: source.facts,
      en: source.en,
      hi: source.hi,
    };
    const choice: PictureChoice = { hash: item.hash, decorative: false };
    document = setValue(document, "facts", place.path, choice);
    for (const altPath of place.altPaths) {
      document = setValue(document, "en", altPath, fixture.alt.en);
      document = setValue(document, "hi", altPath, fixture.alt.hi);
    }
    if (place.altPaths.length === 0) undescribed.push(place);
    changed.set(place.topic, document);
    places.push({ ...place, fixture, item });
  }

  // The publish check first, here: a refusal is named in words, not as the editor's page.
  const topics = Object.fromEntries(changed);
  const check = await operations.check({ topics, basedOn: live.content.revision });
  const errors = check.issues.filter((issue) => issue.severity === "error");
  if (errors.length > 0)
    throw new Error(
      `the publish check refuses the seeded pictures:\n${errors
        .map((issue) => `${issue.topic}.${issue.part}.${formatPath(issue.path)}: ${issue.message}`)
        .join("\n")}`,
    );
  const published: SeedResult["published"] = [];
  for (const [topic, document] of changed) {
    const basedOn = live.topicRevisions[topic] ?? live.content.revision;
    const revision = await publishAsEditor(
      url,
      staff,
      topic,
      document,
      basedOn,
      "Real pictures for every picture field",
    );
    published.push({ topic, revision });
  }
  return { items, places, undescribed, published };
}

/*
 * The same steps in the browser, as staff take them in the words editor
 * (tests/e2e/picture-fields.spec.ts, tests/e2e/pictures-on-pages.spec.ts).
 */

/** A browser context at `origin` signed in with `session`'s cookie (1280 × 900), and its page. */
export async function staffBrowserPage(
  browser: Browser,
  origin: string,
  session: StaffSession,
  colorScheme: "light" | "dark" = "light",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: 1280, height: 900 },
    colorScheme,
  });
  const [name, value] = session.cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: origin }]);
  return { context, page: await context.newPage() };
}

/** Runs `change` in the words editor, then waits for its draft's save and for "saved". */
export async function savingDraft(page: Page, change: () => Promise<unknown>): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/draft") && response.request().method() === "POST",
  );
  await change();
  await saved;
  await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved");
}

/**
 * Chooses the library's `fileName` for a picture field of the words editor (`picture`, its
 * [data-field] element): opens the library, searches for `search` first when given, picks the
 * file, and waits for the draft's save.
 */
export async function chooseFromLibrary(
  page: Page,
  picture: Locator,
  fileName: string,
  search?: string,
): Promise<void> {
  const words = admin.contentEditor.picture;
  await picture.getByRole("button", { name: words.choose }).click();
  const library = picture.getByTestId("picture-library");
  if (search !== undefined) {
    await library.getByLabel(words.search).fill(search);
    await library.getByRole("button", { name: words.searchButton }).click();
  }
  await savingDraft(page, () =>
    library.getByRole("button", { name: fill(words.pick, { file: fileName }) }).click(),
  );
}
