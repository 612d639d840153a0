import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DashboardSectionId } from '@smartcrm/contracts';
import clsx from 'clsx';
import { GripVertical, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { useAccessJudge } from '../../auth/hooks/useAccess';
import { pageAccessOf } from '../../navigation/utils/page-access';
import { UpgradeCard } from '../../plans/components/UpgradeCard';
import { isKnownSection, titleCase } from '../utils/layout-rules';
import { sectionAccessOf } from '../utils/section-access';
import { sectionMeta } from '../utils/section-meta';
import { SectionBoundary } from './SectionBoundary';
import { sectionBodies } from './sections';

/** One section: its header (icon, title, description, drag handle in drag mode) and its body. */
export function DashboardSection({ id, dragMode }: { id: string; dragMode: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: !dragMode,
  });
  const meta = isKnownSection(id) ? sectionMeta[id as DashboardSectionId] : null;
  const Body = meta ? sectionBodies[id as DashboardSectionId] : undefined;
  const Icon = meta?.icon ?? LayoutGrid;
  const judge = useAccessJudge();
  const rule = sectionAccessOf(id);
  const verdict = rule ? judge(rule) : 'allowed';
  const linkRule = meta?.link && pageAccessOf(meta.link.to);
  const link = meta?.link && (!linkRule || judge(linkRule) === 'allowed') ? meta.link : undefined;
  return (
    <section
      ref={setNodeRef}
      id={id}
      data-section-id={id}
      aria-label={meta?.title ?? titleCase(id)}
      className={clsx(
        'card dashboard-section',
        `dashboard-section--${meta?.colour ?? 'blue'}`,
        isDragging && 'dashboard-section--dragging',
      )}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <header className="dashboard-section__header">
        {dragMode && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="dashboard-section__handle"
            aria-label={`Move ${meta?.title ?? titleCase(id)}`}
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden size={16} />
          </button>
        )}
        <span className="dashboard-section__icon">
          <Icon aria-hidden size={18} />
        </span>
        <div>
          <h2 className="dashboard-section__title">{meta?.title ?? titleCase(id)}</h2>
          {meta && <p className="dashboard-section__description">{meta.description}</p>}
        </div>
        {link && (
          <Link to={link.to} className="dashboard-section__link">
            {link.label}
          </Link>
        )}
      </header>
      {verdict === 'plan' ? (
        <UpgradeCard what={meta?.title ?? titleCase(id)} feature={rule?.feature} />
      ) : verdict === 'role' ? (
        <p className="muted">Your role does not include this section; you can hide it in Layout settings.</p>
      ) : (
        <SectionBoundary id={id}>
          {!meta ? <Spinner label={`Loading ${titleCase(id)}…`} /> : Body ? <Body /> : null}
        </SectionBoundary>
      )}
    </section>
  );
}
