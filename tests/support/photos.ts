/**
 * Pictures made for the test that are not drawings (issue 52's proof), with the alt text a
 * person would write for each, in English and in Hindi: photographs made with sharp (a scene
 * softened by a lens blur, with grain, light fall-off and text where a real one has it: their
 * bytes and entropy are a camera's, which is what the speed figures need) in landscape, portrait
 * and square, one stored sideways with EXIF orientation 6 as a phone stores it; and screenshots
 * of the site's own pages taken with Chromium at the time, on a laptop and on a phone. Nothing
 * binary is kept in git: each run makes them again (about 2 s).
 *
 * No photograph on this machine could serve: the JPEGs found (Rust's documentation under
 * ~/.rustup, CC BY-SA) are not on a clean clone, and the anchor site's are its own drawings.
 */
import { type Browser, chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, fullChromium } from "./chromium";

export interface PictureFixture {
  /** The file's name as uploaded. */
  name: string;
  bytes: Buffer;
  type: "image/jpeg" | "image/png";
  /** What it suits: a photograph of people, a poster or board, a logo, a page's screenshot. */
  kind: "photo" | "portrait" | "poster" | "logo" | "screenshot";
  /** Its size as shown (after the EXIF orientation). */
  width: number;
  height: number;
  alt: { en: string; hi: string };
}

