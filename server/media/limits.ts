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

// The widths, crops and formats made, and the URLs that name them, are pure code the pages need
// too: app/base/media-urls.ts holds them (MEDIA_WIDTHS, MEDIA_ASPECTS, MEDIA_FORMATS).
