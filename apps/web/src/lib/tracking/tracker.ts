/** One page view: which screen, under which route template, at which URL (spec 000 §2). */
export interface PageView {
  screenName: string;
  routeTemplate: string;
  url: string;
}

/** Where usage telemetry goes; the app never talks to a telemetry SDK directly. */
export interface Tracker {
  trackPageView(view: PageView): void;
}

/** Used when telemetry is off (no connection string). */
export const noopTracker: Tracker = { trackPageView: () => undefined };

const maxBufferedViews = 50;

/**
 * A tracker that keeps page views until the real tracker is known: whether telemetry is on is
 * only known after `GET /api/AppSettings/AppInsights`, and the first page view comes earlier.
 */
export function createDeferredTracker(): { tracker: Tracker; settle: (target: Tracker) => void } {
  let target: Tracker | null = null;
  const buffer: PageView[] = [];
  return {
    tracker: {
      trackPageView(view) {
        if (target) target.trackPageView(view);
        else if (buffer.length < maxBufferedViews) buffer.push(view);
      },
    },
    settle(next) {
      if (target) return;
      target = next;
      for (const view of buffer.splice(0)) next.trackPageView(view);
    },
  };
}
