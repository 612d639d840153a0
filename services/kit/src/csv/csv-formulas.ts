/**
 * CSV injection: a cell starting with = + - @ (or a tab or carriage return) runs as a formula when
 * a spreadsheet opens the file, so a contact named `=HYPERLINK("https://evil…")` would act in
 * whoever opens an export. Every CSV the product writes prefixes such a cell with ' (shown as
 * text), and every CSV it reads drops that prefix again, so exports still import back unchanged.
 */

const formulaStart = /^[=+\-@\t\r]/;
// `+44 (20) 7946-0958`: a phone number in international form. Without letters it names no
// function and no cell, so a spreadsheet cannot run anything from it; it stays as it was typed.
const phoneNumber = /^\+(?=[^\d]*\d)[\d\s().-]+$/;

/** A cell as every CSV the product writes holds it: text that could run as a formula gets a leading '. */
export const escapeFormula = (cell: string): string =>
  formulaStart.test(cell) && !phoneNumber.test(cell) ? `'${cell}` : cell;

/** csv-stringify options for every CSV the product writes. */
export const csvWriteOptions = { bom: true, cast: { string: escapeFormula } } as const;

const escapedFormula = /^'[=+\-@\t\r]/;

/** A cell as it was before csvWriteOptions escaped it. */
export const unescapeFormula = (cell: string): string => (escapedFormula.test(cell) ? cell.slice(1) : cell);
