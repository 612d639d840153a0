import { type Invoice, minorDigits } from '@smartcrm/contracts';

/** Amounts in major units with the currency's own decimals (12.50), as spreadsheets read them. */
const major = (amount: number, currency: string) => {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
};

export const invoiceCsvColumns = [
  { key: 'number', header: 'Number' },
  { key: 'status', header: 'Status' },
  { key: 'customerName', header: 'Customer' },
  { key: 'issuedOn', header: 'Issued' },
  { key: 'dueOn', header: 'Due' },
  { key: 'currency', header: 'Currency' },
  { key: 'net', header: 'Net' },
  { key: 'tax', header: 'Tax' },
  { key: 'total', header: 'Total' },
  { key: 'paid', header: 'Paid' },
];

export const invoiceCsvRecord = (invoice: Invoice) => ({
  ...invoice,
  net: major(invoice.totals.net, invoice.currency),
  tax: major(invoice.totals.tax, invoice.currency),
  total: major(invoice.totals.total, invoice.currency),
  paid: major(invoice.amountPaid, invoice.currency),
});
