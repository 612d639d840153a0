/**
 * CSV injection: a cell starting with = + - @ (or a tab or carriage return) runs as a formula when
 * a spreadsheet opens the file, so a contact named `=HYPERLINK("https://evil…")` would act in
 * whoever opens an export. Every CSV the product writes prefixes such a cell with ' (shown as
 * text), and every CSV it reads drops that prefix again, so exports still import back unchanged.
 */

/** csv-stringify options for every CSV the product writes. */
export const csvWriteOptions = { bom: true, escape_formulas: true } as const;

const escapedFormula = /^'[=+\-@\t\r]/;

/** A cell as it was before csvWriteOptions escaped it. */
export const unescapeFormula = (cell: string): string => (escapedFormula.test(cell) ? cell.slice(1) : cell);