/** A repeatable random sequence (so a run's bytes are the last run's). */
function randomOf(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

/** Film grain as an RGBA layer: each pixel a little lighter or darker, `strength` of 255. */
function grain(width: number, height: number, seed: number, strength = 34): Buffer {
  const random = randomOf(seed);
  const pixels = Buffer.alloc(width * height * 4);
  for (let at = 0; at < pixels.length; at += 4) {
    const value = random() < 0.5 ? 0 : 255;
    pixels[at] = value;
    pixels[at + 1] = value;
    pixels[at + 2] = value;
    pixels[at + 3] = Math.floor(random() * strength);
  }
  return pixels;
}

/**
 * A photograph of `scene` (SVG at the picture's size): rendered, blurred as a lens at a wide
 * aperture does, darkened towards the corners, with grain on top, as a camera's JPEG.
 */
async function photograph(
  width: number,
  height: number,
  scene: string,
  seed: number,
  sideways = false,
): Promise<Buffer> {
  const vignette = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="v" cx="50%" cy="50%" r="75%">
      <stop offset="55%" stop-color="#000" stop-opacity="0"/>
      <stop offset="100%" stop-color="#000" stop-opacity="0.55"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#v)"/></svg>`;
  const soft = await sharp(Buffer.from(scene)).resize(width, height).blur(2.2).png().toBuffer();
  let image = sharp(soft).composite([
    { input: Buffer.from(vignette) },
    { input: grain(width, height, seed), raw: { width, height, channels: 4 } },
  ]);
  if (sideways) {
    // A phone held upright stores the sensor's landscape and says "turn it" in the EXIF.
    image = sharp(await image.png().toBuffer()).rotate(-90);
  }
  return image
    .withExif({ IFD0: { Make: "TestCam", Model: "Proof 52" } })
    .withMetadata({ orientation: sideways ? 6 : 1 })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** Round blurred lights, as out-of-focus lamps behind a subject. */
function bokeh(width: number, height: number, seed: number, colours: string[], count = 28) {
  const random = randomOf(seed);
  return Array.from({ length: count }, () => {
    const r = (0.02 + random() * 0.07) * Math.max(width, height);
    const colour = colours[Math.floor(random() * colours.length)];
    return `<circle cx="${random() * width}" cy="${random() * height}" r="${r}" fill="${colour}" opacity="${0.15 + random() * 0.35}"/>`;
  }).join("");
}

/** A meeting room at dusk: a window onto a city, four people at a table, a laptop's glow. */
function meetingScene(w: number, h: number) {
  const random = randomOf(5);
  const towers = Array.from({ length: 14 }, (_, i) => {
    const x = (i / 14) * w;
    const top = h * (0.18 + random() * 0.25);
    const lit = Array.from({ length: 10 }, () =>
      random() < 0.45
        ? `<rect x="${x + 10 + random() * (w / 14 - 30)}" y="${top + 10 + random() * (h * 0.45 - top)}" width="8" height="12" fill="#fde68a" opacity="0.8"/>`
        : "",
    ).join("");
    return `<rect x="${x}" y="${top}" width="${w / 14 - 6}" height="${h}" fill="#1e293b"/>${lit}`;
  }).join("");
  const person = (x: number, shirt: string, skin: string) =>
    `<ellipse cx="${x}" cy="${h * 0.56}" rx="${w * 0.045}" ry="${h * 0.07}" fill="${skin}"/>
     <path d="M${x - w * 0.09} ${h * 0.8} Q${x} ${h * 0.6} ${x + w * 0.09} ${h * 0.8} Z" fill="${shirt}"/>
     <ellipse cx="${x}" cy="${h * 0.505}" rx="${w * 0.047}" ry="${h * 0.035}" fill="#111827"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e3a8a"/><stop offset="0.55" stop-color="#f97316"/><stop offset="1" stop-color="#fcd34d"/>
    </linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#78350f"/><stop offset="1" stop-color="#451a03"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    ${towers}
    <rect x="0" y="0" width="${w}" height="${h * 0.06}" fill="#334155"/>
    ${[0.33, 0.66].map((f) => `<rect x="${w * f - 8}" y="0" width="16" height="${h * 0.62}" fill="#334155"/>`).join("")}
    <rect x="0" y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#3f3f46"/>
    ${person(w * 0.2, "#2563eb", "#c68642")}${person(w * 0.42, "#f8fafc", "#8d5524")}
    ${person(w * 0.62, "#16a34a", "#e0ac69")}${person(w * 0.83, "#7c3aed", "#a0522d")}
    <path d="M0 ${h * 0.78} L${w} ${h * 0.74} L${w} ${h} L0 ${h} Z" fill="url(#table)"/>
    <rect x="${w * 0.44}" y="${h * 0.66}" width="${w * 0.14}" height="${h * 0.09}" rx="6" fill="#cbd5e1"/>
    <rect x="${w * 0.455}" y="${h * 0.675}" width="${w * 0.11}" height="${h * 0.065}" fill="#38bdf8" opacity="0.9"/>
    <ellipse cx="${w * 0.28}" cy="${h * 0.86}" rx="${w * 0.03}" ry="${h * 0.02}" fill="#fafafa"/>
  </svg>`;
}

/** An intern in a blue shirt, head and shoulders, before warm lights out of focus. */
function portraitScene(w: number, h: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><radialGradient id="bg" cx="40%" cy="35%" r="80%">
      <stop offset="0" stop-color="#fde68a"/><stop offset="0.5" stop-color="#d97706"/><stop offset="1" stop-color="#431407"/>
    </radialGradient>
    <radialGradient id="face" cx="45%" cy="40%" r="60%">
      <stop offset="0" stop-color="#d9a066"/><stop offset="1" stop-color="#8d5524"/>
    </radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    ${bokeh(w, h, 17, ["#fef3c7", "#fbbf24", "#fb923c"])}
    <path d="M${w * 0.08} ${h} Q${w * 0.12} ${h * 0.62} ${w * 0.5} ${h * 0.6} Q${w * 0.88} ${h * 0.62} ${w * 0.92} ${h} Z" fill="#1d4ed8"/>
    <path d="M${w * 0.42} ${h * 0.6} L${w * 0.5} ${h * 0.72} L${w * 0.58} ${h * 0.6} Z" fill="#e2e8f0"/>
    <rect x="${w * 0.44}" y="${h * 0.5}" width="${w * 0.12}" height="${h * 0.11}" fill="#a0522d"/>
    <ellipse cx="${w * 0.5}" cy="${h * 0.4}" rx="${w * 0.17}" ry="${h * 0.15}" fill="url(#face)"/>
    <path d="M${w * 0.33} ${h * 0.38} Q${w * 0.34} ${h * 0.2} ${w * 0.5} ${h * 0.21} Q${w * 0.67} ${h * 0.2} ${w * 0.67} ${h * 0.38} Q${w * 0.6} ${h * 0.28} ${w * 0.5} ${h * 0.29} Q${w * 0.4} ${h * 0.28} ${w * 0.33} ${h * 0.38} Z" fill="#1c1917"/>
    <ellipse cx="${w * 0.44}" cy="${h * 0.4}" rx="${w * 0.018}" ry="${h * 0.01}" fill="#1c1917"/>
    <ellipse cx="${w * 0.56}" cy="${h * 0.4}" rx="${w * 0.018}" ry="${h * 0.01}" fill="#1c1917"/>
    <path d="M${w * 0.45} ${h * 0.47} Q${w * 0.5} ${h * 0.5} ${w * 0.55} ${h * 0.47}" stroke="#7f1d1d" stroke-width="${w * 0.008}" fill="none"/>
  </svg>`;
}

/** A school's flex board on two poles, by a road, trees and sky behind. */
function boardScene(w: number, h: number) {
  const random = randomOf(23);
  const trees = Array.from(
    { length: 16 },
    (_, i) =>
      `<circle cx="${(i / 15) * w}" cy="${h * (0.5 + random() * 0.08)}" r="${w * (0.07 + random() * 0.05)}" fill="${["#166534", "#15803d", "#14532d"][i % 3]}"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#60a5fa"/><stop offset="1" stop-color="#dbeafe"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    ${trees}
    <rect x="0" y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#a8a29e"/>
    <rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#57534e"/>
    <rect x="${w * 0.2}" y="${h * 0.45}" width="${w * 0.025}" height="${h * 0.4}" fill="#44403c"/>
    <rect x="${w * 0.775}" y="${h * 0.45}" width="${w * 0.025}" height="${h * 0.4}" fill="#44403c"/>
    <rect x="${w * 0.1}" y="${h * 0.14}" width="${w * 0.8}" height="${h * 0.4}" fill="#b91c1c"/>
    <rect x="${w * 0.12}" y="${h * 0.16}" width="${w * 0.76}" height="${h * 0.1}" fill="#facc15"/>
    <text x="${w * 0.5}" y="${h * 0.235}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${w * 0.055}" fill="#7f1d1d" text-anchor="middle">SUNRISE PUBLIC SCHOOL</text>
    <text x="${w * 0.5}" y="${h * 0.36}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${w * 0.075}" fill="#fff" text-anchor="middle">ADMISSIONS OPEN</text>
    <text x="${w * 0.5}" y="${h * 0.45}" font-family="DejaVu Sans, sans-serif" font-size="${w * 0.05}" fill="#fef9c3" text-anchor="middle">Nursery to Class 12 · 2026–27</text>
    <text x="${w * 0.5}" y="${h * 0.515}" font-family="DejaVu Sans, sans-serif" font-size="${w * 0.035}" fill="#fff" text-anchor="middle">Call 98765 43210</text>
  </svg>`;
}

/** A festival poster on a wall: oil lamps, marigolds and a Diwali offer in large letters. */
function posterScene(w: number, h: number) {
  const diya = (x: number, y: number, s: number) =>
    `<path d="M${x - s} ${y} Q${x} ${y + s * 0.9} ${x + s} ${y} Z" fill="#b45309"/>
     <ellipse cx="${x}" cy="${y - s * 0.45}" rx="${s * 0.22}" ry="${s * 0.45}" fill="#fde047"/>
     <circle cx="${x}" cy="${y - s * 0.4}" r="${s * 0.9}" fill="#fbbf24" opacity="0.25"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="100%" height="100%" fill="#44403c"/>
    <rect x="${w * 0.06}" y="${h * 0.04}" width="${w * 0.88}" height="${h * 0.92}" fill="#581c87"/>
    ${bokeh(w, h, 41, ["#f59e0b", "#f472b6", "#fde68a"], 20)}
    ${Array.from({ length: 9 }, (_, i) => `<circle cx="${w * (0.1 + i * 0.1)}" cy="${h * 0.08}" r="${w * 0.035}" fill="#f97316"/>`).join("")}
    <text x="${w * 0.5}" y="${h * 0.3}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${w * 0.14}" fill="#fde047" text-anchor="middle">DIWALI</text>
    <text x="${w * 0.5}" y="${h * 0.42}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${w * 0.1}" fill="#fff" text-anchor="middle">30% OFF</text>
    <text x="${w * 0.5}" y="${h * 0.49}" font-family="DejaVu Sans, sans-serif" font-size="${w * 0.04}" fill="#f5d0fe" text-anchor="middle">on every sweet box this week</text>
    ${diya(w * 0.25, h * 0.75, w * 0.09)}${diya(w * 0.5, h * 0.78, w * 0.11)}${diya(w * 0.75, h * 0.75, w * 0.09)}
  </svg>`;
}

/** A client's logo as a PNG: a mark and the shop's name. */
async function logo(size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.22}" fill="#0f766e"/>
    <path d="M${size * 0.38} ${size * 0.46} L${size * 0.5} ${size * 0.28} L${size * 0.62} ${size * 0.46} Z" fill="#fef3c7"/>
    <text x="${size / 2}" y="${size * 0.8}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size * 0.11}" fill="#134e4a" text-anchor="middle">GREEN PEAK</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const MEETING_ALT = {
  en: "Four colleagues at a meeting table with a laptop, a window onto city towers at dusk behind them",
  hi: "लैपटॉप के साथ मीटिंग की मेज़ पर बैठे चार साथी, पीछे खिड़की से शाम के समय शहर की ऊँची इमारतें",
};

/** The photographs, the poster, the board and the logo: made in about a second. */
export async function madePictures(): Promise<PictureFixture[]> {
  const [meeting, portrait, board, poster, brand] = await Promise.all([
    photograph(1920, 1280, meetingScene(1920, 1280), 1),
    photograph(1200, 1600, portraitScene(1200, 1600), 2),
    photograph(1400, 1400, boardScene(1400, 1400), 3),
    // Shown 1200 × 1600; stored 1600 × 1200 with orientation 6.
    photograph(1200, 1600, posterScene(1200, 1600), 4, true),
    logo(800),
  ]);
  return [
    {
      name: "team-meeting-dusk.jpg",
      bytes: meeting,
      type: "image/jpeg",
      kind: "photo",
      width: 1920,
      height: 1280,
      alt: MEETING_ALT,
    },
    {
      name: "intern-portrait.jpg",
      bytes: portrait,
      type: "image/jpeg",
      kind: "portrait",
      width: 1200,
      height: 1600,
      alt: {
        en: "A young intern in a blue shirt, smiling, with warm lights out of focus behind her",
        hi: "नीली कमीज़ में मुस्कुराती एक युवा इंटर्न, पीछे धुंधली गर्म रोशनियाँ",
      },
    },
    {
      name: "school-admissions-board.jpg",
      bytes: board,
      type: "image/jpeg",
      kind: "poster",
      width: 1400,
      height: 1400,
      alt: {
        en: "Red flex board on two poles by a road announcing Sunrise Public School's admissions for 2026–27",
        hi: "सड़क किनारे दो खंभों पर लगा लाल फ़्लेक्स बोर्ड, जिस पर सनराइज़ पब्लिक स्कूल में दाखिले की सूचना है",
      },
    },
    {
      name: "diwali-offer-poster.jpg",
      bytes: poster,
      type: "image/jpeg",
      kind: "poster",
      width: 1200,
      height: 1600,
      alt: {
        en: "Purple festival poster with three lit oil lamps offering 30% off every sweet box for Diwali",
        hi: "तीन जलते दीयों वाला बैंगनी पोस्टर, जिसमें दिवाली पर मिठाई के हर डिब्बे पर तीस प्रतिशत छूट है",
      },
    },
    {
      name: "green-peak-logo.png",
      bytes: brand,
      type: "image/png",
      kind: "logo",
      width: 800,
      height: 800,
      alt: {
        en: "Green Peak: a white mountain peak in a teal circle above the name",
        hi: "ग्रीन पीक: नाम के ऊपर हरे-नीले गोले में सफ़ेद पहाड़ की चोटी",
      },
    },
  ];
}

/** The site's pages a screenshot is taken of, each on the screen it was made for. */
const SCREENSHOTS = [
  {
    name: "pricing-page-laptop.png",
    path: "/pricing",
    viewport: { width: 1280, height: 800 },
    alt: {
      en: "The agency's pricing page on a laptop: the plans side by side, each with its price in rupees",
      hi: "लैपटॉप पर एजेंसी का कीमतों वाला पेज: सभी योजनाएँ साथ-साथ, हर एक की कीमत रुपयों में",
    },
  },
  {
    name: "contact-page-phone.png",
    path: "/contact-us",
    viewport: { width: 390, height: 844 },
    alt: {
      en: "The contact page on a phone: the heading, the agency's phone number and the start of the enquiry form",
      hi: "फ़ोन पर संपर्क पेज: शीर्षक, एजेंसी का फ़ोन नंबर और पूछताछ फ़ॉर्म की शुरुआत",
    },
  },
  {
    name: "services-page-laptop-dark.png",
    path: "/services",
    viewport: { width: 1440, height: 900 },
    dark: true,
    alt: {
      en: "The services page in the dark theme on a wide screen: the heading and the first service cards",
      hi: "चौड़ी स्क्रीन पर गहरे रंग वाला सेवाओं का पेज: शीर्षक और पहले सेवा कार्ड",
    },
  },
] as const;

/**
 * Screenshots of the site at `url` (its pages as they are now), taken with `given` (a test's
 * browser) or Debian's Chromium.
 */
export async function pageScreenshots(url: string, given?: Browser): Promise<PictureFixture[]> {
  const browser =
    given ?? (await chromium.launch({ executablePath: fullChromium, args: chromiumArgs }));
  try {
    const shots: PictureFixture[] = [];
    for (const shot of SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: shot.viewport,
        colorScheme: "dark" in shot ? "dark" : "light",
      });
      const page = await context.newPage();
      // The announcement waits 5 s after a first visit: not in a screenshot of the page.
      await page.addInitScript(() => sessionStorage.setItem("promo-modal-shown", "1"));
      await page.goto(`${url}${shot.path}`, { waitUntil: "networkidle" });
      const bytes = await page.screenshot({ type: "png" });
      await context.close();
      shots.push({
        name: shot.name,
        bytes,
        type: "image/png",
        kind: "screenshot",
        ...shot.viewport,
        alt: shot.alt,
      });
    }
    return shots;
  } finally {
    if (!given) await browser.close();
  }
}

/** Every fixture: the photographs made here and screenshots of the site at `url`. */
export async function pictureFixtures(url: string, browser?: Browser): Promise<PictureFixture[]> {
  return [...(await madePictures()), ...(await pageScreenshots(url, browser))];
}
