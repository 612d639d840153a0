import type { ActivityKind } from '@smartcrm/contracts';
import {
  ArrowRightLeft,
  Briefcase,
  CalendarDays,
  CircleCheck,
  ClipboardList,
  type LucideIcon,
  Mail,
  MessageSquare,
  Phone,
  StickyNote,
  UserPlus,
  Video,
} from 'lucide-react';

export const activityIcons: Record<ActivityKind, LucideIcon> = {
  note: StickyNote,
  call: Phone,
  email: Mail,
  sms: MessageSquare,
  stage_change: ArrowRightLeft,
  deal_created: Briefcase,
  task_completed: CircleCheck,
  appointment: CalendarDays,
  contact_created: UserPlus,
  form_submission: ClipboardList,
  video_view: Video,
};
