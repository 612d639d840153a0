import { aiToolCategories, aiTools, aiToolsInDropdown } from '@smartcrm/contracts';

/** The catalogue is shared with the server (contracts): names, categories and each tool's form. */
export { aiToolCategories, aiTools, aiToolsInDropdown };

/** Tools open inside the AI tools page rather than navigating away (spec 000 §2). */
export function aiToolPath(toolId: string): string {
  return `/ai-tools?tool=${encodeURIComponent(toolId)}`;
}
