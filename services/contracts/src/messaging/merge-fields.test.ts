import { describe, expect, it } from 'vitest';
import { renderMerge, unknownMergeFields } from './merge-fields';

describe('merge fields', () => {
  it('fills every known field with its value', () => {
    const text = 'Hi {{contact.firstName}} at {{ contact.company }}, about {{deal.title}}. {{sender.name}}';
    expect(
      renderMerge(text, {
        'contact.firstName': 'Ada',
        'contact.company': 'Acme',
        'deal.title': 'Renewal',
        'sender.name': 'Rita',
      }),
    ).toBe('Hi Ada at Acme, about Renewal. Rita');
  });

  it('uses the fallback when a value is missing or blank, and nothing when there is no fallback', () => {
    expect(renderMerge('Hi {{contact.firstName|there}},', {})).toBe('Hi there,');
    expect(renderMerge('Hi {{contact.firstName| there }},', { 'contact.firstName': '  ' })).toBe('Hi there,');
    expect(renderMerge('At {{contact.company}}.', { 'contact.company': null })).toBe('At .');
  });

  it('keeps a value that looks like a tag as it is (values are not merged again)', () => {
    expect(renderMerge('{{contact.firstName}}', { 'contact.firstName': '{{sender.name}}' })).toBe('{{sender.name}}');
  });

  it('names each unknown field once, and none for a text of known fields or plain braces', () => {
    expect(
      unknownMergeFields('{{contact.first_name}} {{deal.value}} {{contact.first_name|x}} {{contact.email}}'),
    ).toEqual(['contact.first_name', 'deal.value']);
    expect(unknownMergeFields('{{contact.firstName|there}} {single} {{}}')).toEqual(['']);
    expect(unknownMergeFields('{{sender.signature}} { not a tag }')).toEqual([]);
  });
});
