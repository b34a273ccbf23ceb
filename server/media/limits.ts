/**
 * The media library's fixed limits and the only sizes it makes (issue 52). docs/security.md,
 * "Media uploads", lists each with the test that proves it.
 */

/** Largest file accepted, per file (a phone's photo is 2-8 MB; a camera's JPEG up to ~15). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Files in one upload request; more are refused by name. */
export const MAX_FILES_PER_REQUEST = 20;

/**
 * Largest picture decoded, in pixels (width × height): a 48-megapixel phone photo is saved at
 * 12 MP by default, a 40 MP limit takes any camera's JPEG an agency would post and refuses a
 * pixel bomb (a small file that decodes to gigabytes) before it is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The whole upload request, as request hygiene checks a declared length (the per-file limit is
 * enforced while the body streams): every file at its limit, and room for the form's fields.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILES_PER_REQUEST * MAX_FILE_BYTES + 1024 * 1024;

/** The widths made; any other width asked for is a 404 (no client chooses what is made). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The crops made, width × height, each around the picture's focal point. */
export const MEDIA_ASPECTS = {
  "1x1": [1, 1],
  "4x3": [4, 3],
  "3x2": [3, 2],
  "16x9": [16, 9],
  "3x4": [3, 4],
  "4x5": [4, 5],
} as const satisfies Record<string, readonly [number, number]>;
export type MediaAspect = keyof typeof MEDIA_ASPECTS;

/** The formats served: AVIF and WebP for browsers that take them, JPEG for every other one. */
export const MEDIA_FORMATS = ["avif", "webp", "jpg"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const formatTypes: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};
