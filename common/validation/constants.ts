/** Shortest password the app accepts. */
export const MIN_PASSWORD_LENGTH = 6;

/** Largest number of installments a purchase can be split into. */
export const MAX_INSTALLMENTS = 60;

/** A filter text must be LONGER than this many characters (so at least 4). */
export const MIN_FILTER_LENGTH = 3;
