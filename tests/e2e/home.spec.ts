/**
 * The home page (docs/requirements.md, Home): typing hero, section buttons, blog grid in the
 * initial HTML, carousels, showcase, FAQ and its JSON-LD, keyboard use, reduced motion, axe.
 * Timed behaviour is driven with Playwright's clock where it can be.
 */
import type { Locator, Page } from "@playwright/test";
import { fill } from "../../app/base/template";
import { dictionary } from "../../app/content/engine/shipped";
import {
  carouselReady,
  expect,
  scanA11y,
  suppressPromo,
  test,
  waitForPageScripts,
} from "./fixtures";

const site = dictionary("en").siteFacts;
const copy = dictionary("en");
const { pages } = copy.pages;
const { faqs, hero, heroWords, showcase, testimonials } = copy.home;
const { services } = copy.services;
const blogPosts = copy.blog.posts;

/** Item `index` of a list whose length the copy's schema fixes (app/content/home/schema.ts). */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`the copy has no item ${index}`);
  return item;
}
const carouselCopy = {
  ...copy.carousel,
  goTo: (position: number) => fill(copy.carousel.goTo, { position }),
};

/**
 * Opens the home page. With `clock`, the page's timers are fake and stand still from the start:
 * only page.clock.runFor moves them, so timed behaviour is checked to the millisecond.
 */
async function open(page: Page, { clock = false } = {}) {
  await suppressPromo(page);
  if (clock) {
    const start = new Date("2026-03-02T10:00:00+05:30").getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
  }
  await page.goto("/");
  await waitForPageScripts(page);
}

/** Lets React commit what the last timers scheduled (its scheduler uses MessageChannel). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    }
  });
}

const typed = (page: Page) => page.getByTestId("typing-word");

/** Steps the clock by `step` ms `count` times, recording the typed text after each step. */
async function recordTyping(page: Page, count: number, step = 100) {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.clock.runFor(step);
    await settle(page);
    seen.push((await typed(page).textContent()) ?? "");
  }
  return seen;
}

/** Collapses repeats: [["A", 2], ["AB", 1], ...]. */
function runs(values: string[]): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const value of values) {
    const last = out[out.length - 1];
    if (last && last[0] === value) last[1] += 1;
    else out.push([value, 1]);
  }
  return out;
}

function prefixes(word: string): string[] {
  return Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1));
}

