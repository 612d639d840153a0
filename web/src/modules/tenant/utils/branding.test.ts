import { describe, expect, it } from 'vitest';
import { brandingVariables, documentTitle, readableTextColor } from './branding';

describe('branding', () => {
  it('titles the document with the company name once a tenant is loaded', () => {
    expect(documentTitle('Acme Inc')).toBe('Acme Inc - SmartCRM');
    expect(documentTitle(null)).toBe('SmartCRM');
  });

  it('picks readable text for light and dark brand colours', () => {
    expect(readableTextColor('#ffffff')).toBe('#111827');
    expect(readableTextColor('#fde047')).toBe('#111827');
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#4f46e5')).toBe('#ffffff');
  });

  it('feeds the primary and secondary colour variables', () => {
    expect(brandingVariables({ companyName: 'Acme', primaryColor: '#112233', secondaryColor: '#445566' })).toEqual({
      '--color-primary': '#112233',
      '--color-secondary': '#445566',
      '--color-on-primary': '#ffffff',
    });
  });
});
