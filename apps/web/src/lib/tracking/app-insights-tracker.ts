import type { Tracker } from './tracker';

/**
 * The Application Insights tracker. The SDK is large and only needed when telemetry is on, so
 * it is imported on demand (Vite puts it in its own chunk).
 */
export async function loadAppInsightsTracker(connectionString: string): Promise<Tracker> {
  const { ApplicationInsights } = await import('@microsoft/applicationinsights-web');
  const appInsights = new ApplicationInsights({
    config: {
      connectionString,
      // Page views are tracked by the router with the route template; the SDK's own route
      // tracking would double them without that template.
      enableAutoRouteTracking: false,
      disableCookiesUsage: true,
    },
  });
  appInsights.loadAppInsights();
  return {
    trackPageView(view) {
      appInsights.trackPageView({ name: view.screenName, uri: view.url, properties: { routeTemplate: view.routeTemplate } });
    },
  };
}
