import {
  CheckIcon,
  CircleIcon,
  DiamondIcon,
  HexagonIcon,
  SquareIcon,
  StarIcon,
  TriangleIcon,
  type LucideIcon,
} from "lucide-react";
import { optionLetter } from "@/lib/i18n/letters";
import { cn } from "@/lib/utils";
import { useT } from "../i18n";

/**
 * The look of each answer tile, by shown position: a colour, a shape AND a letter, so an option is
 * never told by colour alone (WCAG 1.4.1): the host's big screen says "the triangle, A" and the
 * phone shows the same tile. White text on each colour keeps at least 4.5:1.
 */
const TILE_LOOKS = [
  { shape: "games.tiles.triangle", Icon: TriangleIcon, colour: "bg-red-700" },
  { shape: "games.tiles.diamond", Icon: DiamondIcon, colour: "bg-blue-700" },
  { shape: "games.tiles.circle", Icon: CircleIcon, colour: "bg-amber-700" },
  { shape: "games.tiles.square", Icon: SquareIcon, colour: "bg-green-700" },
  { shape: "games.tiles.star", Icon: StarIcon, colour: "bg-purple-700" },
  { shape: "games.tiles.hexagon", Icon: HexagonIcon, colour: "bg-teal-700" },
] as const satisfies readonly { shape: string; Icon: LucideIcon; colour: string }[];

/** The tile's look for shown position `position` (1-based). */
export function tileLook(position: number) {
  return TILE_LOOKS[(position - 1) % TILE_LOOKS.length];
}

/** The inside of one tile: its shape and letter, then the option's text. */
export function TileFace({ position, text, big = false }: { position: number; text: string; big?: boolean }) {
  const { Icon } = tileLook(position);
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "flex shrink-0 items-center gap-1.5 rounded-md bg-black/20 px-2 py-1 font-bold",
          big ? "text-2xl" : "text-lg",
        )}
      >
        <Icon className={cn("fill-current", big ? "size-7" : "size-5")} />
        {optionLetter(position)}
      </span>
      <span className="min-w-0 flex-1 break-words">
        <span className="sr-only">{optionLetter(position)}.</span> {text}
      </span>
    </>
  );
}

/**
 * The shown options as coloured tiles that do nothing (the host's big screen). `rightOptions`
 * (after the question closed) marks the right ones with a ring, a tick and words (the others are
 * not faded: white on a faded colour fails contrast).
 */
export function OptionTiles({
  options,
  rightOptions = null,
  big = false,
}: {
  options: string[];
  rightOptions?: number[] | null;
  big?: boolean;
}) {
  const t = useT();
  return (
    <ol aria-label={t("games.tiles.options")} className="grid gap-3 sm:grid-cols-2">
      {options.map((text, i) => {
        const position = i + 1;
        const right = rightOptions?.includes(position) ?? false;
        return (
          <li
            key={position}
            className={cn(
              "flex min-h-16 items-center gap-3 rounded-xl px-4 py-3 font-semibold text-white",
              tileLook(position).colour,
              big ? "text-2xl lg:text-3xl" : "text-lg",
              right && "ring-4 ring-green-700 ring-offset-2",
            )}
          >
            <TileFace position={position} text={text} big={big} />
            {right && (
              <span className="flex shrink-0 items-center gap-1 rounded-md bg-white px-2 py-1 text-base text-green-900">
                <CheckIcon className="size-5" aria-hidden="true" />
                {t("games.common.rightAnswer")}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
