// Not deployed (two dots in the name): authorization rows of convex/users.ts.
import { ADMIN_ONLY, everyone, peopleFields, PUBLIC_PERSON, signedIn, STAFF_ONLY, type Rows } from "../matrix.setup";

/** The caller's own profile: their address, whether it is verified and public, and their theme. */
const OWN_PROFILE = peopleFields([
  ...PUBLIC_PERSON,
  "email",
  "emailVerified",
  "emailPublic",
  "theme",
  "language",
  "needsProfile",
]);

export const rows: Rows = {
  "accounts/users:me": {
    rule: "anyone; the caller's own profile, null for a visitor",
    args: () => ({}),
    expect: { ...everyone("allowed"), visitor: "hidden" },
    people: OWN_PROFILE,
  },
  "accounts/users:instructors": {
    rule: "anyone (the landing page's instructors are public, SPEC §2); public profile fields only, the e-mail only where its teacher made it public",
    args: () => ({}),
    expect: everyone("allowed"),
    people: peopleFields(PUBLIC_PERSON),
  },
  "accounts/users:teachersPage": {
    rule: "any signed-in user; public profile fields only, the e-mail only where its teacher made it public",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: signedIn(),
    people: peopleFields(PUBLIC_PERSON),
  },
  "accounts/users:updateProfile": {
    rule: "any signed-in user, their own profile only (no user id argument)",
    args: (_world, caller) => ({ displayName: `Renamed ${caller}` }),
    expect: signedIn(),
  },
  "accounts/users:setEmailVisibility": {
    rule: "teachers and Admins, their own profile only (no user id argument): whether the public teacher lists show their e-mail",
    args: () => ({ public: true }),
    expect: STAFF_ONLY,
  },
  "accounts/users:setTheme": {
    rule: "any signed-in user, their own profile only (no user id argument): their colour theme",
    args: () => ({ theme: "dark" }),
    expect: signedIn(),
  },
  "accounts/users:setLanguage": {
    rule: "any signed-in user, their own profile only (no user id argument): the language they read Lyceum in",
    args: () => ({ language: "es" }),
    expect: signedIn(),
  },
  "accounts/users:setAvatar": {
    rule: "any signed-in user, their own profile, with an avatar they uploaded",
    args: (world, caller) => ({ fileId: world.of(caller).avatarFileId }),
    expect: signedIn(),
  },
  "accounts/users:completeSignUp": {
    rule: "a signed-in identity; finishes only its own profile (Clerk, or a first Google sign-in without a role); a finished profile is returned unchanged",
    args: () => ({ displayName: "Finished Profile", role: "student" }),
    expect: signedIn(),
  },
  "accounts/users:changeRole": {
    rule: "Admins only (ARCHITECTURE: roles are set on the server, Admin by an Admin)",
    args: (world) => ({ userId: world.actors.student.userId, role: "teacher" }),
    expect: ADMIN_ONLY,
  },
};
