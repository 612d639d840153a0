import type { ServerTool } from './tool-definition';
import { communicationTools } from './built-in/communication';
import { contentTools } from './built-in/content';
import { customerTools } from './built-in/customer';
import { productivityTools } from './built-in/productivity';
import { researchTools } from './built-in/research';
import { salesTools } from './built-in/sales';

/** Every tool's prompt, output shape and built-in answer, by tool id. */
export const serverTools: Record<string, ServerTool> = {
  ...communicationTools,
  ...salesTools,
  ...customerTools,
  ...contentTools,
  ...researchTools,
  ...productivityTools,
};
