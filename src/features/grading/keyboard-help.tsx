import { KeyboardIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { KEYBOARD_HELP } from "./keyboard";
import { useT } from "./i18n";

/** The "Keyboard" button: the grader's keys, listed (keyboard.ts). */
export function KeyboardHelp() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="relative">
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <KeyboardIcon aria-hidden="true" />
        {t("grading.keys.button")}
      </Button>
      {open && (
        <section
          id={panelId}
          aria-label={t("grading.keys.panel")}
          className="bg-popover text-popover-foreground absolute end-0 z-20 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg border p-4 shadow-lg"
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
          }}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
            {KEYBOARD_HELP.map((item) => (
              <div key={item.what} className="contents">
                <dt>
                  <kbd className="bg-muted rounded border px-1.5 py-0.5 font-mono text-xs">
                    {"text" in item.keys ? item.keys.text : t(item.keys.key)}
                  </kbd>
                </dt>
                <dd>{t(item.what)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
