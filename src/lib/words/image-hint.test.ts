import { act } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { activateLanguage } from "@/lib/i18n";
import { imageHint } from "./image-hint";

afterEach(async () => {
  await act(() => activateLanguage("en"));
});

test("the image picker's hint names the types and the cap in the reader's language", async () => {
  expect(imageHint()).toBe("PNG, JPEG, GIF or WebP, up to 5 MB.");
  await activateLanguage("es");
  expect(imageHint()).toBe("PNG, JPEG, GIF o WebP, hasta 5 MB.");
});
