/** Islands (docs/decisions/0016-islands.md): what the server renders for one, and its props. */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { island } from "./island";
import { jsonProps } from "./props";

/** A test component: a paragraph of two props. */
function Echo({ copy, kind }: { copy: string; kind: string }) {
  return createElement("p", null, copy, kind);
}

const attribute = (html: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.replaceAll("&quot;", '"');

describe("an island on the server", () => {
  it("renders its component's HTML inside <site-island>, with its name and its props as JSON", () => {
    const EchoIsland = island("echo", Echo);
    const html = renderToStaticMarkup(createElement(EchoIsland, { copy: "the words", kind: "x" }));
    expect(html).toMatch(
      /^<site-island data-island="echo" data-props="[^"]*"><p>the wordsx<\/p><\/site-island>$/,
    );
    expect(JSON.parse(attribute(html, "data-props") ?? "")).toEqual({
      copy: "the words",
      kind: "x",
    });
    expect(EchoIsland.islandName).toBe("echo");
    expect(EchoIsland.Component).toBe(Echo);
  });

  it("has one way to hydrate, so the HTML names none", () => {
    const html = renderToStaticMarkup(createElement(island("echo", Echo), { copy: "", kind: "" }));
    expect(html).not.toContain("data-hydrate");
  });

  it("refuses an island inside another", () => {
    const Inner = island("inner", () => createElement("i"));
    const Outer = island("outer", () => createElement("div", null, createElement(Inner)));
    expect(() => renderToStaticMarkup(createElement(Outer))).toThrow(
      'The island "inner" is inside the island "outer"',
    );
  });
});

describe("an island's props", () => {
  it("are JSON: strings, numbers, booleans, null, arrays and plain objects, undefined left out", () => {
    const props = { title: "T", n: 2, on: true, none: null, list: [{ a: 1 }], gone: undefined };
    expect(jsonProps(props)).toBe(props);
    expect(JSON.parse(JSON.stringify(props))).toEqual({
      title: "T",
      n: 2,
      on: true,
      none: null,
      list: [{ a: 1 }],
    });
  });

  it("refuse, as the server renders, what JSON would lose: functions, dates, class instances", () => {
    expect(() => jsonProps({ onClick: () => {} })).toThrow(/props\.onClick: .* not function/);
    expect(() => jsonProps({ when: [new Date()] })).toThrow(/props\.when\[0\]: .* not Date/);
    expect(() => jsonProps({ set: new Set() })).toThrow(/props\.set/);
    // A cast gets past the type of `island`, not past its render.
    const Bad = island("bad", Echo as never) as unknown as (props: Record<string, unknown>) => null;
    expect(() => renderToStaticMarkup(createElement(Bad, { copy: "x", kind: () => "y" }))).toThrow(
      /props\.kind/,
    );
  });

  it("must be JSON by their type: `npm run typecheck` refuses anything else", () => {
    // Each line is a type error unless @ts-expect-error finds one: these prove the check holds.
    // @ts-expect-error a function prop
    island("x", (_: { onPick: () => void }) => null);
    // @ts-expect-error a date
    island("x", (_: { when: Date }) => null);
    // @ts-expect-error a React element (slots are gone: an island's HTML is its component's)
    island("x", (_: { icon: ReactElement }) => null);
    // @ts-expect-error something unknown
    island("x", (_: { items: unknown[] }) => null);
    island("x", (_: { a: string; b?: number; c: readonly { d: boolean | null }[] }) => null);
  });
});
