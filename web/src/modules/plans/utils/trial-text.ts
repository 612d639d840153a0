/** "1 day", "14 days": what is left of a free trial. */
export const trialDaysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
