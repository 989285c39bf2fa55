import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useT } from "./i18n";

/**
 * The "Course" select of a course-scoped page (Assignments, Quiz bank). A course from the link
 * that is not in the caller's list stays selectable, so the server can say why it is refused.
 */
export function CoursePicker({
  id,
  courses,
  chosen,
  onCourseChange,
}: {
  id: string;
  courses: readonly { _id: string; name: string }[];
  chosen: string;
  onCourseChange: (courseId: string) => void;
}) {
  const known = courses.some((course) => course._id === chosen);
  const t = useT();
  return (
    <div className="grid gap-2 sm:max-w-sm *:data-[slot=native-select-wrapper]:w-full">
      <Label htmlFor={id}>{t("common.coursePicker.course")}</Label>
      <NativeSelect id={id} value={chosen} onChange={(event) => onCourseChange(event.target.value)}>
        {!known && <NativeSelectOption value={chosen}>{t("common.coursePicker.fromLink")}</NativeSelectOption>}
        {courses.map((course) => (
          <NativeSelectOption key={course._id} value={course._id}>
            {course.name}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
