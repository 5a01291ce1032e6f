import { createContext, useContext } from 'react';
import { noopTracker, type Tracker } from './tracker';

export const TrackerContext = createContext<Tracker>(noopTracker);

/** The app's tracker (a no-op when telemetry is off). */
export function useTracker(): Tracker {
  return useContext(TrackerContext);
}
