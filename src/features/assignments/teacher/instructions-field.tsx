import { EyeIcon } from "lucide-react";
import { lazy, Suspense, type ComponentProps } from "react";
import { FormField, fieldAria } from "@/components/form-field";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { ASSIGNMENT_LIMITS } from "@convex/shared/assignmentRules";
import { formatNumber } from "@/lib/i18n/format";
import { useT } from "../i18n";

/** The Markdown renderer (35 KB gzip) loads when the Preview tab is first opened. */
const SafeMarkdown = lazy(() => import("@/components/safe-markdown").then((m) => ({ default: m.SafeMarkdown })));

/**
 * "Instructions" as Markdown, with Write and Preview tabs: the preview is what students see
 * (SafeMarkdown: no raw HTML, only http(s) links). `field` is react-hook-form's `register` result.
 */
export function InstructionsField({
  name,
  value,
  error,
  disabled,
  field,
}: {
  /** The field's name for its ids (unique on the page). */
  name: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  field: ComponentProps<"textarea">;
}) {
  const t = useT();
  return (
    <Tabs defaultValue="write" className="gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList aria-label={t("assignments.instructions.tabs")}>
          <TabsTrigger value="write">{t("assignments.instructions.write")}</TabsTrigger>
          <TabsTrigger value="preview">
            <EyeIcon aria-hidden="true" />
            {t("assignments.instructions.preview")}
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="write">
        <FormField
          name={name}
          label={t("assignments.instructions.label")}
          error={error}
          hint={t("assignments.instructions.hint", {
            length: formatNumber(value.length),
            max: formatNumber(ASSIGNMENT_LIMITS.instructions),
          })}
        >
          <Textarea
            {...fieldAria(name, error, true)}
            {...field}
            rows={6}
            className="font-mono text-sm leading-6"
            disabled={disabled}
          />
        </FormField>
      </TabsContent>
      <TabsContent value="preview">
        <div
          className="bg-background min-h-32 rounded-md border p-4 text-sm"
          role="region"
          aria-label={t("assignments.instructions.previewLabel")}
        >
          {value.trim() === "" ? (
            <p className="text-muted-foreground">{t("assignments.instructions.empty")}</p>
          ) : (
            <Suspense fallback={<Spinner aria-label={t("assignments.instructions.loadingPreview")} />}>
              <SafeMarkdown topHeading={3}>{value}</SafeMarkdown>
            </Suspense>
          )}
        </div>
      </TabsContent>
    </Tabs>
  );
}
