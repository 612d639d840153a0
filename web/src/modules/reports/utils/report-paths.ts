/** The report builder's paths (spec 000 §2 registers two). */
export const reportPaths = ['business-analysis', 'business-analyzer'] as const;
