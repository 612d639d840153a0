/** A column read as a contract field; `time`: a timestamp, sent as ISO text. */
export type ReadAs = readonly [column: string, field: string, time: boolean];

/**
 * Maps rows to contract objects, compiled once into one object literal: a list maps every row of
 * every page, and a literal is several times faster than properties added one by one. The names
 * come from a field table in the code, never from input.
 */
export function compileRowReader<T>(read: readonly ReadAs[]): (row: Readonly<Record<string, unknown>>) => T {
  const properties = read.map(([column, field, time]) =>
    time ? `${field}: row.${column} === null ? null : row.${column}.toISOString()` : `${field}: row.${column}`,
  );
  return new Function('row', `return { ${properties.join(', ')} };`) as (row: Readonly<Record<string, unknown>>) => T;
}
