import { expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test: the server's English, as an error carries it
import { englishOf } from "../lib/appError";
import {
  DEFAULT_VIDEO_MAX_BYTES,
  DOCUMENT_TYPES,
  formatBytes,
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  imageFileProblem,
  MB,
  typeList,
  VIDEO_TYPES,
} from "./limits";

test("messages name the accepted types and caps the way users read them", () => {
  expect(typeList(IMAGE_TYPES)).toBe("PNG, JPEG, GIF or WebP");
  expect(typeList(VIDEO_TYPES)).toBe("MP4 or WebM");
  expect(typeList(DOCUMENT_TYPES)).toBe("PDF, DOC or DOCX");
  expect(formatBytes(IMAGE_MAX_BYTES)).toBe("5 MB");
  expect(formatBytes(DEFAULT_VIDEO_MAX_BYTES)).toBe("500 MB");
  expect(formatBytes(300 * 1024)).toBe("300 KB");
});

test("an image input accepts exactly the image types the server takes", () => {
  expect(IMAGE_ACCEPT.split(",")).toEqual(IMAGE_TYPES);
});

test.each([
  [{ type: "application/pdf", size: 10 }, true, "The photo must be an image file."],
  [{ type: "application/pdf", size: 10 }, false, "The photo must be a PNG, JPEG, GIF or WebP image."],
  [{ type: "image/bmp", size: 10 }, true, "The photo must be a PNG, JPEG, GIF or WebP image."],
  [{ type: "image/png", size: 5 * MB + 1 }, true, "The photo must be at most 5 MB."],
  [{ type: "image/webp", size: 5 * MB }, true, null],
])("image %o (any image first: %s) -> %s", (file, anyImageFirst, message) => {
  const problem = imageFileProblem(file, "The photo", anyImageFirst);
  expect(problem === null ? null : englishOf(problem)).toBe(message);
});
