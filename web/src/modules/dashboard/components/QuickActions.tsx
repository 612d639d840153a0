import { CalendarPlus, Handshake, Mail, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { SendEmailDialog } from './SendEmailDialog';

/**
 * Spec 000 §2's quick actions, each opening the real flow: the pipeline's quick create, the new
 * contact form, the new appointment form, and an email to a contact picked here.
 */
export function QuickActions() {
  const [emailing, setEmailing] = useState(false);
  return (
    <div className="quick-actions">
      <Link to="/pipeline?new=deal" className="button button--primary">
        <Handshake aria-hidden size={16} /> New Deal
      </Link>
      <Link to="/contacts/new" className="button button--secondary">
        <UserPlus aria-hidden size={16} /> New Contact
      </Link>
      <Link to="/appointments/new" className="button button--secondary">
        <CalendarPlus aria-hidden size={16} /> Schedule Meeting
      </Link>
      <Button onClick={() => setEmailing(true)}>
        <Mail aria-hidden size={16} /> Send Email
      </Button>
      <SendEmailDialog open={emailing} onOpenChange={setEmailing} />
    </div>
  );
}
