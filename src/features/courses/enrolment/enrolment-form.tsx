import { useNavigate } from "@tanstack/react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormField, fieldAria, fieldMessages, submitFocusingFirstError } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { setStoredCourse } from "@/lib/current-course";
import { errorMessage } from "@/lib/errors";
import type { Profile } from "@/lib/me";
import { api } from "@convex/_generated/api";
import { enrolmentFormSchema, PAYMENT_METHODS } from "@convex/shared/forms/enrolment";
import { studentNumberFor } from "@convex/shared/studentNumber";
import { TEXT_LIMITS } from "@convex/shared/limits";
import { useT } from "../manage/i18n";

type EnrolmentInput = z.input<typeof enrolmentFormSchema>;
type EnrolmentOutput = z.output<typeof enrolmentFormSchema>;

const EMPTY: EnrolmentInput = {
  phoneNumber: "",
  degreeProgram: "",
  yearOrSemester: "",
  paymentMethod: "creditCard",
  paymentDetails: "",
};
const FIELD_ORDER = ["phoneNumber", "degreeProgram", "yearOrSemester", "paymentMethod", "paymentDetails"] as const;

/** The words' key of each payment method. */
const PAYMENT_LABELS = {
  creditCard: "coursesManage.enrolment.method.creditCard",
  paypal: "coursesManage.enrolment.method.paypal",
  bankTransfer: "coursesManage.enrolment.method.bankTransfer",
} as const satisfies Record<(typeof PAYMENT_METHODS)[number], string>;

/** The student enrolment form (SPEC §2, §3 Enrollment, §5). */
export function EnrolmentForm({
  course,
  profile,
  onSubmittingChange,
}: {
  course: { _id: string; name: string };
  profile: Profile;
  onSubmittingChange?: (submitting: boolean) => void;
}) {
  const t = useT();
  const enroll = useMutation(api.courses.enrollments.enroll);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Errors appear after the first attempt, then follow the input as it is corrected.
  const form = useForm<EnrolmentInput, unknown, EnrolmentOutput>({
    resolver: zodResolver(enrolmentFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const errors = fieldMessages(form.formState.errors);
  const paysByCard = form.watch("paymentMethod") === "creditCard";

  async function handleValid({ paymentDetails, ...values }: EnrolmentOutput) {
    if (busy) return;
    setBusy(true);
    onSubmittingChange?.(true);
    try {
      await enroll({
        courseId: course._id,
        ...values,
        // Card details go only with a card payment; the field is hidden otherwise.
        ...(values.paymentMethod === "creditCard" ? { paymentDetails } : {}),
      });
      toast.success(t("coursesManage.enrolment.enrolled"));
      setStoredCourse({ courseId: course._id, courseName: course.name }, profile._id);
      await navigate({
        to: "/dashboard/$courseId/$courseName",
        params: { courseId: course._id, courseName: course.name },
      });
    } catch (error) {
      toast.error(t("coursesManage.enrolment.failed"), {
        description: errorMessage(error, t("coursesManage.enrolment.failedFallback")),
      });
      setBusy(false);
      onSubmittingChange?.(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submitFocusingFirstError(form.handleSubmit, formRef, FIELD_ORDER, handleValid)}
      className="grid gap-8"
    >
      <section aria-labelledby="your-details" className="min-w-0">
        <h2 id="your-details" className="text-lg font-semibold tracking-tight">
          {t("coursesManage.enrolment.yourDetails")}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t("coursesManage.enrolment.detailsHint")}</p>
        {/* Plain text, not read-only inputs: nothing to type, so no tab stops (ADR 0022). */}
        <dl className="mt-4 grid gap-5 sm:grid-cols-2">
          <Detail label={t("coursesManage.enrolment.studentName")}>{profile.displayName}</Detail>
          <Detail label={t("coursesManage.enrolment.email")}>{profile.email}</Detail>
          <Detail label={t("coursesManage.enrolment.studentNumber")}>{studentNumberFor(profile._id)}</Detail>
          <Detail label={t("coursesManage.enrolment.course")}>{course.name}</Detail>
        </dl>
      </section>

      <Fieldset legend={t("coursesManage.enrolment.yourStudies")}>
        <FormField name="phoneNumber" label={t("coursesManage.enrolment.phoneNumber")} error={errors.phoneNumber}>
          <Input
            {...fieldAria("phoneNumber", errors.phoneNumber)}
            type="tel"
            autoComplete="tel"
            {...form.register("phoneNumber")}
            maxLength={TEXT_LIMITS.phoneNumber}
          />
        </FormField>
        <FormField name="degreeProgram" label={t("coursesManage.enrolment.degreeProgram")} error={errors.degreeProgram}>
          <Input
            {...fieldAria("degreeProgram", errors.degreeProgram)}
            {...form.register("degreeProgram")}
            maxLength={TEXT_LIMITS.degreeProgram}
          />
        </FormField>
        <FormField
          name="yearOrSemester"
          label={t("coursesManage.enrolment.yearOrSemester")}
          error={errors.yearOrSemester}
        >
          <Input
            {...fieldAria("yearOrSemester", errors.yearOrSemester)}
            {...form.register("yearOrSemester")}
            maxLength={TEXT_LIMITS.yearOrSemester}
          />
        </FormField>
      </Fieldset>

      <Fieldset legend={t("coursesManage.enrolment.payment")}>
        <FormField
          name="paymentMethod"
          label={t("coursesManage.enrolment.paymentMethod")}
          error={errors.paymentMethod}
          // Top-aligned next to the taller card field; the select wrapper is w-fit by default.
          className="content-start [&>[data-slot=native-select-wrapper]]:w-full"
        >
          <NativeSelect
            {...fieldAria("paymentMethod", errors.paymentMethod)}
            {...form.register("paymentMethod")}
            className="w-full"
          >
            {PAYMENT_METHODS.map((method) => (
              <NativeSelectOption key={method} value={method}>
                {t(PAYMENT_LABELS[method])}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        {paysByCard && (
          <FormField
            name="paymentDetails"
            className="content-start"
            label={t("coursesManage.enrolment.paymentDetails")}
            error={errors.paymentDetails}
            hint={t("coursesManage.enrolment.paymentDetailsHint", {
              min: TEXT_LIMITS.cardDigitsMin,
              max: TEXT_LIMITS.cardDigitsMax,
            })}
          >
            <Input
              {...fieldAria("paymentDetails", errors.paymentDetails, true)}
              inputMode="numeric"
              autoComplete="cc-number"
              {...form.register("paymentDetails")}
              maxLength={TEXT_LIMITS.paymentDetails}
            />
          </FormField>
        )}
      </Fieldset>

      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-end sm:px-10" disabled={busy}>
        {busy && <Spinner aria-label={t("coursesManage.enrolment.enrolling")} />}
        {t("coursesManage.enrolment.submit")}
      </Button>
    </form>
  );
}

function Fieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-semibold tracking-tight">{legend}</legend>
      {hint && <p className="text-muted-foreground mt-1 text-sm">{hint}</p>}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-2">
      <dt className="text-sm leading-none font-medium">{label}</dt>
      <dd className="bg-muted/60 min-h-9 truncate rounded-md border px-3 py-1.5 text-base md:text-sm">{children}</dd>
    </div>
  );
}
