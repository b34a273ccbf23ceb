/**
 * The form of a topic, built from its JSON Schema: groups (with their optional parts to add or
 * remove), lists whose items are added, removed and moved where the schema allows (a words list
 * in both languages at once), and a facts list whose items have keyed words, shown as one item
 * with its facts and its words: adding one asks for its English name and makes its id from it.
 */

import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { type ReactNode, useCallback, useId, useState } from "react";
import { fill } from "~/base/template";
import { buttonClass } from "~/components/ui/button";
import { valueAt } from "~/content/engine/paths";
import { listProblems } from "~/staff/editor/checks";
import {
  addFactsItem,
  addKeyedItem,
  addWordsItem,
  type EditorDocument,
  moveItem,
  removeFactsItem,
  removeKeyedItem,
  removeWordsItem,
  setPresent,
} from "~/staff/editor/document";
import { itemName } from "~/staff/editor/labels";
import {
  type FieldSchema,
  hasItemIds,
  isChoiceList,
  isKeyedMap,
  isOptional,
  isScalarSchema,
  isShownWithWords,
  itemIdFrom,
  type KeyedMap,
  mapsOfList,
  nameKeyOf,
  type Path,
} from "~/staff/editor/schema";
import { type EditorState, useEditorState } from "~/staff/editor/store";
import { admin } from "~/staff/words";
import { fieldClass } from "../../components/admin-page";
import { fieldId, useEditorContext } from "./editor-context";
import { FactField, FieldMessages, WordsField } from "./fields";
import { PictureField } from "./picture-field";

const words = admin.contentEditor.field;

/** The value of one part at a path, re-read when it changes. */
function useValue(part: "facts" | "en" | "hi", path: Path): unknown {
  const { store } = useEditorContext();
  return useEditorState(
    store,
    useCallback((s: EditorState) => valueAt(s.document[part], path), [part, path]),
  );
}

/** A group of fields (a card, a plan, a block): its title, its help, its fields. */
function Group({
  id,
  title,
  description,
  children,
  level,
}: {
  id: string;
  title?: string;
  description?: string;
  children: ReactNode;
  level: number;
}) {
  const headingId = useId();
  if (!title) return <div className="space-y-5">{children}</div>;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`space-y-5 ${level > 0 ? "rounded-lg border border-line p-3 sm:p-4" : ""}`}
    >
      <div>
        <p id={headingId} className="font-semibold">
          {title}
        </p>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** An optional part: "Add …" while absent; with "Remove …" once there. */
