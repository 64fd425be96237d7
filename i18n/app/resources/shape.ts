/** The shape another language must match key for key (values are any text). */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
