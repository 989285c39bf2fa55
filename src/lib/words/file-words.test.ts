import { act } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { FILE_KINDS, MB, typeName } from "@convex/shared/limits";
import { LANGUAGES } from "@convex/shared/language";
import { activateLanguage } from "@/lib/i18n";
import { serverText, wordMessage } from "@/lib/errors";
import { keyed } from "@convex/shared/messages";
import { fileSize, fileTypeList } from "./file-words";

afterEach(async () => {
  await act(() => activateLanguage("en"));
});

test("types are their short names joined with the reader's “or”", async () => {
  expect(fileTypeList(FILE_KINDS.document.types)).toBe("PDF, DOC or DOCX");
  await activateLanguage("es");
  expect(fileTypeList(FILE_KINDS.video.types)).toBe("MP4 o WebM");
  await activateLanguage("ar");
  expect(fileTypeList(FILE_KINDS.document.types)).toBe("PDF أو DOC أو DOCX");
});

test("a size is the reader's number and unit", async () => {
  expect(fileSize(20 * MB)).toBe("20 MB");
  expect(fileSize(300 * 1024)).toBe("300 KB");
  await activateLanguage("ar");
  expect(fileSize(5 * MB)).toBe("5 ميغابايت");
});

/**
 * The server names a kind of file by its words' key (a rule's refusal: "The file must be a PNG, …
 * image."); each language's catalog writes the list. It must name the kind's types, joined as
 * this language joins them, and no other.
 */
const ALL_NAMES = [...new Set(Object.values(FILE_KINDS).flatMap(({ types }) => types.map(typeName)))];

describe.each(LANGUAGES)("in %s, each kind's words name its types", (language) => {
  test.each(Object.entries(FILE_KINDS))("%s", async (_kind, { types, typeWords }) => {
    await activateLanguage(language);
    const words = serverText(typeWords);
    expect(words).toContain(fileTypeList(types));
    const named = ALL_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(words));
    expect(named.sort()).toEqual(types.map(typeName).sort());
  });
});

test("the server's refusals reach the reader with the kind and the cap in their language", async () => {
  await activateLanguage("es");
  expect(wordMessage(keyed("server.files.wrongType", { types: FILE_KINDS.image.typeWords }))).toBe(
    "El archivo debe ser una imagen PNG, JPEG, GIF o WebP.",
  );
  expect(
    wordMessage(keyed("server.files.tooLarge", { size: keyed("server.files.sizeMegabytes", { count: 20 }) })),
  ).toBe("El archivo puede ocupar como máximo 20 MB.");
});
