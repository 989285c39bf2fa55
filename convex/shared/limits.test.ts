import { expect, test } from "vitest";
// eslint-disable-next-line no-restricted-imports -- a test: the server's English, as an error carries it
import { englishOf } from "../lib/appError";
import {
  DEFAULT_VIDEO_MAX_BYTES,
  FILE_KINDS,
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  imageFileProblem,
  MB,
  sizeWords,
  typeName,
} from "./limits";

test("messages name the accepted types and caps the way users read them", () => {
  expect(englishOf(FILE_KINDS.image.typeWords)).toBe("a PNG, JPEG, GIF or WebP image");
  expect(englishOf(FILE_KINDS.video.typeWords)).toBe("an MP4 or WebM video");
  expect(englishOf(FILE_KINDS.document.typeWords)).toBe("a PDF, DOC or DOCX document");
  expect(englishOf(FILE_KINDS.attachment.typeWords)).toBe("a PDF, DOC, DOCX, XLSX, PPTX, PNG, JPEG, GIF or WebP file");
  expect(englishOf(sizeWords(IMAGE_MAX_BYTES))).toBe("5 MB");
  expect(englishOf(sizeWords(DEFAULT_VIDEO_MAX_BYTES))).toBe("500 MB");
  expect(englishOf(sizeWords(300 * 1024))).toBe("300 KB");
});

test("a size is a number the reader's language writes, not words made here", () => {
  expect(sizeWords(20 * MB)).toBe('server.files.sizeMegabytes {"count":20}');
  expect(typeName("image/webp")).toBe("WebP");
  expect(typeName("text/plain")).toBe("text/plain");
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
