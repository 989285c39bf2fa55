import { useMutation } from "convex/react";
import { PlusIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/errors";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { LESSON_TITLE_MAX } from "@convex/model/lessons";

export function AddLessonForm({ courseId }: { courseId: Id<"courses"> }) {
  const addLesson = useMutation(api.lessons.add);
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      await addLesson({ courseId, title: trimmed });
      setTitle("");
    } catch (error) {
      toast.error("Lesson not added", { description: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor={inputId}>Lesson title</Label>
        <Input
          id={inputId}
          value={title}
          maxLength={LESSON_TITLE_MAX}
          placeholder="e.g. Working with files"
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={busy || title.trim() === ""}>
        {busy ? <Spinner aria-label="Adding lesson" /> : <PlusIcon aria-hidden="true" />}
        Add lesson
      </Button>
    </form>
  );
}
