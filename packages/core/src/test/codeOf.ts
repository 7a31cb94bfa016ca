import { FinderError } from "../index";

/** The FinderError code `fn` throws, or undefined when it throws nothing; any other error fails. */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof FinderError) return error.code;
    throw error;
  }
  return undefined;
}
