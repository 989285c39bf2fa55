/** Listed in ADMIN_EMAILS of the test backend, so it becomes Admin when it registers. */
export const ADMIN_EMAIL = "admin@lyceum.test";
