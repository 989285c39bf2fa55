import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeConvex } from "@/test-utils/convex-fake";
import { renderRoute } from "@/test-utils/render-route";
import { api } from "@convex/_generated/api";
import { studentNumberFor } from "@convex/shared/studentNumber";
import { EnrolmentPage } from "./enrolment-page";

const convex = { enroll: fakeConvex.mutation(api.courses.enrollments.enroll) };

const COURSE = {
  _id: "k17abc",
  name: "React Js",
  description: "Components and hooks.",
  durationHours: 20,
  instructorName: "Dan Abramov",
  category: "Web Development",
  imageUrl: "",
  instructorId: "u1",
  instructorBio: "",
  instructorExperience: null,
  level: "Intermediate",
  canManage: false,
  isOwn: false,
};

const PROFILE = {
  needsProfile: false,
  _id: "user42",
  displayName: "Ada Lovelace",
  email: "ada@example.com",
  dp: "",
  role: "student",
  experience: null,
  bio: "",
};

function setup() {
  const user = userEvent.setup();
  const view = renderRoute(<EnrolmentPage courseId="k17abc" />, {
    path: "/studentdetails/$courseId/$courseName",
    initialEntry: "/studentdetails/k17abc/React%20Js",
  });
  return { user, ...view };
}

async function fillStudies(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Phone number"), "+44 20 7946 0000");
  await user.type(screen.getByLabelText("Degree program"), "BSc Computer Science");
  await user.type(screen.getByLabelText("Year or semester"), "Year 2");
}

