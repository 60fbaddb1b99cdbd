/**
 * The shape a translation must have: the English catalogue's keys, every one, with the same function signatures,
 * and any text where English has a text. A key missing in Bangla (or one Bangla has and English lacks) fails the
 * type check; `tests/unit/catalogue.test.ts` checks the same at run time.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
