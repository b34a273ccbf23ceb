/**
 * What the media library tells staff about an upload, a removal or a focal point, in plain
 * words (the staff pages are English). Each refusal names the file, so a person who dropped
 * twenty photos knows which one to fix. Kept apart from the code that decides.
 */
import { template } from "../../app/base/template";

export const mediaWords = {
  refused: {
    empty: template<"file">(
      "“{file}” is empty (0 bytes): nothing was uploaded. Choose the file again.",
    ),
    tooLarge: template<"file" | "limitMb">(
      "“{file}” is larger than {limitMb} MB: it was not uploaded. Save it smaller (a photo 3000 pixels wide is plenty) and upload it again.",
    ),
    heif: template<"file">(
      "“{file}” is a HEIC photo, which browsers cannot show. Upload it as a JPEG: on an iPhone, set Settings › Camera › Formats › Most Compatible for new photos, or share the photo and choose JPEG (or mail it to yourself as “Actual size”); on a Mac, open it in Preview and choose File › Export › JPEG.",
    ),
    svg: template<"file">(
      "“{file}” is an SVG drawing, not a photo or screenshot, whatever its name says. Upload a JPEG, PNG, WebP or AVIF picture.",
    ),
    html: template<"file">(
      "“{file}” is a web page (HTML), not a picture, whatever its name says. Upload a JPEG, PNG, WebP or AVIF picture.",
    ),
    pdf: template<"file">(
      "“{file}” is a PDF document, not a picture, whatever its name says. Export the page as a JPEG or PNG and upload that.",
    ),
    gif: template<"file">(
      "“{file}” is a GIF, which the library does not take. Upload a JPEG, PNG, WebP or AVIF picture.",
    ),
    unknown: template<"file">(
      "“{file}” is not a JPEG, PNG, WebP or AVIF picture. Upload one of those.",
    ),
    pixelBomb: template<"file" | "height" | "limitMp" | "width">(
      "“{file}” is {width} × {height} pixels, more than the {limitMp} megapixels the library takes. Resize it (3000 pixels wide is plenty) and upload it again.",
    ),
    corrupt: template<"file">(
      "“{file}” is damaged or cut short (it could not be read to the end): nothing was stored. Upload the original file again.",
    ),
    tooMany: template<"file" | "max">(
      "“{file}” was not uploaded: at most {max} files go in one upload. Upload it with the next ones.",
    ),
    failed: template<"file">("“{file}” could not be stored just now. Try uploading it again."),
  },
  stored: template<"file">("“{file}” was uploaded."),
  duplicate: template<"file">(
    "“{file}” is already in the library (the same picture): it was kept once.",
  ),
  forbidden: "Your role cannot change the media library. Ask an owner or an editor.",
  signedOut: "You are signed out. Sign in again, then upload.",
  formExpired: "This form has expired. Reload the page and try again.",
  notMultipart: "Send the pictures as a file upload (multipart/form-data).",
  noFiles: "No file was chosen.",
  notFound: "That picture is not in the library.",
  inUse: template<"file" | "places">(
    "“{file}” is used on {places}: choose another picture there first.",
  ),
  removed: template<"file">("“{file}” was removed from the library."),
  badFocalPoint: "The focal point must be two numbers from 0 to 1 (across, then down).",
  focalPointSet: template<"file">("The focal point of “{file}” was set."),
} as const;
