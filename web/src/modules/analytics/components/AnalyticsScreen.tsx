import type { AnalyticsScreen as ScreenName, AnalyticsScreenData } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Page } from '../../../ui/Page';
import { PageSpinner } from '../../../ui/Spinner';
import { useAnalyticsRealtime } from '../hooks/useAnalyticsRealtime';
import { screenQuery } from '../queries';
import '../analytics.css';

interface AnalyticsScreenProps<S extends ScreenName> {
  screen: S;
  title: string;
  subtitle: string;
  children: (data: AnalyticsScreenData<S>) => ReactNode;
}

/** An intelligence screen: its figures from the server, loading and error states, the way back to the pipeline. */
export function AnalyticsScreen<S extends ScreenName>({ screen, title, subtitle, children }: AnalyticsScreenProps<S>) {
  const query = useQuery(screenQuery(screen));
  useAnalyticsRealtime();
  return (
    <Page
      title={title}
      subtitle={subtitle}
      actions={
        <Link to="/pipeline" className="button button--secondary">
          View Pipeline
        </Link>
      }
    >
      {query.isError ? (
        <p className="form-error" role="alert">
          Could not load these figures. <Button onClick={() => void query.refetch()}>Try again</Button>
        </p>
      ) : query.data ? (
        <div className="analytics-screen">{children(query.data)}</div>
      ) : (
        <PageSpinner label={`Loading ${title}`} />
      )}
    </Page>
  );
}
