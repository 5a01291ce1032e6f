import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { loadAppInsightsTracker } from './app-insights-tracker';
import { appInsightsSettingsQueryOptions } from './get-app-insights-settings';
import { createDeferredTracker, noopTracker } from './tracker';
import { TrackerContext } from './tracker-context';

/** Chooses the tracker once the telemetry settings are known; page views wait until then. */
export function TrackerProvider({ children }: { children: ReactNode }) {
  const [deferred] = useState(createDeferredTracker);
  const settings = useQuery(appInsightsSettingsQueryOptions());
  const connectionString = settings.data?.connectionString ?? null;
  const settingsFailed = settings.isError;
  const settingsKnown = settings.isSuccess;

  useEffect(() => {
    if (settingsFailed) return deferred.settle(noopTracker);
    if (!settingsKnown) return;
    if (!connectionString) return deferred.settle(noopTracker);
    loadAppInsightsTracker(connectionString).then(deferred.settle, () => deferred.settle(noopTracker));
  }, [deferred, connectionString, settingsFailed, settingsKnown]);

  return <TrackerContext.Provider value={deferred.tracker}>{children}</TrackerContext.Provider>;
}
