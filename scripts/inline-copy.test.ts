import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  findAllContentImports,
  findAllInlineCopy,
  findContentImports,
  findInlineCopy,
  scannedFiles,
} from "./inline-copy";

const root = path.resolve(import.meta.dirname, "..");

describe("visitor-facing copy lives in app/content/", () => {
  // Parses every file under app/: 3–5 s alone, longer on a shared, busy machine.
  it("no route, component or helper under app/ (the staff pages included) writes copy of its own", () => {
    const found = findAllInlineCopy().map((item) => `${item.file}:${item.line}  ${item.text}`);
    expect(found).toEqual([]);
  }, 30_000);

  it("scans the public routes and components, and the staff pages'", () => {
    const files = scannedFiles();
    expect(files).toContain("app/routes/pricing/route.tsx");
    expect(files).toContain("app/components/layout/header.tsx");
    expect(files).toContain("app/root.tsx");
    expect(files).toContain("app/staff/pages/leads.tsx");
    expect(files).toContain("app/staff/pages/layout.tsx");
    expect(files).toContain("app/staff/components/admin-header.tsx");
    expect(files).toContain("app/staff/access/checks.server.ts");
    // The staff pages' words are the copy itself.
    expect(files).not.toContain("app/staff/words/en.ts");
    expect(files.some((file) => /\.(test|spec)\.tsx?$/.test(file))).toBe(false);
  });

  it("catches text, read attributes and sentences, but not class names or code", () => {
    const source = `
      const label = "Get a free quote";
      const classes = "flex items-center gap-2 text-sm";
      export function Card() {
        return (
          <a className="btn Primary large" aria-label="Open menu" title={label} href="/pricing">
            Pricing
            <img alt="Team photo" src="/x.png" />
          </a>
        );
      }
      // not copy: the legacy form's hidden value, matched by the server
      const source = "Contact Us Page";
    `;
    expect(findInlineCopy("card.tsx", source).map((item) => item.text)).toEqual([
      "Get a free quote",
      'aria-label="Open menu"',
      "Pricing",
      'alt="Team photo"',
    ]);
  });
});

describe("components never pick a language", () => {
  it("no component, route component or client helper imports copy from app/content/", () => {
    const found = findAllContentImports().map((item) => `${item.file}:${item.line}  ${item.text}`);
    expect(found).toEqual([]);
  });

  it("lets types through, and catches copy and the shipped words", () => {
    const source = `
      import type { UiCopy } from "~/content/shell/schema";
      import { type Template } from "~/base/template";
      import { dictionary } from "~/content/engine/shipped";
      import { pricingWords } from "~/content/pricing/en";
      import * as homeHi from "../content/home/hi";
      export default function Page() {}
    `;
    expect(findContentImports("app/routes/pricing/route.tsx", source).map((i) => i.line)).toEqual([
      4, 5, 6,
    ]);
    expect(findContentImports("app/components/x.tsx", source).map((i) => i.line)).toEqual([
      4, 5, 6,
    ]);
    // A page's own component, beside its route, is held to the components' rule.
    const beside = source.replace("export default function Page() {}", "export function Hero() {}");
    expect(findContentImports("app/routes/home/hero.tsx", beside).map((i) => i.line)).toEqual([
      4, 5, 6,
    ]);
  });

  it("no code of the site reads the shipped words instead of the live ones", () => {
    const found = [...serverSideFiles()]
      .flatMap((file) => findContentImports(file, readFileSync(path.join(root, file), "utf8")))
      .filter((item) => item.text.includes("content/engine/shipped"))
      .map((item) => `${item.file}:${item.line}`);
    expect(found).toEqual([]);
  });
});

/** The server's and the loaders' code (not tests): app/**\/*.server.ts, app/lib, server/. */
function serverSideFiles(): string[] {
  return ["app", "server"]
    .flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[]).map(
        (file) => `${dir}/${file.split(path.sep).join("/")}`,
      ),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .filter((file) => file !== "app/content/engine/shipped.ts");
}
