import type { ColumnType } from 'kysely';

/** A jsonb column: read as T, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;
/** A numeric column: pg returns its exact text; numbers or text go in. */
export type Numeric = ColumnType<string, number | string, number | string>;
