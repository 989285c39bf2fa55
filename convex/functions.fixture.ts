// Not deployed (two dots in the name): functions that exercise each wrapper in functions.test.ts.
import {
  adminMutation,
  adminQuery,
  authedMutation,
  authedQuery,
  signedInMutation,
  signedInQuery,
  staffMutation,
  staffQuery,
  studentMutation,
  studentQuery,
} from "./functions";

const handler = async (ctx: { user: { role: string } }) => ctx.user.role;

export const authedQ = authedQuery({ args: {}, handler });
export const authedM = authedMutation({ args: {}, handler });
export const studentQ = studentQuery({ args: {}, handler });
export const studentM = studentMutation({ args: {}, handler });
export const staffQ = staffQuery({ args: {}, handler });
export const staffM = staffMutation({ args: {}, handler });
export const adminQ = adminQuery({ args: {}, handler });
export const adminM = adminMutation({ args: {}, handler });

const idHandler = async (ctx: { userId: string }) => ctx.userId;

export const signedInQ = signedInQuery({ args: {}, handler: idHandler });
export const signedInM = signedInMutation({ args: {}, handler: idHandler });
