/** Islands (docs/decisions/0016-islands.md): names, props and slots as the browser gets them. */
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LeadFormIsland } from "~/components/forms/lead-form";
import { CarouselIsland } from "~/components/sections/carousel";
import { islandComponents } from "~/island-components";
import { CareerLeadFormIsland } from "~/routes/career/career-lead-form";
import { island } from "./island";
import { mapSlots, reviveSlots } from "./props";

/** Test components: a list of slots, and a paragraph of two props. */
function List({ label, items }: { label: string; items: unknown[] }) {
  return createElement(
    "ul",
    { "aria-label": label },
    items.map((item, i) => createElement("li", { key: i }, item as never)),
  );
}
function Echo({ copy, kind }: { copy: string; kind: string }) {
  return createElement("p", null, copy, kind);
}

describe("the registry", () => {
  it("loads, for each island's name, the component the page renders under that name", async () => {
    const faq = await import("~/components/sections/faq");
    const wrappers = [CarouselIsland, LeadFormIsland, CareerLeadFormIsland];
    for (const wrapper of wrappers)
      expect(await islandComponents[wrapper.islandName](), wrapper.islandName).toBe(
        wrapper.Component,
      );
    expect(await islandComponents.faq()).toBe(faq.FaqAccordion);
    expect(Object.keys(islandComponents).sort()).toEqual(
      ["career-form", "carousel", "faq", "lead-form"].sort(),
    );
  });
});

describe("props and slots", () => {
  const slide = (text: string) => createElement("p", null, text);

  it("sends JSON, with each React element as a numbered slot, and revives it in order", () => {
    const props = { title: "T", n: 2, on: true, none: null, slides: [slide("a"), slide("b")] };
    const json = mapSlots(props, (_el, index) => ({ $slot: index }));
    expect(json).toEqual({
      title: "T",
      n: 2,
      on: true,
      none: null,
      slides: [{ $slot: 0 }, { $slot: 1 }],
    });
    const back = reviveSlots(JSON.parse(JSON.stringify(json)), (index) => `slot ${index}`);
    expect(back).toEqual({ title: "T", n: 2, on: true, none: null, slides: ["slot 0", "slot 1"] });
  });

  it("refuses what cannot reach the browser: functions, dates, class instances", () => {
    expect(() => mapSlots({ onClick: () => {} }, () => null)).toThrow(/props\.onClick/);
    expect(() => mapSlots({ when: new Date() }, () => null)).toThrow(/props\.when/);
  });

  it("renders the component's HTML once: slots in place, never in the props", () => {
    const ListIsland = island("faq", List);
    const html = renderToStaticMarkup(
      createElement(ListIsland, {
        hydrate: "visible",
        label: "Answers",
        items: [createElement(Fragment, null, "first answer"), createElement("b", null, "second")],
      }),
    );
    expect(html).toContain('<site-island data-island="faq" data-hydrate="visible"');
    expect(html).toContain('<island-slot data-slot="0">first answer</island-slot>');
    expect(html).toContain('<island-slot data-slot="1"><b>second</b></island-slot>');
    const props = JSON.parse(/data-props="([^"]*)"/.exec(html)![1]!.replaceAll("&quot;", '"'));
    expect(props).toEqual({ label: "Answers", items: [{ $slot: 0 }, { $slot: 1 }] });
    expect(html.match(/first answer/g)).toHaveLength(1);
  });

  it("leaves shared props out of the page and names where they come from", () => {
    const EchoIsland = island("lead-form", Echo);
    const html = renderToStaticMarkup(
      createElement(EchoIsland, {
        hydrate: "interaction",
        shared: { url: "/islands/x.json", names: ["copy"] },
        copy: "the words",
        kind: "popup",
      }),
    );
    expect(html).toContain('data-shared-props="/islands/x.json"');
    expect(html).toContain("<p>the wordspopup</p>");
    expect(/data-props="([^"]*)"/.exec(html)![1]).toBe("{&quot;kind&quot;:&quot;popup&quot;}");
  });

  it("refuses an island inside another", () => {
    const Inner = island("faq", () => createElement("i"));
    const Outer = island("carousel", ({ children }: { children?: unknown }) =>
      createElement("div", null, children as never),
    );
    expect(() =>
      renderToStaticMarkup(
        createElement(Outer, { hydrate: "visible" }, createElement(Inner, { hydrate: "visible" })),
      ),
    ).toThrow();
  });
});
