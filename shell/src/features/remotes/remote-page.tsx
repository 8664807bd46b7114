import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { baseInstance } from '@pitchside/shared-ui/i18n';
import { useLocation } from '@pitchside/shared-ui/router';
import { loadRemotePages, RemoteUnavailableError, resetRemote } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { PageLoading } from '../../components/page-loading';
import { usePageReadyMark } from '../../hooks/page-ready';
import type { PageId, RemoteName } from '@pitchside/shared-api/remote-contract';

// Only shown when a remote fails: kept out of the first load.
const RemoteFallback = lazy(() => import(/* webpackChunkName: "remote-fallback" */ './remote-fallback').then((m) => ({ default: m.RemoteFallback })));

interface Props {
  remote: RemoteName;
  page: PageId;
}

/** Renders one page of a remote, loading the remote at first use; failures stay inside this mount. */
export function RemotePage({ remote, page }: Props) {
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);

  return (
    <RemoteErrorBoundary
      resetKey={`${remote}:${page}:${location.pathname}`}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
      fallback={(error, retry) => (
        <Suspense fallback={<PageLoading />}>
          <RemoteFallback remote={remote} error={error} onRetry={retry} />
        </Suspense>
      )}
    >
      {/* A retry mounts a new loader, whose lazy page loads the remote again. */}
      <RemotePageLoader key={attempt} remote={remote} page={page} />
    </RemoteErrorBoundary>
  );
}

function RemotePageLoader({ remote, page }: Props) {
  // Only the instance is needed: re-rendering when a remote adds its texts would hand new props to a
  // server-rendered page still waiting for its code, and React would then drop the page's markup.
  const { i18n: wrapper } = useTranslation(undefined, { bindI18n: '', bindI18nStore: '' });
  // The instance, not this mount's wrapper of it: the page below is kept across a language change.
  const i18n = baseInstance(wrapper);
  const Page = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        const mod = await loadRemotePages(remote, i18n);
        // A remote of another version may lack the page.
        const Component: ComponentType | undefined = mod.pages[page];
        if (!Component) throw new RemoteUnavailableError(remote, 'unknown-page', page);
        // Remote pages are themselves lazy components; React.lazy must resolve to a function component.
        return {
          default: function RemotePageContent() {
            usePageReadyMark();
            return <Component />;
          },
        };
      }),
    [remote, page, i18n],
  );
  // The boundary is inside the loader, below its memo: the loader commits while the page loads, so the
  // lazy page is made once. Above it, a render in which the page suspends would be discarded whole, and
  // every retry of it would make a new lazy page and load again, never settling, nor reaching the error
  // boundary when the remote fails.
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