function Optional({
  part,
  path,
  schema,
  present,
  children,
}: {
  part: "facts" | "words";
  path: Path;
  schema: FieldSchema;
  present: boolean;
  children: ReactNode;
}) {
  const { store } = useEditorContext();
  const title = schema.title ?? String(path.at(-1));
  const toggle = (on: boolean) =>
    store.edit((document) => setPresent(document, part, path, schema, on));
  if (!present)
    return (
      <button
        type="button"
        onClick={() => toggle(true)}
        className={buttonClass("outline", "sm")}
        id={fieldId(part, path)}
      >
        <Plus size={16} aria-hidden="true" />
        {fill(words.addOptional, { field: title })}
      </button>
    );
  return (
    <div className="space-y-2">
      {children}
      <button
        type="button"
        onClick={() => toggle(false)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-error hover:bg-red-50"
      >
        <Trash2 size={15} aria-hidden="true" />
        {fill(words.removeOptional, { field: title })}
      </button>
    </div>
  );
}

/** The properties of an object schema, each as a node. */
export function Properties({
  part,
  schema,
  path,
  level,
  skip = [],
}: {
  part: "facts" | "words";
  schema: FieldSchema;
  path: Path;
  level: number;
  skip?: readonly string[];
}) {
  const value = useValue(part === "facts" ? "facts" : "en", path) as
    | Record<string, unknown>
    | undefined;
  return (
    <>
      {Object.entries(schema.properties ?? {})
        .filter(([key]) => !skip.includes(key))
        .map(([key, child]) => {
          const childPath = [...path, key];
          const node =
            part === "facts" ? (
              <FactsNode schema={child} path={childPath} level={level} />
            ) : (
              <WordsNode schema={child} path={childPath} level={level} />
            );
          if (!isOptional(schema, key)) return <div key={key}>{node}</div>;
          return (
            <Optional
              key={key}
              part={part}
              path={childPath}
              schema={child}
              present={value !== undefined && value !== null && key in value}
            >
              {node}
            </Optional>
          );
        })}
    </>
  );
}

/** A node of the form: its schema, where it stands in its part, and how deep. */
interface NodeProps {
  schema: FieldSchema;
  path: Path;
  level: number;
}

/** A group node of the facts or the words: the group's card, with its properties inside. */
function GroupNode({ part, schema, path, level }: NodeProps & { part: "facts" | "words" }) {
  return (
    <Group
      id={fieldId(part, path)}
      title={schema.title}
      description={schema.description}
      level={level}
    >
      <Properties part={part} schema={schema} path={path} level={level + 1} />
    </Group>
  );
}

/** A node of the facts: a field, a group, a list (those shown with keyed words are elsewhere). */
export function FactsNode({ schema, path, level }: NodeProps) {
  const { maps } = useEditorContext();
  if (isShownWithWords(maps, path)) return null;
  if (schema.picture === true) return <PictureField path={path} schema={schema} />;
  if (isScalarSchema(schema) || isChoiceList(schema))
    return <FactField path={path} schema={schema} />;
  if (schema.type === "array")
    return hasItemIds(schema) ? (
      <KeyedList listPath={path} listSchema={schema} level={level} />
    ) : (
      <List part="facts" path={path} schema={schema} level={level} />
    );
  return <GroupNode part="facts" schema={schema} path={path} level={level} />;
}

/** A node of the words, English and Hindi together. */
export function WordsNode({ schema, path, level }: NodeProps) {
  const { maps, schemas } = useEditorContext();
  if (isKeyedMap(schema)) {
    const map = maps.find((m) => m.path.join(".") === path.join("."));
    if (!map) return null;
    const list = listSchemaOf(schemas.facts, map.list);
    if (!list) return null;
    return <KeyedList listPath={map.list} listSchema={list} level={level} title={schema} />;
  }
  if (schema.type === "string") return <WordsField path={path} schema={schema} />;
  if (schema.type === "array")
    return <List part="words" path={path} schema={schema} level={level} />;
  return <GroupNode part="words" schema={schema} path={path} level={level} />;
}

/** The schema of the facts list at `list`. */
function listSchemaOf(facts: FieldSchema, list: Path): FieldSchema | undefined {
  let at: FieldSchema | undefined = facts;
  for (const segment of list) at = at?.properties?.[String(segment)];
  return at?.type === "array" ? at : undefined;
}

/**
 * The header of a list's item: its name, and the buttons that move and remove it (after a move,
 * the focus stays on the button pressed).
 */
function ItemHeader({
  name,
  index,
  count,
  canRemove,
  onMove,
  onRemove,
  headingId,
}: {
  name: string;
  index: number;
  count: number;
  canRemove: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  headingId: string;
}) {
  const small =
    "inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-primary-50 hover:text-brand disabled:opacity-40 disabled:hover:bg-transparent";
  // A removal asks first, in place: the person confirms or keeps the item, by keyboard too.
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const move = (by: -1 | 1) => {
    const button = document.activeElement as HTMLElement | null;
    onMove(by);
    refocus(button);
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={headingId} className="min-w-0 font-semibold break-words">
          {name}
        </p>
        <div className="flex items-center gap-0.5">
          <button
            type="button"
            className={small}
            disabled={index === 0}
            onClick={() => move(-1)}
            aria-label={fill(words.moveUp, { item: name })}
            title={fill(words.moveUp, { item: name })}
          >
            <ArrowUp size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={small}
            disabled={index === count - 1}
            onClick={() => move(1)}
            aria-label={fill(words.moveDown, { item: name })}
            title={fill(words.moveDown, { item: name })}
          >
            <ArrowDown size={18} aria-hidden="true" />
          </button>
          {canRemove ? (
            <button
              type="button"
              className={`${small} hover:bg-red-50 hover:text-error`}
              onClick={() => setConfirming(true)}
              aria-label={fill(words.removeItem, { item: name })}
              aria-expanded={confirming}
              aria-controls={confirming ? confirmId : undefined}
              title={fill(words.removeItem, { item: name })}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
      {confirming ? (
        <div
          id={confirmId}
          role="alertdialog"
          aria-label={fill(words.removeItem, { item: name })}
          className="flex flex-wrap items-center gap-2 rounded-lg border border-error bg-red-50 p-3 text-sm"
        >
          <p className="min-w-0 flex-1 basis-56">{fill(words.removeConfirm, { item: name })}</p>
          <button
            type="button"
            // biome-ignore lint/a11y/noAutofocus: the person just asked to remove; the answer is here
            autoFocus
            onClick={() => {
              setConfirming(false);
              onRemove();
            }}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-error px-4 font-semibold text-error hover:bg-red-50"
          >
            <Trash2 size={15} aria-hidden="true" />
            {words.removeConfirmYes}
          </button>
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className={buttonClass("ghost", "sm")}
          >
            {words.removeConfirmNo}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** After a move, the focus stays on the button that moved the item (now at its new place). */
function refocus(button: HTMLElement | null) {
  if (!button) return;
  const label = button.getAttribute("aria-label");
  requestAnimationFrame(() => {
    const again = [...document.querySelectorAll<HTMLButtonElement>("button[aria-label]")].find(
      (b) => b.getAttribute("aria-label") === label && !b.disabled,
    );
    (again ?? button).focus();
  });
}

/** The size of a list, and the words the page shows for it. */
function ListFrame({
  part,
  path,
  schema,
  count,
  children,
  addButton,
  level,
}: {
  part: "facts" | "words";
  path: Path;
  schema: FieldSchema;
  count: number;
  children: ReactNode;
  addButton: ReactNode;
  /** 0: the list is its section's whole content, whose heading names it already. */
  level: number;
}) {
  const headingId = useId();
  const fixed = schema.minItems !== undefined && schema.minItems === schema.maxItems;
  const value = useValue(part === "facts" ? "facts" : "en", path);
  return (
    <section
      id={fieldId(part, path)}
      aria-labelledby={headingId}
      className="space-y-3"
      data-list={[part, ...path].join(".")}
    >
      <div>
        <p id={headingId} className={level === 0 ? "sr-only" : "font-semibold"}>
          {schema.title ?? String(path.at(-1))}
        </p>
        {schema.description && level > 0 ? (
          <p className="text-sm text-muted">{schema.description}</p>
        ) : null}
        <p className="text-xs text-muted">
          {fixed
            ? fill(words.listFixed, { count })
            : schema.maxItems !== undefined
              ? fill(words.listSize, { count, max: schema.maxItems })
              : null}
        </p>
        <FieldMessages
          id={`${fieldId(part, path)}-problems`}
          problems={listProblems(schema, value)}
          issues={[]}
        />
      </div>
      <ol className="space-y-3">{children}</ol>
      {addButton}
    </section>
  );
}

/** An item's place in its list, and what its buttons do: move it, remove it (named). */
interface ItemPlace {
  index: number;
  count: number;
  canRemove: boolean;
  level: number;
  onMove: (by: -1 | 1) => void;
  onRemove: (name: string) => void;
}

/**
 * The places of a list's items: a move and a removal are edits of the form's store; a removal
 * also keeps the form as it was before, for its "Undo".
 */
function useItemPlaces(
  part: "facts" | "words",
  path: Path,
  list: { count: number; canRemove: boolean; level: number },
  removeAt: (document: EditorDocument, index: number) => EditorDocument,
): (index: number) => ItemPlace {
  const { store, setRemoved } = useEditorContext();
  return (index) => ({
    ...list,
    index,
    onMove: (by) => store.edit((document) => moveItem(document, part, path, index, by)),
    onRemove: (name) => {
      setRemoved({ name, document: store.get().document });
      store.edit((document) => removeAt(document, index));
    },
  });
}

/** An item of a list: its heading with its move and remove buttons, then its fields. */
function ItemFrame({
  name,
  place,
  id,
  className,
  dataItem,
  children,
}: {
  name: string;
  place: ItemPlace;
  id: string | undefined;
  className: string;
  dataItem?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <li id={id} aria-labelledby={headingId} className={className} data-item={dataItem}>
      <ItemHeader
        name={name}
        index={place.index}
        count={place.count}
        canRemove={place.canRemove}
        headingId={headingId}
        onMove={place.onMove}
        onRemove={() => place.onRemove(name)}
      />
      {children}
    </li>
  );
}

/** A list without ids (a words list in both languages, or facts): items by position. */
function List({
  part,
  path,
  schema,
  level,
}: {
  part: "facts" | "words";
  path: Path;
  schema: FieldSchema;
  level: number;
}) {
  const { store } = useEditorContext();
  const en = useValue(part === "facts" ? "facts" : "en", path);
  const hi = useValue(part === "facts" ? "facts" : "hi", path);
  const count = Math.max(
    Array.isArray(en) ? en.length : 0,
    part === "words" && Array.isArray(hi) ? hi.length : 0,
  );
  const item = schema.items ?? { type: "string" };
  const canAdd = schema.maxItems === undefined || count < schema.maxItems;
  const canRemove = count > (schema.minItems ?? 0);
  const itemTitle = item.title ?? words.item.replace("{n}", "").trim();
  const add = () =>
    store.edit((document) =>
      part === "facts" ? addFactsItem(document, path, item) : addWordsItem(document, path, item),
    );
  const placeOf = useItemPlaces(part, path, { count, canRemove, level }, (document, index) =>
    part === "facts"
      ? removeFactsItem(document, path, index)
      : removeWordsItem(document, path, index),
  );
  return (
    <ListFrame
      part={part}
      path={path}
      schema={schema}
      count={count}
      level={level}
      addButton={
        canAdd ? (
          <button type="button" onClick={add} className={buttonClass("outline", "sm")}>
            <Plus size={16} aria-hidden="true" />
            {fill(words.addItem, { item: itemTitle })}
          </button>
        ) : null
      }
    >
      {Array.from({ length: count }, (_, index) => (
        <ListItem key={index} part={part} path={path} item={item} place={placeOf(index)} />
      ))}
    </ListFrame>
  );
}

function ListItem({
  part,
  path,
  item,
  place,
}: {
  part: "facts" | "words";
  path: Path;
  item: FieldSchema;
  place: ItemPlace;
}) {
  const { index, level } = place;
  const itemPath = [...path, index];
  const name = fill(words.item, { n: index + 1 });
  const body =
    part === "facts" ? (
      item.type === "object" ? (
        <Properties part="facts" schema={item} path={itemPath} level={level + 1} />
      ) : (
        <FactsNode schema={{ ...item, title: name }} path={itemPath} level={level + 1} />
      )
    ) : item.type === "object" ? (
      <Properties part="words" schema={item} path={itemPath} level={level + 1} />
    ) : (
      <WordsNode schema={{ ...item, title: name }} path={itemPath} level={level + 1} />
    );
  return (
    <ItemFrame
      name={name}
      place={place}
      // A text item's field carries the id itself.
      id={item.type === "object" ? fieldId(part, itemPath) : undefined}
      className="space-y-3 rounded-lg border border-line bg-surface p-3 sm:p-4"
    >
      {body}
    </ItemFrame>
  );
}

/**
 * A facts list whose items have ids, with each item's keyed words (in both languages): one item
 * in the form. A new item is named in English first; its id is made from that name.
 */
function KeyedList({
  listPath,
  listSchema,
  level,
  title,
}: {
  listPath: Path;
  listSchema: FieldSchema;
  level: number;
  /** The keyed words map's schema, whose title names the list where it shows. */
  title?: FieldSchema;
}) {
  const { store, maps, schemas } = useEditorContext();
  const items = useValue("facts", listPath);
  const ids = Array.isArray(items)
    ? items.map((item, i) => String((item as { id?: unknown })?.id ?? i))
    : [];
  const itemSchema = listSchema.items ?? { type: "object" };
  const idSchema = itemSchema.properties?.id;
  const fixedIds = Array.isArray(idSchema?.enum);
  const count = ids.length;
  const canAdd =
    (listSchema.maxItems === undefined || count < listSchema.maxItems) &&
    (!fixedIds || (idSchema?.enum ?? []).some((id) => !ids.includes(id)));
  const canRemove = count > (listSchema.minItems ?? 0);
  const placeOf = useItemPlaces("facts", listPath, { count, canRemove, level }, (document, index) =>
    removeKeyedItem(document, listPath, maps, ids[index] ?? ""),
  );
  const listMaps = mapsOfList(maps, listPath);
  const wordsSchemaOf = (map: KeyedMap) => {
    let at: FieldSchema | undefined = schemas.words;
    for (const segment of map.path) at = at?.properties?.[String(segment)];
    return typeof at?.additionalProperties === "object" ? at.additionalProperties : undefined;
  };
  const schema = {
    ...listSchema,
    title: title?.title ?? listSchema.title,
    description: title?.description ?? listSchema.description,
  };
  // The facts item's title names one ("Reason"); its words' title names their part of it.
  const itemTitle =
    itemSchema.title ??
    (typeof title?.additionalProperties === "object" ? title.additionalProperties.title : "") ??
    "";
  return (
    <ListFrame
      part="facts"
      path={listPath}
      schema={schema}
      count={count}
      level={level}
      addButton={
        canAdd ? (
          <NewItem
            itemTitle={itemTitle}
            taken={ids}
            fixed={fixedIds ? (idSchema?.enum ?? []).filter((id) => !ids.includes(id)) : null}
            onAdd={(id, name) => {
              store.edit((document) =>
                addKeyedItem(document, {
                  list: listPath,
                  listSchema,
                  maps,
                  wordsSchemaOf,
                  id,
                  name,
                  nameKey: (map) => nameKeyOf(wordsSchemaOf(map)),
                }),
              );
              // On to the new item's first field.
              requestAnimationFrame(() => {
                const item = document.getElementById(fieldId("facts", [...listPath, id]));
                item?.querySelector<HTMLElement>("input, textarea, select")?.focus();
              });
            }}
          />
        ) : null
      }
    >
      {ids.map((id, index) => (
        <KeyedItem
          key={id}
          id={id}
          listPath={listPath}
          itemSchema={itemSchema}
          listMaps={listMaps}
          wordsSchemaOf={wordsSchemaOf}
          place={placeOf(index)}
        />
      ))}
    </ListFrame>
  );
}

function KeyedItem({
  id,
  listPath,
  itemSchema,
  listMaps,
  wordsSchemaOf,
  place,
}: {
  id: string;
  listPath: Path;
  itemSchema: FieldSchema;
  listMaps: readonly KeyedMap[];
  wordsSchemaOf: (map: KeyedMap) => FieldSchema | undefined;
  place: ItemPlace;
}) {
  const { schemas, maps, store } = useEditorContext();
  const { level } = place;
  const name = useEditorState(
    store,
    useCallback(
      (s: EditorState) => itemName(schemas, s.document as EditorDocument, maps, listPath, id),
      [schemas, maps, listPath, id],
    ),
  );
  const itemPath = [...listPath, id];
  return (
    <ItemFrame
      name={name}
      place={place}
      id={fieldId("facts", itemPath)}
      className="space-y-4 rounded-lg border border-line bg-surface p-3 sm:p-4"
      dataItem={id}
    >
      <Properties
        part="facts"
        schema={itemSchema}
        path={itemPath}
        level={level + 1}
        skip={["id"]}
      />
      {listMaps.map((map) => {
        const schema = wordsSchemaOf(map);
        if (!schema) return null;
        const path = [...map.path, id];
        return schema.type === "object" ? (
          <Properties
            key={map.path.join(".")}
            part="words"
            schema={schema}
            path={path}
            level={level + 1}
          />
        ) : (
          <WordsNode key={map.path.join(".")} schema={schema} path={path} level={level + 1} />
        );
      })}
    </ItemFrame>
  );
}

/** "Add …": the new item's English name first (its id is made from it), or a fixed id to pick. */
function NewItem({
  itemTitle,
  taken,
  fixed,
  onAdd,
}: {
  itemTitle: string;
  taken: readonly string[];
  fixed: readonly string[] | null;
  onAdd: (id: string, name: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const inputId = useId();
  const hintId = useId();
  const label = itemTitle.toLowerCase();
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} className={buttonClass("outline", "sm")}>
        <Plus size={16} aria-hidden="true" />
        {fill(words.addItem, { item: label })}
      </button>
    );
  const id = fixed ? (fixed[0] ?? "") : itemIdFrom(name, taken);
  const submit = () => {
    if (!name.trim() && !fixed) return;
    onAdd(id, name.trim());
    setName("");
    setOpen(false);
  };
  return (
    <div className="rounded-lg border border-brand p-3 sm:p-4">
      <label htmlFor={inputId} className="block text-sm font-semibold">
        {fill(words.newItemName, { item: label })}
      </label>
      <input
        id={inputId}
        // biome-ignore lint/a11y/noAutofocus: the person just asked for this field
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            submit();
          }
          if (event.key === "Escape") setOpen(false);
        }}
        aria-describedby={hintId}
        className={`${fieldClass} max-w-md`}
      />
      <p id={hintId} className="mt-1 text-sm text-muted">
        {fill(words.newItemHint, { id })}
      </p>
      <div className="mt-3 flex gap-2">
        <button type="button" onClick={submit} className={buttonClass("primary", "sm")}>
          {words.newItemAdd}
        </button>
        <button type="button" onClick={() => setOpen(false)} className={buttonClass("ghost", "sm")}>
          {words.newItemCancel}
        </button>
      </div>
    </div>
  );
}
