/**
 * Compiles every zod schema made after this module loads into a plain function on its first
 * parse (zod's own ahead-of-time compiler), instead of zod walking the schema on each request;
 * a schema it cannot compile keeps zod's usual parser. It must load before any module that
 * makes schemas at its top level: the server's entry imports it first, and so does the tests'
 * setup, so tests run the same compiled schemas.
 */
import "zod/compile";
