/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as account from "../account.js";
import type * as accountCodes from "../accountCodes.js";
import type * as activity from "../activity.js";
import type * as admin from "../admin.js";
import type * as articles from "../articles.js";
import type * as assignments from "../assignments.js";
import type * as auth from "../auth.js";
import type * as cart from "../cart.js";
import type * as certificates from "../certificates.js";
import type * as chat from "../chat.js";
import type * as courseMembers from "../courseMembers.js";
import type * as courses from "../courses.js";
import type * as crons from "../crons.js";
import type * as enrollments from "../enrollments.js";
import type * as files from "../files.js";
import type * as functions from "../functions.js";
import type * as gradebook from "../gradebook.js";
import type * as http from "../http.js";
import type * as lessonContent from "../lessonContent.js";
import type * as lessonPlayback from "../lessonPlayback.js";
import type * as lessons from "../lessons.js";
import type * as mailer from "../mailer.js";
import type * as model_accountCodeRules from "../model/accountCodeRules.js";
import type * as model_accountCodes from "../model/accountCodes.js";
import type * as model_activity from "../model/activity.js";
import type * as model_adminEvents from "../model/adminEvents.js";
import type * as model_adminOps from "../model/adminOps.js";
import type * as model_adminPeople from "../model/adminPeople.js";
import type * as model_articles from "../model/articles.js";
import type * as model_articlesFeed from "../model/articlesFeed.js";
import type * as model_articlesRules from "../model/articlesRules.js";
import type * as model_assignmentRules from "../model/assignmentRules.js";
import type * as model_assignments from "../model/assignments.js";
import type * as model_assignmentsAccess from "../model/assignmentsAccess.js";
import type * as model_assignmentsTime from "../model/assignmentsTime.js";
import type * as model_authRateLimit from "../model/authRateLimit.js";
import type * as model_certificatePdf from "../model/certificatePdf.js";
import type * as model_certificateRules from "../model/certificateRules.js";
import type * as model_certificates from "../model/certificates.js";
import type * as model_chatMembership from "../model/chatMembership.js";
import type * as model_chatMessages from "../model/chatMessages.js";
import type * as model_chatPartMarks from "../model/chatPartMarks.js";
import type * as model_chatPresence from "../model/chatPresence.js";
import type * as model_chatRateLimit from "../model/chatRateLimit.js";
import type * as model_chatRooms from "../model/chatRooms.js";
import type * as model_chatRules from "../model/chatRules.js";
import type * as model_chatUnread from "../model/chatUnread.js";
import type * as model_config from "../model/config.js";
import type * as model_courseMembers from "../model/courseMembers.js";
import type * as model_courses from "../model/courses.js";
import type * as model_emailVerification from "../model/emailVerification.js";
import type * as model_enrollments from "../model/enrollments.js";
import type * as model_errors from "../model/errors.js";
import type * as model_events from "../model/events.js";
import type * as model_fileMarkup from "../model/fileMarkup.js";
import type * as model_fileTypes from "../model/fileTypes.js";
import type * as model_files from "../model/files.js";
import type * as model_forms_account from "../model/forms/account.js";
import type * as model_forms_course from "../model/forms/course.js";
import type * as model_forms_enrolment from "../model/forms/enrolment.js";
import type * as model_forms_fields from "../model/forms/fields.js";
import type * as model_forms_lesson from "../model/forms/lesson.js";
import type * as model_forms_parse from "../model/forms/parse.js";
import type * as model_forms_password from "../model/forms/password.js";
import type * as model_forms_profile from "../model/forms/profile.js";
import type * as model_forms_welcome from "../model/forms/welcome.js";
import type * as model_googleSignIn from "../model/googleSignIn.js";
import type * as model_gradebook from "../model/gradebook.js";
import type * as model_gradebookCsv from "../model/gradebookCsv.js";
import type * as model_gradebookPage from "../model/gradebookPage.js";
import type * as model_gradebookPageSize from "../model/gradebookPageSize.js";
import type * as model_lessonCatalog from "../model/lessonCatalog.js";
import type * as model_lessonContent from "../model/lessonContent.js";
import type * as model_lessonRules from "../model/lessonRules.js";
import type * as model_lessons from "../model/lessons.js";
import type * as model_limits from "../model/limits.js";
import type * as model_mail from "../model/mail.js";
import type * as model_myCourses from "../model/myCourses.js";
import type * as model_notificationCounts from "../model/notificationCounts.js";
import type * as model_notifications from "../model/notifications.js";
import type * as model_notificationsDeadline from "../model/notificationsDeadline.js";
import type * as model_passwordAccounts from "../model/passwordAccounts.js";
import type * as model_passwordHashing from "../model/passwordHashing.js";
import type * as model_passwords from "../model/passwords.js";
import type * as model_pendingUploads from "../model/pendingUploads.js";
import type * as model_progressCounts from "../model/progressCounts.js";
import type * as model_projections from "../model/projections.js";
import type * as model_projectionsFanOut from "../model/projectionsFanOut.js";
import type * as model_quizAccommodations from "../model/quizAccommodations.js";
import type * as model_quizAttemptAnswers from "../model/quizAttemptAnswers.js";
import type * as model_quizAttemptFind from "../model/quizAttemptFind.js";
import type * as model_quizAttemptQuestions from "../model/quizAttemptQuestions.js";
import type * as model_quizAttempts from "../model/quizAttempts.js";
import type * as model_quizBankEditor from "../model/quizBankEditor.js";
import type * as model_quizBankStore from "../model/quizBankStore.js";
import type * as model_quizBanks from "../model/quizBanks.js";
import type * as model_quizBoard from "../model/quizBoard.js";
import type * as model_quizOverview from "../model/quizOverview.js";
import type * as model_quizRules from "../model/quizRules.js";
import type * as model_sampleLessons from "../model/sampleLessons.js";
import type * as model_sampleMaterial from "../model/sampleMaterial.js";
import type * as model_sampleVideos from "../model/sampleVideos.js";
import type * as model_signInThrottle from "../model/signInThrottle.js";
import type * as model_studentNumber from "../model/studentNumber.js";
import type * as model_submissionCounts from "../model/submissionCounts.js";
import type * as model_submissionCurrentFile from "../model/submissionCurrentFile.js";
import type * as model_submissions from "../model/submissions.js";
import type * as model_submissionsMine from "../model/submissionsMine.js";
import type * as model_submissionsRoster from "../model/submissionsRoster.js";
import type * as model_submissionsRosterWork from "../model/submissionsRosterWork.js";
import type * as model_submissionsStatus from "../model/submissionsStatus.js";
import type * as model_teaching from "../model/teaching.js";
import type * as model_unread from "../model/unread.js";
import type * as model_uploadChecks from "../model/uploadChecks.js";
import type * as model_uploadthing from "../model/uploadthing.js";
import type * as model_uploadthingApi from "../model/uploadthingApi.js";
import type * as model_users from "../model/users.js";
import type * as model_validation from "../model/validation.js";
import type * as model_videos from "../model/videos.js";
import type * as model_xapi from "../model/xapi.js";
import type * as model_xapiHttp from "../model/xapiHttp.js";
import type * as model_xapiStream from "../model/xapiStream.js";
import type * as notifications from "../notifications.js";
import type * as passwords from "../passwords.js";
import type * as presence from "../presence.js";
import type * as projections from "../projections.js";
import type * as quiz from "../quiz.js";
import type * as quizAccommodations from "../quizAccommodations.js";
import type * as quizBank from "../quizBank.js";
import type * as seed from "../seed.js";
import type * as sessions from "../sessions.js";
import type * as signInOptions from "../signInOptions.js";
import type * as submissions from "../submissions.js";
import type * as uploadthingNode from "../uploadthingNode.js";
import type * as users from "../users.js";
import type * as videos from "../videos.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  account: typeof account;
  accountCodes: typeof accountCodes;
  activity: typeof activity;
  admin: typeof admin;
  articles: typeof articles;
  assignments: typeof assignments;
  auth: typeof auth;
  cart: typeof cart;
  certificates: typeof certificates;
  chat: typeof chat;
  courseMembers: typeof courseMembers;
  courses: typeof courses;
  crons: typeof crons;
  enrollments: typeof enrollments;
  files: typeof files;
  functions: typeof functions;
  gradebook: typeof gradebook;
  http: typeof http;
  lessonContent: typeof lessonContent;
  lessonPlayback: typeof lessonPlayback;
  lessons: typeof lessons;
  mailer: typeof mailer;
  "model/accountCodeRules": typeof model_accountCodeRules;
  "model/accountCodes": typeof model_accountCodes;
  "model/activity": typeof model_activity;
  "model/adminEvents": typeof model_adminEvents;
  "model/adminOps": typeof model_adminOps;
  "model/adminPeople": typeof model_adminPeople;
  "model/articles": typeof model_articles;
  "model/articlesFeed": typeof model_articlesFeed;
  "model/articlesRules": typeof model_articlesRules;
  "model/assignmentRules": typeof model_assignmentRules;
  "model/assignments": typeof model_assignments;
  "model/assignmentsAccess": typeof model_assignmentsAccess;
  "model/assignmentsTime": typeof model_assignmentsTime;
  "model/authRateLimit": typeof model_authRateLimit;
  "model/certificatePdf": typeof model_certificatePdf;
  "model/certificateRules": typeof model_certificateRules;
  "model/certificates": typeof model_certificates;
  "model/chatMembership": typeof model_chatMembership;
  "model/chatMessages": typeof model_chatMessages;
  "model/chatPartMarks": typeof model_chatPartMarks;
  "model/chatPresence": typeof model_chatPresence;
  "model/chatRateLimit": typeof model_chatRateLimit;
  "model/chatRooms": typeof model_chatRooms;
  "model/chatRules": typeof model_chatRules;
  "model/chatUnread": typeof model_chatUnread;
  "model/config": typeof model_config;
  "model/courseMembers": typeof model_courseMembers;
  "model/courses": typeof model_courses;
  "model/emailVerification": typeof model_emailVerification;
  "model/enrollments": typeof model_enrollments;
  "model/errors": typeof model_errors;
  "model/events": typeof model_events;
  "model/fileMarkup": typeof model_fileMarkup;
  "model/fileTypes": typeof model_fileTypes;
  "model/files": typeof model_files;
  "model/forms/account": typeof model_forms_account;
  "model/forms/course": typeof model_forms_course;
  "model/forms/enrolment": typeof model_forms_enrolment;
  "model/forms/fields": typeof model_forms_fields;
  "model/forms/lesson": typeof model_forms_lesson;
  "model/forms/parse": typeof model_forms_parse;
  "model/forms/password": typeof model_forms_password;
  "model/forms/profile": typeof model_forms_profile;
  "model/forms/welcome": typeof model_forms_welcome;
  "model/googleSignIn": typeof model_googleSignIn;
  "model/gradebook": typeof model_gradebook;
  "model/gradebookCsv": typeof model_gradebookCsv;
  "model/gradebookPage": typeof model_gradebookPage;
  "model/gradebookPageSize": typeof model_gradebookPageSize;
  "model/lessonCatalog": typeof model_lessonCatalog;
  "model/lessonContent": typeof model_lessonContent;
  "model/lessonRules": typeof model_lessonRules;
  "model/lessons": typeof model_lessons;
  "model/limits": typeof model_limits;
  "model/mail": typeof model_mail;
  "model/myCourses": typeof model_myCourses;
  "model/notificationCounts": typeof model_notificationCounts;
  "model/notifications": typeof model_notifications;
  "model/notificationsDeadline": typeof model_notificationsDeadline;
  "model/passwordAccounts": typeof model_passwordAccounts;
  "model/passwordHashing": typeof model_passwordHashing;
  "model/passwords": typeof model_passwords;
  "model/pendingUploads": typeof model_pendingUploads;
  "model/progressCounts": typeof model_progressCounts;
  "model/projections": typeof model_projections;
  "model/projectionsFanOut": typeof model_projectionsFanOut;
  "model/quizAccommodations": typeof model_quizAccommodations;
  "model/quizAttemptAnswers": typeof model_quizAttemptAnswers;
  "model/quizAttemptFind": typeof model_quizAttemptFind;
  "model/quizAttemptQuestions": typeof model_quizAttemptQuestions;
  "model/quizAttempts": typeof model_quizAttempts;
  "model/quizBankEditor": typeof model_quizBankEditor;
  "model/quizBankStore": typeof model_quizBankStore;
  "model/quizBanks": typeof model_quizBanks;
  "model/quizBoard": typeof model_quizBoard;
  "model/quizOverview": typeof model_quizOverview;
  "model/quizRules": typeof model_quizRules;
  "model/sampleLessons": typeof model_sampleLessons;
  "model/sampleMaterial": typeof model_sampleMaterial;
  "model/sampleVideos": typeof model_sampleVideos;
  "model/signInThrottle": typeof model_signInThrottle;
  "model/studentNumber": typeof model_studentNumber;
  "model/submissionCounts": typeof model_submissionCounts;
  "model/submissionCurrentFile": typeof model_submissionCurrentFile;
  "model/submissions": typeof model_submissions;
  "model/submissionsMine": typeof model_submissionsMine;
  "model/submissionsRoster": typeof model_submissionsRoster;
  "model/submissionsRosterWork": typeof model_submissionsRosterWork;
  "model/submissionsStatus": typeof model_submissionsStatus;
  "model/teaching": typeof model_teaching;
  "model/unread": typeof model_unread;
  "model/uploadChecks": typeof model_uploadChecks;
  "model/uploadthing": typeof model_uploadthing;
  "model/uploadthingApi": typeof model_uploadthingApi;
  "model/users": typeof model_users;
  "model/validation": typeof model_validation;
  "model/videos": typeof model_videos;
  "model/xapi": typeof model_xapi;
  "model/xapiHttp": typeof model_xapiHttp;
  "model/xapiStream": typeof model_xapiStream;
  notifications: typeof notifications;
  passwords: typeof passwords;
  presence: typeof presence;
  projections: typeof projections;
  quiz: typeof quiz;
  quizAccommodations: typeof quizAccommodations;
  quizBank: typeof quizBank;
  seed: typeof seed;
  sessions: typeof sessions;
  signInOptions: typeof signInOptions;
  submissions: typeof submissions;
  uploadthingNode: typeof uploadthingNode;
  users: typeof users;
  videos: typeof videos;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;

export declare const components: {
  rateLimiter: import("@convex-dev/rate-limiter/_generated/component.js").ComponentApi<"rateLimiter">;
  presence: import("@convex-dev/presence/_generated/component.js").ComponentApi<"presence">;
};
