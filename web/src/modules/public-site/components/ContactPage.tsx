import { Clock, Mail, MessageSquare } from 'lucide-react';
import { usePageMeta } from '../hooks/usePageMeta';
import { PageHero } from './PageHero';
import { ContactForm } from '../../public-forms/components/ContactForm';

const description = 'Talk to SmartCRM: sales questions, Enterprise and white-label plans, support and partnerships.';

export function ContactPage() {
  usePageMeta({ title: 'Contact Us', description });
  return (
    <>
      <PageHero eyebrow="Contact" title="Talk to our team" lead={description} />
      <section className="site-section">
        <div className="site-container contact-layout">
          <div className="contact-layout__info">
            <h2 className="section-title">How we can help</h2>
            <ul className="contact-facts">
              <li>
                <MessageSquare aria-hidden size={18} /> Sales: plans, Enterprise, white-label and partner questions
              </li>
              <li>
                <Mail aria-hidden size={18} /> Support for existing workspaces and imports
              </li>
              <li>
                <Clock aria-hidden size={18} /> We answer within one working day
              </li>
            </ul>
          </div>
          <div className="contact-layout__form">
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
