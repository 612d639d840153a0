import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { demoContactsQuery, demoPipelineQuery } from '../../demo-workspace';
import { usePageMeta } from '../../hooks/usePageMeta';
import { DemoContactsTable } from './DemoContactsTable';
import { LiveDemoDashboard } from './LiveDemoDashboard';
import { StageBoard } from './StageBoard';

// The demo pages show the demo workspace as it is, read-only (spec 001 §2.10).

function Contacts({ limit }: { limit?: number }) {
  const contacts = useQuery(demoContactsQuery());
  if (contacts.isError) return <p role="alert">The demo workspace cannot be read right now.</p>;
  if (!contacts.data) return <p className="demo-page__loading">Loading contacts…</p>;
  return <DemoContactsTable contacts={contacts.data.slice(0, limit)} />;
}

function Pipeline() {
  const pipeline = useQuery(demoPipelineQuery());
  if (pipeline.isError) return <p role="alert">The demo workspace cannot be read right now.</p>;
  if (!pipeline.data) return <p className="demo-page__loading">Loading the pipeline…</p>;
  return <StageBoard stages={pipeline.data} />;
}

/** One demo page: its title and description for search and sharing, its heading, its content. */
function DemoPage({
  heading,
  description,
  path,
  children,
}: {
  heading: string;
  description: string;
  path: string;
  children: ReactNode;
}) {
  usePageMeta({ title: `Live Demo: ${heading}`, description, path });
  return (
    <section className="demo-page" aria-labelledby="demo-title">
      <h1 id="demo-title" className="demo-page__title">
        {heading}
      </h1>
      {children}
    </section>
  );
}

/** /demo, /demo/dashboard and /demo-dashboard. */
export function DemoDashboardPage() {
  return (
    <DemoPage
      heading="Dashboard"
      description="A read-only SmartCRM dashboard over the demo workspace's own deals: revenue, deals won, new contacts and win rate by period."
      path="/demo/dashboard"
    >
      <LiveDemoDashboard />
      <div className="demo-page__split">
        <div className="demo-card">
          <h2 className="demo-card__title">Top leads</h2>
          <Contacts limit={5} />
        </div>
        <div className="demo-card">
          <h2 className="demo-card__title">Pipeline</h2>
          <Pipeline />
        </div>
      </div>
    </DemoPage>
  );
}

/** /demo/contacts and /demo-contacts. */
export function DemoContactsPage() {
  return (
    <DemoPage
      heading="Contacts"
      description="The demo workspace’s contacts with status, interest level, lead score and tags, read-only."
      path="/demo/contacts"
    >
      <Contacts />
    </DemoPage>
  );
}

/** /demo/pipeline and /demo-pipeline. */
export function DemoPipelinePage() {
  return (
    <DemoPage
      heading="Pipeline"
      description="The demo workspace's deal pipeline, stage by stage, read-only."
      path="/demo/pipeline"
    >
      <Pipeline />
    </DemoPage>
  );
}
