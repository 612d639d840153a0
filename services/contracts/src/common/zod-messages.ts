import { z } from 'zod';

/** Messages a user can act on: "is required" rather than "expected string, received undefined". */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
    if (issue.code === 'invalid_type') return `must be a ${issue.expected}`;
    return undefined;
  },
});
