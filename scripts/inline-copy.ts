/**
 * Finds visitor-facing text written inside routes and components instead of app/content/
 * (issue 14: copy lives in one place, so a translator or the owner edits content files only).
 * The staff inbox (admin) is scanned too: it is English-only, and its words live in
 * app/staff/words/en.ts.
 *
 * `npx tsx scripts/inline-copy.ts [file ...]` prints what it finds; the unit test
 * scripts/inline-copy.test.ts fails while anything is found.
 *
 * What counts as copy:
 * - text between JSX tags that contains a letter;
 * - a string literal in an attribute people read or hear (alt, title, aria-label, placeholder…);
 * - any other string or template literal that reads as words: at least two words, one of them
 *   capitalised ("Get a quote", "Thank you — sent"). Tailwind classes never match that, and
 *   className values are skipped anyway. Single words outside JSX ("Home") are not caught.
 *
 * A protocol value that only looks like words (a legacy form's hidden field value) is let
 * through by a comment `// not copy: <why>` on the line above it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");
const SCANNED_DIRS = ["app/routes", "app/components", "app/lib", "app/base", "app/staff"];
const SCANNED_FILES = ["app/root.tsx"];
/** Tests, declarations, and the staff pages' words themselves (app/staff/words: they are the copy). */
const isOutOfScope = (file: string) =>
  /\.(test|spec)\.tsx?$/.test(file) || /\.d\.ts$/.test(file) || file.startsWith("app/staff/words/");

const READ_ATTRIBUTES = new Set([
  "alt",
  "title",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "placeholder",
  "label",
]);
const readsAsWords = (text: string) =>
  /\p{L}[\p{L}’'-]*[,.:;!?—]?\s+[\p{L}\d₹(“"]/u.test(text) && /(^|[\s(“"])\p{Lu}\p{Ll}/u.test(text);
const NON_COPY_CALLS = new Set(["cn", "clsx", "require", "Error", "TypeError", "invariant"]);

export interface InlineCopy {
  file: string;
  line: number;
  text: string;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

export function scannedFiles(): string[] {
  return [
    ...SCANNED_DIRS.flatMap((dir) => listFiles(path.join(ROOT, dir))),
    ...SCANNED_FILES.map((file) => path.join(ROOT, file)),
  ]
    .map((file) => path.relative(ROOT, file))
    .filter((file) => /\.tsx?$/.test(file) && !isOutOfScope(file))
    .sort();
}

function isSkippedLiteral(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isJsxAttribute(parent)) return parent.name.getText() === "className";
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
    return parent.parent.name.getText() === "className";
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const callee = parent.expression.getText().split(".").pop() ?? "";
    return NON_COPY_CALLS.has(callee) || /^console\./.test(parent.expression.getText());
  }
  return false;
}

