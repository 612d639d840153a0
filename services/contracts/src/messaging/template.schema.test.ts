import { describe, expect, it } from 'vitest';
import { EmailTemplateDraft } from './template.schema';

describe('email template draft', () => {
  it('is refused on save when the body or subject names an unknown merge field, naming it', () => {
    const result = EmailTemplateDraft.safeParse({
      name: 'Intro',
      subject: 'For {{contact.company}}',
      body: 'Hi {{contact.frist_name}},',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['body'], message: '{{contact.frist_name}} is not a merge field' }),
    ]);
    expect(EmailTemplateDraft.safeParse({ name: 'x', subject: '{{deal.value}}', body: 'b' }).error?.issues[0]).toEqual(
      expect.objectContaining({ path: ['subject'], message: '{{deal.value}} is not a merge field' }),
    );
  });

  it('keeps a template of known fields with fallbacks, and refuses a subject with a line break', () => {
    expect(
      EmailTemplateDraft.parse({
        name: 'Intro',
        subject: 'Hi {{contact.firstName|there}}',
        body: '{{sender.signature}}',
      }),
    ).toEqual({ name: 'Intro', subject: 'Hi {{contact.firstName|there}}', body: '{{sender.signature}}' });
    expect(EmailTemplateDraft.safeParse({ name: 'x', subject: 'a\r\nBcc: x@y.test', body: 'b' }).success).toBe(false);
  });
});
