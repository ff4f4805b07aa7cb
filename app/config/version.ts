// Kept in step with package.json's "version" (a unit test checks it).
export const APP_VERSION = "0.1.0";