/** The inline copy of one source text (exported for the test of the checker itself). */
export function findInlineCopy(file: string, source: string): InlineCopy[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: InlineCopy[] = [];
  const lines = source.split("\n");
  const notCopyAbove = (node: ts.Node) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return /\/\/ not copy: \S/.test(lines[line - 2] ?? "");
  };
  const report = (node: ts.Node, text: string) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    // The comment covers the literal's line, or the whole statement it stands above.
    for (let at: ts.Node | undefined = node; at && at !== sourceFile; at = at.parent)
      if ((at === node || ts.isStatement(at)) && notCopyAbove(at)) return;
    found.push({ file, line, text: text.trim().replace(/\s+/g, " ").slice(0, 90) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, node.text);
    } else if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      const name = node.name.getText();
      if (READ_ATTRIBUTES.has(name) && /\p{L}/u.test(node.initializer.text))
        report(node, `${name}="${node.initializer.text}"`);
      else if (name !== "className" && readsAsWords(node.initializer.text))
        report(node, `${name}="${node.initializer.text}"`);
      return;
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (readsAsWords(node.text) && !isSkippedLiteral(node)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(
        " ",
      );
      if (readsAsWords(literal) && !isSkippedLiteral(node)) report(node, node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

export function findAllInlineCopy(files = scannedFiles()): InlineCopy[] {
  return files.flatMap((file) => findInlineCopy(file, readFileSync(path.join(ROOT, file), "utf8")));
}

/**
 * Imports of the content layer's values by browser code: a component or a route's component
 * code that imports copy would pick a language itself and ship it
 * (docs/decisions/0014-copy-per-language.md). Type-only imports are fine, and so is the
 * dictionary in a route module (its loader runs on the server; React Router strips it from the
 * browser's bundle, and fails the build if browser code reaches a .server module). The shipped
 * words (app/content/engine/shipped.ts) never: the site reads the live revision
 * (app/lib/pages/live-content.server.ts). The staff inbox is English-only and reads its own
 * words (app/staff/words/en.ts).
 */
/**
 * A module that app/routes.ts registers: under app/routes (or app/staff/pages, the staff
 * pages'), it exports a page, a loader or an action. The other files there are the components
 * of the one page beside them.
 */
function isRouteModule(file: string, source: string): boolean {
  return (
    (file.includes("/routes/") || file.startsWith("app/staff/pages/")) &&
    /^\s*export (default |(async )?function (loader|action)\b|const (loader|action)\b)/m.test(
      source,
    )
  );
}

export function findContentImports(file: string, source: string): InlineCopy[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: InlineCopy[] = [];
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    const typeOnly =
      clause?.isTypeOnly ||
      (clause?.namedBindings &&
        ts.isNamedImports(clause.namedBindings) &&
        !clause.name &&
        clause.namedBindings.elements.every((element) => element.isTypeOnly));
    if (typeOnly || !/(^~\/content\/|\/content\/|(^~|\/)staff\/words(\/|$))/.test(from)) continue;
    // The engine's paths into a document hold no words and import no topic: the editor's
    // browser code reads values with them.
    if (/(^|\/)content\/engine\/paths$/.test(from)) continue;
    const line = sourceFile.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    // The shipped words are for tests and tools: the site reads the live revision.
    if (/(^|\/)content\/engine\/shipped$/.test(from)) {
      found.push({ file, line, text: statement.getText() });
      continue;
    }
    const route = isRouteModule(file, source);
    // A resource route (no component) runs on the server only.
    if (route && !/^\s*export default /m.test(source)) continue;
    // Loaders and lib helpers may read the server's dictionary; components (in app/components, or
    // beside the route of the one page that uses them) may not.
    const component = file.includes("/components/") || (file.includes("/routes/") && !route);
    if (/\.server$/.test(from) && !component) continue;
    // The staff pages read their own English words (app/staff/words) wherever they are.
    if (/(^|\/)staff\/words$/.test(from) && file.startsWith("app/staff/")) continue;
    found.push({ file, line, text: statement.getText() });
  }
  return found;
}

/** Routes, components, the root and client-side helpers, the staff inbox's included. */
export function browserFiles(): string[] {
  return [
    ...SCANNED_DIRS.flatMap((dir) => listFiles(path.join(ROOT, dir))),
    path.join(ROOT, SCANNED_FILES[0] ?? ""),
  ]
    .map((file) => path.relative(ROOT, file))
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(test|spec)\.tsx?$|\.d\.ts$|\.server\.tsx?$/.test(file) &&
        !file.startsWith("app/staff/words/"),
    )
    .sort();
}

export function findAllContentImports(files = browserFiles()): InlineCopy[] {
  return files.flatMap((file) =>
    findContentImports(file, readFileSync(path.join(ROOT, file), "utf8")),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requested = process.argv.slice(2);
  const found = findAllInlineCopy(requested.length ? requested : undefined);
  for (const item of found) console.log(`${item.file}:${item.line}  ${item.text}`);
  console.log(`${found.length} inline string(s)`);
}
