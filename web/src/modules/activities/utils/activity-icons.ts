import type { ActivityKind } from '@smartcrm/contracts';
import {
  ArrowRightLeft,
  Briefcase,
  CalendarDays,
  CircleCheck,
  type LucideIcon,
  Mail,
  Phone,
  StickyNote,
  UserPlus,
} from 'lucide-react';

export const activityIcons: Record<ActivityKind, LucideIcon> = {
  note: StickyNote,
  call: Phone,
  email: Mail,
  stage_change: ArrowRightLeft,
  deal_created: Briefcase,
  task_completed: CircleCheck,
  appointment: CalendarDays,
  contact_created: UserPlus,
};