test.describe("hero", () => {
  test("the h1 is the tagline", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/"].heading);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Unlock Your Digital Potential",
    );
  });

  test("types 100 ms per character, pauses 500 ms, deletes 100 ms per character, moves on", async ({
    page,
  }) => {
    await open(page, { clock: true });
    // 100 ms steps through the end of WEBSITE, all of APPLICATIONS and the start of LOGOS.
    const seen = runs(await recordTyping(page, 70));
    const firstEmpty = seen.findIndex(([text]) => text === "");
    expect(firstEmpty).toBeGreaterThan(0);
    // WEBSITE was being deleted one character at a time before that.
    expect(seen.slice(0, firstEmpty).map(([t]) => t)).toEqual(
      prefixes("WEBSITE").reverse().slice(-firstEmpty),
    );
    const cycle = seen.slice(firstEmpty);
    const word = nth(heroWords, 1);
    const expected: Array<[string, number]> = [
      ["", 6], // 500 ms pause, then the first character 100 ms later
      ...prefixes(word)
        .slice(0, -1)
        .map((t): [string, number] => [t, 1]),
      [word, 6], // full word: 500 ms pause, then the first deletion 100 ms later
      ...prefixes(word)
        .slice(0, -1)
        .reverse()
        .map((t): [string, number] => [t, 1]),
      ["", 6],
      ["L", 1],
    ];
    expect(cycle.slice(0, expected.length)).toEqual(expected);
  });

  test("loops through all six words and back to the first", async ({ page }) => {
    await open(page, { clock: true });
    const seen = await recordTyping(page, 150, 200);
    const fullWords = runs(seen.filter((t) => (heroWords as readonly string[]).includes(t))).map(
      ([t]) => t,
    );
    const start = fullWords.indexOf(nth(heroWords, 1));
    expect(fullWords.slice(start, start + 6)).toEqual([...heroWords.slice(1), nth(heroWords, 0)]);
  });

  test("screen readers get one static sentence naming all six words", async ({ page }) => {
    await open(page);
    const sentence = page.getByTestId("typing-sentence");
    await expect(sentence).toHaveText(hero.srSentence);
    await expect(sentence).toHaveClass(/sr-only/);
    for (const stem of [
      "website",
      "applications",
      "logos",
      "social media post",
      "seo",
      "digital marketing",
    ]) {
      expect(hero.srSentence.toLowerCase()).toContain(stem);
    }
    // The typed text is hidden from assistive technology.
    await expect(typed(page).locator("xpath=ancestor::*[@aria-hidden='true']")).toHaveCount(1);
    const snapshot = await page.locator("main").ariaSnapshot();
    expect(snapshot).toContain(hero.srSentence);
    expect(snapshot).not.toMatch(/APPLICATI|WEBSIT/);
  });

  for (const width of [360, 1280]) {
    test(`typing never shifts the layout at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, { clock: true });
      const services = page.getByRole("link", { name: hero.buttons.services, exact: true });
      const box = await services.boundingBox();
      const heroBox = await page.locator("main > section").first().boundingBox();
      // Through all six words, sampling every 150 ms.
      for (let i = 0; i < 120; i++) {
        await page.clock.runFor(150);
        if (i % 3 !== 0) continue;
        await settle(page);
        expect(await services.boundingBox()).toEqual(box);
        expect(await page.locator("main > section").first().boundingBox()).toEqual(heroBox);
      }
    });
  }

  test("under reduced motion whole words swap without typing", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, { clock: true });
    const seen = await recordTyping(page, 80, 100);
    for (const text of seen) expect(heroWords as readonly string[]).toContain(text);
    expect(new Set(seen).size).toBeGreaterThanOrEqual(3);
  });

  for (const [label, id] of [
    [hero.buttons.services, "services"],
    [hero.buttons.about, "about"],
  ] as const) {
    test(`${label} scrolls smoothly to #${id}, 40 px below the header`, async ({ page }) => {
      await open(page);
      // Record every frame's scroll position in the page itself, so a busy machine cannot
      // make the test miss the intermediate positions of a smooth scroll.
      await page.evaluate(() => {
        const w = window as unknown as { scrolls: number[] };
        w.scrolls = [];
        const tick = () => {
          w.scrolls.push(window.scrollY);
          if (w.scrolls.length < 600) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.getByRole("link", { name: label, exact: true }).first().click();
      let last = -1;
      await expect
        .poll(async () => {
          const now = await page.evaluate(() => window.scrollY);
          const settled = now > 0 && now === last;
          last = now;
          return settled;
        })
        .toBe(true);
      const scrolls = await page.evaluate(
        () => (window as unknown as { scrolls: number[] }).scrolls,
      );
      const gap = await page.evaluate((sectionId) => {
        const header = document.querySelector("header")!.getBoundingClientRect();
        const section = document.getElementById(sectionId)!.getBoundingClientRect();
        return section.top - header.bottom;
      }, id);
      expect(gap).toBeGreaterThanOrEqual(32);
      expect(gap).toBeLessThanOrEqual(48);
      expect(new Set(scrolls).size).toBeGreaterThan(2);
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    });
  }

  test("Internship navigates to /internship", async ({ page }) => {
    await open(page);
    await page
      .locator("main")
      .getByRole("link", { name: hero.buttons.internship, exact: true })
      .click();
    await expect(page).toHaveURL(/\/internship$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages["/internship"].heading);
  });

  test("keyboard: Enter on the Services button scrolls there", async ({ page }) => {
    await open(page);
    const link = page.getByRole("link", { name: hero.buttons.services, exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() =>
        page.evaluate(() => {
          const header = document.querySelector("header")!.getBoundingClientRect();
          return Math.round(
            document.getElementById("services")!.getBoundingClientRect().top - header.bottom,
          );
        }),
      )
      .toBeGreaterThanOrEqual(32);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const header = document.querySelector("header")!.getBoundingClientRect();
          return Math.round(
            document.getElementById("services")!.getBoundingClientRect().top - header.bottom,
          );
        }),
      )
      .toBeLessThanOrEqual(48);
  });
});

