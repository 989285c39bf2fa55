/** Students per gradebook page (ADR 0040); no server imports, so the screen can count with it. */
export const GRADEBOOK_PAGE = 50;
