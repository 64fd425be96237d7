import { MIN_FILTER_LENGTH } from './constants';

/** A filter text is usable when, ignoring surrounding whitespace, it is longer than MIN_FILTER_LENGTH. */
export function isValidFilterText(value: string): boolean {
  return value.trim().length > MIN_FILTER_LENGTH;
}
