/** For tests of the course file (the format's checks, the import screen): an export the schema takes. */
export function exportDoc() {
  return {
    format: "lyceum-course",
    version: 1,
    exportedAt: "2026-01-05T10:00:00.000Z",
    course: {
      name: "Rust for Everyone",
      description: "Ownership and borrowing.",
      durationHours: 12,
      instructorName: "Grace Hopper",
      category: "Programming",
      image: null,
    },
    lessons: [] as unknown[],
    videos: [],
    rubrics: [],
    assignments: [],
    quiz: { questions: [], maxAttempts: null, cooldownMinutes: 0 },
    files: [] as unknown[],
  };
}
