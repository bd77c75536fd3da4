import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not merge them: a component never gets two utilities that set one
 * property, whose winner would be decided by the style sheet's order rather than by the order
 * written here (the browser tests check every class list the pages draw).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
