import type { KeyboardEvent } from "react";

/** An inline editor's keys: Enter saves, Escape cancels (the lesson row's and the video card's rename). */
export function saveOrCancelKeys(save: () => void, cancel: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    }
  };
}
