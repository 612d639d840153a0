import { type Branding, formatMinor, type PublicQuote } from '@smartcrm/contracts';
import PDFDocument from 'pdfkit';

const billingLabel = { one_off: '', monthly: ' / month', yearly: ' / year' } as const;

/**
 * A quote as a PDF on the workspace's brand (company name and primary colour): lines, totals,
 * terms and, once accepted, who accepted which version and when. Figures are the stored ones.
 */
export function renderQuotePdf(quote: PublicQuote, brand: Branding): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Quote ${quote.number}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const money = (amount: number) => formatMinor(amount, quote.currency);

  doc.rect(0, 0, doc.page.width, 8).fill(brand.primaryColor);
  doc.fillColor(brand.primaryColor).fontSize(20).text(brand.companyName, 50, 40);
  doc.fillColor('#111111').fontSize(14).text(`Quote ${quote.number} (version ${quote.version})`);
  doc.fontSize(10).fillColor('#444444');
  doc.text(quote.title);
  if (quote.customerName) doc.text(`For: ${quote.customerName}`);
  doc.text(`Valid until: ${quote.expiresOn}`);
  doc.text(`Prices ${quote.taxMode === 'inclusive' ? 'include' : 'exclude'} tax`);
  doc.moveDown();

  doc.fillColor('#111111');
  for (const line of quote.lines) {
    const discount = line.discountPercent ? `, ${line.discountPercent}% off` : '';
    doc.fontSize(11).text(`${line.description}${billingLabel[line.billing]}`);
    doc
      .fontSize(9)
      .fillColor('#444444')
      .text(
        `${line.quantity} x ${money(line.unitPrice)}${discount}, tax ${line.taxRate}%: net ${money(line.net)}, tax ${money(line.tax)}, total ${money(line.total)}`,
      )
      .fillColor('#111111')
      .moveDown(0.5);
  }
  doc.moveDown();
  doc.fontSize(11).text(`Subtotal: ${money(quote.totals.net)}`, { align: 'right' });
  doc.text(`Tax: ${money(quote.totals.tax)}`, { align: 'right' });
  doc.fontSize(13).text(`Total: ${money(quote.totals.total)}`, { align: 'right' });
  if (quote.terms) doc.moveDown().fontSize(10).text('Terms', { underline: true }).text(quote.terms);
  if (quote.acceptance) {
    const { name, acceptedAt, version } = quote.acceptance;
    doc.moveDown().fontSize(10).text(`Accepted by ${name} on ${acceptedAt} (version ${version})`);
  }
  doc.end();
  return done;
}
