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
import type * as auth from "../auth.js";
import type * as cart from "../cart.js";
import type * as courses from "../courses.js";
import type * as enrollments from "../enrollments.js";
import type * as files from "../files.js";
import type * as functions from "../functions.js";
import type * as http from "../http.js";
import type * as lessons from "../lessons.js";
import type * as model_config from "../model/config.js";
import type * as model_courses from "../model/courses.js";
import type * as model_enrollments from "../model/enrollments.js";
import type * as model_errors from "../model/errors.js";
import type * as model_events from "../model/events.js";
import type * as model_fileLimits from "../model/fileLimits.js";
import type * as model_fileTypes from "../model/fileTypes.js";
import type * as model_files from "../model/files.js";
import type * as model_lessonCatalog from "../model/lessonCatalog.js";
import type * as model_lessons from "../model/lessons.js";
import type * as model_pendingUploads from "../model/pendingUploads.js";
import type * as model_sqidsBlocklist from "../model/sqidsBlocklist.js";
import type * as model_uploadthing from "../model/uploadthing.js";
import type * as model_uploadthingApi from "../model/uploadthingApi.js";
import type * as model_uploadthingKey from "../model/uploadthingKey.js";
import type * as model_users from "../model/users.js";
import type * as model_validation from "../model/validation.js";
import type * as model_videos from "../model/videos.js";
import type * as seed from "../seed.js";
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
  auth: typeof auth;
  cart: typeof cart;
  courses: typeof courses;
  enrollments: typeof enrollments;
  files: typeof files;
  functions: typeof functions;
  http: typeof http;
  lessons: typeof lessons;
  "model/config": typeof model_config;
  "model/courses": typeof model_courses;
  "model/enrollments": typeof model_enrollments;
  "model/errors": typeof model_errors;
  "model/events": typeof model_events;
  "model/fileLimits": typeof model_fileLimits;
  "model/fileTypes": typeof model_fileTypes;
  "model/files": typeof model_files;
  "model/lessonCatalog": typeof model_lessonCatalog;
  "model/lessons": typeof model_lessons;
  "model/pendingUploads": typeof model_pendingUploads;
  "model/sqidsBlocklist": typeof model_sqidsBlocklist;
  "model/uploadthing": typeof model_uploadthing;
  "model/uploadthingApi": typeof model_uploadthingApi;
  "model/uploadthingKey": typeof model_uploadthingKey;
  "model/users": typeof model_users;
  "model/validation": typeof model_validation;
  "model/videos": typeof model_videos;
  seed: typeof seed;
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
