import { useEffect, useState } from 'react';

/** The message the script embed (public/form-embed.js) sizes its iframe by. */
export const formHeightMessage = 'smartcrm:form-height';

/**
 * In an iframe, tells the page around it how tall the form is whenever that changes (a step, an
 * error, the thank-you), so the script embed shows it whole without a scroll bar of its own.
 * Returns the ref for the element whose bottom is the form's end.
 */
export function useEmbedHeight() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || window.parent === window) return;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY);
      // The height is no secret and the embedding page's origin is not known here: any parent may read it.
      window.parent.postMessage({ type: formHeightMessage, height }, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return setElement;
}
