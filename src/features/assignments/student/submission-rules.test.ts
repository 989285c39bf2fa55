import { describe, expect, it } from "vitest";
import { questionFileProblem, questionHint } from "../teacher/question-file";
import { submissionFileProblem, submissionHint } from "./submission-rules";

describe("an empty file", () => {
  it("is called empty, not a wrong type, for a submission and a question", () => {
    expect(submissionFileProblem({ name: "essay.pdf", size: 0 })).toBe("The file is empty.");
    expect(submissionFileProblem({ name: "notes.txt", size: 0 })).toBe("The file is empty.");
    expect(questionFileProblem(new File([], "question.txt", { type: "text/plain" }))).toBe("The file is empty.");
    expect(submissionFileProblem({ name: "essay.pdf", size: 1 })).toBeNull();
  });

  it("the hints name the 20 MB cap", () => {
    expect(submissionHint()).toBe("PDF, DOC or DOCX, up to 20 MB.");
    expect(questionHint()).toBe("PDF, DOC or DOCX, up to 20 MB.");
  });
});