test.describe("sections", () => {
  test("appear in the required order with their content", async ({ page }) => {
    await open(page);
    const titles = await page.locator("main h2").allTextContents();
    const order = [
      /since 2022/,
      /Recent articles/,
      /Six clear steps/,
      /Websites, apps/,
      /Everything you need/,
      /One team for every screen/,
      /What our clients say/,
      /Frequently asked/,
    ];
    expect(titles).toHaveLength(order.length);
    for (const [i, pattern] of order.entries()) expect(titles[i]).toMatch(pattern);

    await expect(page.getByRole("link", { name: "Know More" })).toHaveAttribute("href", "/aboutUs");
    await expect(page.getByTestId("process-steps").locator("li")).toHaveCount(
      copy.home.steps.length,
    );
    for (const { title } of copy.home.steps) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
  });

  test("the demos' Explore buttons open external demos in a new tab", async ({ page }) => {
    await open(page);
    const explore = page.getByTestId("work-demos").getByRole("link", { name: /^Explore/ });
    await expect(explore).toHaveCount(copy.home.work.demos.length);
    for (let i = 0; i < copy.home.work.demos.length; i++) {
      const link = explore.nth(i);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      const href = (await link.getAttribute("href")) ?? "";
      expect(href.startsWith(`${site.demoUrl}/`), href).toBe(true);
    }
  });

  test("the blog grid is in the initial HTML, four per row from md up", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const post of blogPosts) {
      expect(html).toContain(post.blog_link);
      expect(html).toContain(post.img_path);
      expect(html).toContain(post.blog_title);
    }
    await page.setViewportSize({ width: 800, height: 900 });
    await open(page);
    const cards = page.getByTestId("blog-grid").locator("li");
    await expect(cards).toHaveCount(blogPosts.length);
    const tops = await cards.evaluateAll((items) =>
      items.slice(0, 4).map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    const link = page
      .getByTestId("blog-grid")
      .getByRole("link", { name: nth(blogPosts, 0).blog_title });
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("services: four columns at 1280 px", async ({ page }) => {
    await open(page);
    const cards = page.locator("#services").getByRole("heading", { level: 3 });
    await expect(cards).toHaveCount(services.length);
    const tops = await cards.evaluateAll((els) =>
      els.map((e) => Math.round(e.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBe(1);
    await expect(
      page.getByTestId("services-carousel").getByRole("button", { name: carouselCopy.next }),
    ).toBeHidden();
  });
});

const currentDot = (page: Page, id: string) =>
  page.getByTestId(id).locator("button[aria-current='true']");

async function selectedSlide(page: Page, id: string): Promise<string | null> {
  return currentDot(page, id).getAttribute("aria-label");
}

test.describe("services carousel at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("advances by itself, moves with previous and next, and pauses", async ({ page }) => {
    await open(page, { clock: true });
    const id = "services-carousel";
    await carouselReady(page, id);
    await page.mouse.move(0, 0);
    expect(await selectedSlide(page, id)).toBe(carouselCopy.goTo(1));
    await page.clock.runFor(4100);
    await expect.poll(() => selectedSlide(page, id)).toBe(carouselCopy.goTo(2));

    const carousel = page.getByTestId(id);
    await carousel.getByRole("button", { name: carouselCopy.next }).click();
    await expect.poll(() => selectedSlide(page, id)).toBe(carouselCopy.goTo(3));
    await carousel.getByRole("button", { name: carouselCopy.previous }).click();
    await expect.poll(() => selectedSlide(page, id)).toBe(carouselCopy.goTo(2));

    await carousel.getByRole("button", { name: carouselCopy.pause }).click();
    await expect(carousel.getByRole("button", { name: carouselCopy.play })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(12_000);
    expect(await selectedSlide(page, id)).toBe(carouselCopy.goTo(2));
    await expect(carousel).toHaveAttribute("data-playing", "false");

    await carousel.getByRole("button", { name: carouselCopy.play }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute("data-playing", "true");
    await page.clock.runFor(4100);
    await expect.poll(() => selectedSlide(page, id)).toBe(carouselCopy.goTo(3));
  });
});

test.describe("testimonials carousel", () => {
  const id = "testimonials-carousel";

  test("shows the testimonials with every field", async ({ page }) => {
    await open(page);
    const carousel = page.getByTestId(id);
    await expect(carousel.getByRole("group")).toHaveCount(copy.home.testimonials.length);
    for (const t of testimonials) {
      await expect(carousel).toContainText(t.personName);
      await expect(carousel).toContainText(t.personCompany);
      await expect(carousel).toContainText(t.personTitle);
      expect(t.logoLabel).toContain(t.personCompany);
      await expect(carousel.getByRole("img", { name: t.logoLabel })).toHaveCount(1);
    }
  });

  test("advances every 3000 ms (±40 %)", async ({ page }) => {
    await open(page, { clock: true });
    await carouselReady(page, id);
    await page.mouse.move(0, 0);
    expect(await selectedSlide(page, id)).toBe(carouselCopy.goTo(1));
    await page.clock.runFor(1800);
    expect(await selectedSlide(page, id)).toBe(carouselCopy.goTo(1));
    await page.clock.runFor(2400);
    await expect.poll(() => selectedSlide(page, id)).toBe(carouselCopy.goTo(2));
    await page.clock.runFor(3000);
    await expect.poll(() => selectedSlide(page, id)).toBe(carouselCopy.goTo(3));
    await page.clock.runFor(3000);
    await expect.poll(() => selectedSlide(page, id)).toBe(carouselCopy.goTo(1));
  });

  test("pauses while hovered and while focus is inside, with prev/next working", async ({
    page,
  }) => {
    await open(page, { clock: true });
    await carouselReady(page, id);
    const carousel = page.getByTestId(id);
    await carousel.locator("figure").first().hover();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await page.clock.runFor(9000);
    expect(await selectedSlide(page, id)).toBe(carouselCopy.goTo(1));

    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-playing", "true");
    await page.clock.runFor(3100);
    await expect.poll(() => selectedSlide(page, id)).toBe(carouselCopy.goTo(2));

    // Keyboard: focus the Next button and press Enter; focus inside keeps it paused.
    await carousel.getByRole("button", { name: carouselCopy.next }).focus();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await page.keyboard.press("Enter");
    await expect.poll(() => selectedSlide(page, id)).toBe(carouselCopy.goTo(3));
    await page.clock.runFor(9000);
    expect(await selectedSlide(page, id)).toBe(carouselCopy.goTo(3));
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter"); // a dot
    await expect.poll(() => selectedSlide(page, id)).not.toBe(carouselCopy.goTo(3));

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(carousel).toHaveAttribute("data-playing", "true");
  });

  test("has a visible pause control", async ({ page }) => {
    await open(page, { clock: true });
    await carouselReady(page, id);
    const carousel = page.getByTestId(id);
    const pause = carousel.getByRole("button", { name: carouselCopy.pause });
    await expect(pause).toBeVisible();
    await pause.click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(10_000);
    expect(await selectedSlide(page, id)).toBe(carouselCopy.goTo(1));
    await expect(carousel.getByRole("button", { name: carouselCopy.play })).toBeVisible();
  });
});

test.describe("motion", () => {
  test("under reduced motion nothing moves by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, { clock: true });
    await carouselReady(page, "testimonials-carousel");
    for (const id of ["testimonials-carousel", "services-carousel"]) {
      await expect(page.getByTestId(id)).toHaveAttribute("data-playing", "false");
    }
    await page.clock.runFor(10_000);
    expect(await selectedSlide(page, "testimonials-carousel")).toBe(carouselCopy.goTo(1));
    const animation = await page
      .getByTestId("showcase-row-0")
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe("none");
  });

  test("the showcase glides and its button pauses it", async ({ page }) => {
    await open(page);
    const row = page.getByTestId("showcase-row-0");
    // It glides where it can be seen (off screen it stands still).
    await row.scrollIntoViewIfNeeded();
    await expect(page.locator("#showcase")).toHaveAttribute("data-offscreen", "false");
    expect(await row.evaluate((el) => getComputedStyle(el).animationName)).toBe("marquee");
    expect(await row.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
    await page.getByTestId("showcase-pause").click();
    expect(await row.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");
    await expect(page.getByTestId("showcase-pause")).toHaveAccessibleName(showcase.playLabel);
    await expect(page.getByTestId("showcase-pause")).toHaveText(showcase.playLabel, {
      useInnerText: true,
    });
  });
});

/**
 * The FAQ's questions: each a <summary> of a <details> (app/components/sections/faq.tsx), which
 * the platform exposes as an expandable control; its expanded state is its <details>' `open`.
 */
const questions = (page: Page) => page.locator("#faq summary");
const expanded = (question: Locator) =>
  question.evaluate((el) => String((el.parentElement as HTMLDetailsElement).open));
/** The answer a question shows and hides. */
const answerOf = (question: Locator) => question.locator("xpath=following-sibling::*[1]");

test.describe("FAQ", () => {
  test("all closed, at most one open, the open one closes, 0.3 s transition", async ({ page }) => {
    await open(page);
    const buttons = questions(page);
    await expect(buttons).toHaveCount(faqs.length);
    const expandedStates = () =>
      buttons.evaluateAll((els) =>
        els.map((e) => String((e.parentElement as HTMLDetailsElement).open)),
      );
    expect(await expandedStates()).toEqual(Array(faqs.length).fill("false"));
    for (let i = 0; i < faqs.length; i++) {
      await expect(answerOf(buttons.nth(i))).toBeHidden();
    }

    await buttons.nth(0).click();
    expect(await expandedStates()).toEqual(["true", ...Array(faqs.length - 1).fill("false")]);
    const first = answerOf(buttons.nth(0));
    await expect(first).toBeVisible();
    await expect(first).toContainText(nth(nth(faqs, 0).answer, 0));
    expect(await first.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0\.3s/);

    await buttons.nth(3).click();
    const afterSwitch = await expandedStates();
    expect(afterSwitch.filter((s) => s === "true")).toHaveLength(1);
    expect(afterSwitch[3]).toBe("true");
    await expect(first).toBeHidden();

    await buttons.nth(3).click();
    expect(await expandedStates()).toEqual(Array(faqs.length).fill("false"));
  });

  test("a question pressed before the page's script has arrived opens all the same", async ({
    page,
  }) => {
    // The FAQ needs no code at all (<details name>, docs/decisions/0016-islands.md): with the
    // page's script held back a second, a press still opens its answer at once.
    await page.route(/\/assets\/(entry\.client|page)-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await suppressPromo(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const question = questions(page).first();
    await question.click();
    await expect(page.locator("html")).not.toHaveAttribute("data-scripts", "ready");
    await expect.poll(() => expanded(question)).toBe("true");
  });

  test("works with the keyboard", async ({ page }) => {
    await open(page);
    const buttons = questions(page);
    await buttons.nth(5).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expanded(buttons.nth(5))).toBe("true");
    await page.keyboard.press("Space");
    await expect.poll(() => expanded(buttons.nth(5))).toBe("false");
    await page.keyboard.press("Tab");
    await expect(buttons.nth(6)).toBeFocused();
  });

  test("FAQPage JSON-LD holds the same ten questions", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].flatMap((m) => JSON.parse(m[1] ?? "null"));
    const faqPage = blocks.find((b) => b?.["@type"] === "FAQPage");
    expect(faqPage).toBeTruthy();
    expect(faqPage.mainEntity).toHaveLength(copy.home.faqs.length);
    expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(
      faqs.map((f) => f.question),
    );
    for (const q of faqPage.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });
});

test.describe("quality", () => {
  // The sweep (quality.spec.ts) scans the page as it loads, at 360 and 1280 px, and checks its
  // overflow; this adds an open FAQ answer.
  test("axe finds nothing serious with an FAQ answer open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page);
    const question = questions(page).first();
    await question.click();
    await expect.poll(() => expanded(question)).toBe("true");
    expect(await scanA11y(page)).toEqual([]);
  });

  test("one h1, section titles h2", async ({ page }) => {
    await open(page);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(
      await page.locator("main section[aria-labelledby] > * h2, main h2").count(),
    ).toBeGreaterThanOrEqual(8);
  });
});
