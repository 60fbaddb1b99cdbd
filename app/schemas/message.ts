/**
 * A validation message, read when an input fails (not when the schema is made): schemas are built once per
 * module, and the message must be in the language of whoever is reading it then (app/i18n/catalogue.ts).
 */
export type Message = () => string;