describe("EnrolmentPage", () => {
  beforeEach(() => {
    fakeConvex.setQuery(api.courses.courses.get, COURSE);
    fakeConvex.setQuery(api.courses.enrollments.mine, null);
    fakeConvex.setQuery(api.accounts.users.me, PROFILE);
  });

  it("shows the student's name, e-mail, a readable student number and the course as text, not ids or tab stops", async () => {
    setup();
    await screen.findByLabelText("Phone number");
    const shown = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      "Student name": "Ada Lovelace",
      Email: "ada@example.com",
      "Student number": studentNumberFor("user42"),
      Course: "React Js",
    });
    expect(shown["Student number"]).toMatch(/^\d{3}-\d{3}-\d{3}$/);
    // No internal id anywhere on the page, and the first tab stop is the first field to fill in.
    expect(document.body.textContent).not.toMatch(/user42|k17abc/);
    expect(document.querySelector("[readonly]")).toBeNull();
    const phone = screen.getByLabelText("Phone number");
    const tabStops = Array.from(document.querySelectorAll<HTMLElement>("form input, form select, form button"));
    expect(tabStops[0]).toBe(phone);
  });

  it("shows the payment details field only for a credit card", async () => {
    const { user } = setup();
    const method = await screen.findByLabelText("Payment method");
    expect(Array.from((method as HTMLSelectElement).options).map((o) => [o.value, o.text])).toEqual([
      ["creditCard", "Credit card"],
      ["paypal", "PayPal"],
      ["bankTransfer", "Bank transfer"],
    ]);
    expect(screen.getByLabelText("Payment details")).toBeInTheDocument();

    await user.selectOptions(method, "paypal");
    expect(screen.queryByLabelText("Payment details")).not.toBeInTheDocument();
    await user.selectOptions(method, "bankTransfer");
    expect(screen.queryByLabelText("Payment details")).not.toBeInTheDocument();
    await user.selectOptions(method, "creditCard");
    expect(screen.getByLabelText("Payment details")).toBeInTheDocument();
  });

  it("enrols with the entered values, stores the course and opens the course page", async () => {
    convex.enroll.mockResolvedValue({ enrollmentId: "e1", alreadyEnrolled: false });
    const { user, router } = setup();
    await fillStudies(user);
    await user.type(screen.getByLabelText("Payment details"), "4242 4242 4242 4242");
    await user.click(screen.getByRole("button", { name: "Enroll" }));

    await waitFor(() => expect(convex.enroll).toHaveBeenCalledTimes(1));
    expect(convex.enroll).toHaveBeenCalledWith({
      courseId: "k17abc",
      phoneNumber: "+44 20 7946 0000",
      degreeProgram: "BSc Computer Science",
      yearOrSemester: "Year 2",
      paymentMethod: "creditCard",
      paymentDetails: "4242 4242 4242 4242",
    });
    expect(await screen.findByText("Student Enrolled into the Course")).toBeInTheDocument();
    expect(window.localStorage.getItem("courseId")).toBe("k17abc");
    expect(window.localStorage.getItem("courseName")).toBe("React Js");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/k17abc/React Js"));
  });

  it("sends no payment details for PayPal", async () => {
    convex.enroll.mockResolvedValue({ enrollmentId: "e1", alreadyEnrolled: false });
    const { user } = setup();
    await user.type(await screen.findByLabelText("Payment details"), "4242");
    await user.selectOptions(screen.getByLabelText("Payment method"), "paypal");
    await user.click(screen.getByRole("button", { name: "Enroll" }));

    await waitFor(() => expect(convex.enroll).toHaveBeenCalledTimes(1));
    expect(convex.enroll).toHaveBeenCalledWith({
      courseId: "k17abc",
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
      paymentMethod: "paypal",
    });
  });

  it("enrols with every field left empty: the card number is optional", async () => {
    convex.enroll.mockResolvedValue({ enrollmentId: "e1", alreadyEnrolled: false });
    const { user, router } = setup();
    expect(await screen.findByLabelText("Payment details")).toHaveAccessibleDescription(/^Optional\./);
    await user.click(screen.getByRole("button", { name: "Enroll" }));

    await waitFor(() => expect(convex.enroll).toHaveBeenCalledTimes(1));
    expect(convex.enroll).toHaveBeenCalledWith({
      courseId: "k17abc",
      phoneNumber: "",
      degreeProgram: "",
      yearOrSemester: "",
      paymentMethod: "creditCard",
      paymentDetails: "",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/k17abc/React Js"));
  });

  it("asks for a real card number before sending anything", async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText("Payment details"), "1234");
    await user.click(screen.getByRole("button", { name: "Enroll" }));

    expect(await screen.findByText("Enter a card number of 12 to 19 digits.")).toBeInTheDocument();
    expect(screen.getByLabelText("Payment details")).toHaveFocus();
    expect(convex.enroll).not.toHaveBeenCalled();
  });

  it("shows 'Student Enrollment Failed' with the server's reason and keeps every field", async () => {
    convex.enroll.mockRejectedValue(
      new ConvexError({ code: "INVALID", message: "Phone number must be at most 40 characters." }),
    );
    const { user, router } = setup();
    await fillStudies(user);
    await user.type(screen.getByLabelText("Payment details"), "4242-4242-4242-4242");
    await user.click(screen.getByRole("button", { name: "Enroll" }));

    expect(await screen.findByText("Student Enrollment Failed")).toBeInTheDocument();
    expect(screen.getByText("Phone number must be at most 40 characters.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/studentdetails/k17abc/React Js");
    expect(screen.getByLabelText("Phone number")).toHaveValue("+44 20 7946 0000");
    expect(screen.getByLabelText("Degree program")).toHaveValue("BSc Computer Science");
    expect(screen.getByLabelText("Year or semester")).toHaveValue("Year 2");
    expect(screen.getByLabelText("Payment method")).toHaveValue("creditCard");
    expect(screen.getByLabelText("Payment details")).toHaveValue("4242-4242-4242-4242");
    expect(screen.getByRole("button", { name: "Enroll" })).toBeEnabled();
    expect(window.localStorage.getItem("courseId")).toBeNull();
  });

  it("tells an enrolled student so and links to the course page", async () => {
    fakeConvex.setQuery(api.courses.enrollments.mine, { _id: "e1", courseId: "k17abc" });
    setup();
    expect(await screen.findByText("You're already enrolled in this course")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to course" })).toHaveAttribute("href", "/dashboard/k17abc/React%20Js");
    expect(screen.queryByRole("button", { name: "Enroll" })).not.toBeInTheDocument();
  });
});
