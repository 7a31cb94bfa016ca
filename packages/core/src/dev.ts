/**
 * True from the sources and in the development build (`dist/index.js`, `dist/index.cjs`); the
 * production build (`dist/index.production.*`, chosen by the `production` export condition)
 * replaces it with false, which leaves every `DEV && message` out of the bundle. It lives in a
 * module of its own: declared in errors.ts, esbuild did not inline it into the modules that use
 * it, and every message stayed in the production build.
 */
export const DEV = process.env.NODE_ENV !== "production";
