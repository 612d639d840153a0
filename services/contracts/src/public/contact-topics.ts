/** The /contact form's topics; kept apart from the schemas so the public site's bundle needs no zod. */
export const contactTopics = ['sales', 'support', 'partnership', 'press', 'other'] as const;
export type ContactTopicName = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopicName, string> = {
  sales: 'Sales and pricing',
  support: 'Product support',
  partnership: 'Partnerships and white-label',
  press: 'Press',
  other: 'Something else',
};
