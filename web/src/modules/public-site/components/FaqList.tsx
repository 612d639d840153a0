import { ChevronDown } from 'lucide-react';
import { faqs } from '../content/faq';

/** The FAQ as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList() {
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details key={faq.question} className="faq">
          <summary className="faq__question">
            {faq.question} <ChevronDown aria-hidden size={18} className="faq__chevron" />
          </summary>
          <p className="faq__answer">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
